export const LOCALES = ['en', 'es', 'pt'] as const
export type Locale = (typeof LOCALES)[number]
export const FALLBACK_LOCALE: Locale = 'en'
/** localStorage key that caches the chosen language (docs/product.md section 3). */
export const LANGUAGE_STORAGE_KEY = 'app-language'
/** Query-string parameter that picks a language, first in the detection order. */
export const LANGUAGE_QUERY_PARAM = 'lng'

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', pt: 'Português' }

/** 'pt-BR' -> 'pt', 'ES' -> 'es'; anything unsupported -> undefined. */
export function toSupportedLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined
  const base = tag.trim().toLowerCase().split(/[-_]/)[0]
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : undefined
}
