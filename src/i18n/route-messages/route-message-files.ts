import { LOCALES, type Locale } from '../locales.ts'

/**
 * The message files of a build (vite-plugin.ts writes them) by set: 'base', the set every screen needs,
 * and one per route id that needs more ('/_app/journal'). Each set holds the content hash of its file
 * in every language, in LOCALES order: only hashes, as this map ships in the app's entry chunk.
 * `null` outside a production build.
 */
export type RouteMessageFiles = Record<string, readonly string[]>

/** 'base' -> 'base', '/_app/journal' -> '_app-journal', '/' -> 'index'. */
function setSlug(set: string): string {
  return set.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'index'
}

/** The file of a set in a language, relative to the app's base: 'assets/messages-en-_app-journal-<hash>.json'. */
export function messageFilePath(set: string, locale: Locale, hash: string): string {
  return `assets/messages-${locale}-${setSlug(set)}-${hash}.json`
}

/** The file of a set in a language in a build's map, if the set has one. */
export function messageFileOf(files: RouteMessageFiles, set: string, locale: Locale): string | null {
  const hash = files[set]?.[LOCALES.indexOf(locale)]
  return hash ? messageFilePath(set, locale, hash) : null
}
