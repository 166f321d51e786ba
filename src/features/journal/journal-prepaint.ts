/**
 * The journal pre-paint: the markup of the journal's first screenful as the trader last saw it, kept
 * in localStorage so the tiny script in index.html can draw it before the app's code has even loaded
 * (that code takes ~600 ms to evaluate on a slow phone). React replaces it with its first commit.
 *
 * It is the journal snapshot (journal-snapshot.ts) drawn, and is never truer than it:
 * - the snapshot keeper renders the snapshot screen for the snapshot it has just written (off the
 *   document, on whatever screen is showing) and stores that markup, in the app's frame, with the
 *   snapshot's hash; index.html draws it only while the stored snapshot still has that hash, so any
 *   change to the journal (which removes or rewrites the snapshot) retires it;
 * - index.html draws it only when every signed-in session on the device is its user's;
 * - it is dropped for another build (class names and files change), another language signal, or
 *   another screen class (phone or wider);
 * - under the blur flag the snapshot holds no amount, so neither does its markup; the totals, which
 *   the snapshot does not track, are not part of the snapshot screen.
 * The keys and checks here are repeated in index.html's inline script; test/unit/journal keeps the two
 * in step by running that script against records made here.
 */
import { LANGUAGE_STORAGE_KEY } from '../../i18n/locales'
import { media } from '../../ui'
import { prepaintKey, snapshotKey } from './journal-snapshot'

const VERSION = 2
/** Markup (or style text) larger than this is not worth a synchronous read on every open. */
const MAX_HTML = 200_000

export { prepaintKey }

export interface JournalPrepaint {
  readonly version: typeof VERSION
  readonly userId: string
  /** hashText() of the stored snapshot's text when captured. */
  readonly snapshot: string
  /** The entry script's address: another build has other class names and files. */
  readonly entry: string
  /** languageSignals() when captured. */
  readonly language: string
  /** Whether the tablet media query matched (the journal's layout differs below it). */
  readonly wide: boolean
  /**
   * The style rules the markup uses, as text: drawn with the markup in one go, no stylesheet to fetch
   * and no second style pass when one arrives (the app's own stylesheets come with its code).
   */
  readonly css: string
  /** The colour theme on <html> (its inline variables and name); the app applies the saved one again. */
  readonly rootStyle: string
  readonly themeId: string
  readonly html: string
  /**
   * The tallest window (px) the drawn rows fill, or 0 when every row of the snapshot is drawn: only
   * the rows on screen are kept (journal-snapshot-screen.tsx), so a taller window would show the
   * list cut short and is drawn nothing.
   */
  readonly rowsCover: number
}

/** A short, stable hash (FNV-1a, 32 bits); index.html computes the same. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/** What decides the language before the app runs (src/i18n/detect-language.ts), as one string. */
export function languageSignals(): string {
  const read = (get: () => string | null | undefined) => {
    try {
      return get() ?? ''
    } catch {
      return ''
    }
  }
  return [
    read(() => new RegExp(`(?:^|; )${LANGUAGE_STORAGE_KEY}=([^;]*)`).exec(document.cookie)?.[1]),
    read(() => localStorage.getItem(LANGUAGE_STORAGE_KEY)),
    read(() => sessionStorage.getItem(LANGUAGE_STORAGE_KEY)),
    read(() => (navigator.languages ?? [navigator.language]).join(',')),
  ].join('|')
}

export function entryScript(): string {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? ''
}

/**
 * The app's frame as it is now, with /journal as the current screen and `screen` (the snapshot
 * screen's markup) as its content; controls inert, since nothing acts before the app does (the row
 * links, plain addresses, still work).
 */
function markupOf(shell: Element, screen: Element, journalLabel: string): string {
  const copy = shell.cloneNode(true) as Element
  const main = copy.querySelector('main')
  if (!main) return ''
  main.replaceChildren(...[...screen.childNodes].map((node) => node.cloneNode(true)))
  main.setAttribute('aria-busy', 'true')
  // The navigation marks /journal as the current screen, whatever screen the capture ran on.
  for (const link of copy.querySelectorAll('a[data-status="active"], a[aria-current]')) {
    link.removeAttribute('data-status')
    link.removeAttribute('aria-current')
    link.classList.remove('active')
  }
  for (const link of copy.querySelectorAll('a[href="/journal"]')) {
    link.setAttribute('data-status', 'active')
    link.setAttribute('aria-current', 'page')
    link.classList.add('active')
  }
  const title = copy.querySelector('header > p')
  if (title && journalLabel) title.textContent = journalLabel
  // Dialogs (open or closed: a closed <dialog> is never shown before the app runs) and toasts.
  for (const element of copy.querySelectorAll('dialog, [role="dialog"], [role="alert"]')) element.remove()
  for (const element of copy.querySelectorAll('button, input, select, textarea, [role="button"]')) element.setAttribute('inert', '')
  return copy.outerHTML
}

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g

/** The rules of the page's stylesheets that can apply to `html`: global ones, and those naming a class it uses. */
export function cssFor(html: string): string {
  const used = new Set<string>()
  for (const match of html.matchAll(/class="([^"]*)"/g)) for (const name of (match[1] ?? '').split(/\s+/)) used.add(name)
  const keep = (rules: CSSRuleList): string[] => {
    const kept: string[] = []
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        const names = [...rule.selectorText.matchAll(CLASS_NAME)].map((match) => match[1] ?? '')
        if (names.length === 0 || names.some((name) => used.has(name))) kept.push(rule.cssText)
      } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const inner = keep(rule.cssRules)
        if (inner.length > 0) kept.push(`@${rule instanceof CSSMediaRule ? 'media' : 'supports'} ${rule.conditionText}{${inner.join('')}}`)
      } else kept.push(rule.cssText)
    }
    return kept
  }
  // A set: the style element a pre-paint drew stays in the page and repeats the app's rules, which
  // each capture would otherwise copy once more.
  const kept = new Set<string>()
  for (const sheet of document.styleSheets) {
    try {
      for (const rule of keep(sheet.cssRules)) kept.add(rule)
    } catch {
      // A stylesheet of another origin cannot be read; the app has none that the journal needs.
    }
  }
  return [...kept].join('\n')
}

interface Fingerprint {
  readonly snapshot: string
  readonly entry: string
  readonly language: string
  readonly wide: boolean
}

const fingerprintOf = (snapshotText: string): Fingerprint => ({
  snapshot: hashText(snapshotText),
  entry: entryScript(),
  language: languageSignals(),
  wide: matchMedia(media.tablet).matches,
})

/** Whether index.html would draw the stored pre-paint for this snapshot text now. */
export function prepaintIsCurrent(userId: string, snapshotText: string): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(prepaintKey(userId)) ?? 'null') as JournalPrepaint | null
    const now = fingerprintOf(snapshotText)
    return stored?.version === VERSION && stored.userId === userId && (Object.keys(now) as (keyof Fingerprint)[]).every((key) => stored[key] === now[key])
  } catch {
    return false
  }
}

/**
 * Stores the pre-paint: the app's frame around `screen`, the snapshot screen rendered (off the
 * document) from the snapshot whose stored text is `snapshotText`, whose rows fill a window up to
 * `rowsCover` px tall (0: any). Nothing is stored when the stored snapshot has changed meanwhile.
 */
export function captureJournalPrepaint(userId: string, snapshotText: string, screen: Element, rowsCover: number): void {
  try {
    const shell = document.getElementById('main-content')?.parentElement
    if (localStorage.getItem(snapshotKey(userId)) !== snapshotText || !shell || !screen.querySelector('li')) return
    const journalLabel = shell.querySelector('a[href="/journal"][aria-label]')?.getAttribute('aria-label') ?? ''
    const html = markupOf(shell, screen, journalLabel)
    if (!html || html.length > MAX_HTML) return
    const css = cssFor(html)
    if (css.length > MAX_HTML) return
    const root = document.documentElement
    const theme = { rootStyle: root.getAttribute('style') ?? '', themeId: root.dataset.theme ?? '' }
    const record: JournalPrepaint = { version: VERSION, userId, ...fingerprintOf(snapshotText), css, ...theme, html, rowsCover }
    localStorage.setItem(prepaintKey(userId), JSON.stringify(record))
  } catch {
    // Quota or a blocked storage: the journal then opens without it, as before.
  }
}

export function clearJournalPrepaint(userId: string): void {
  try {
    localStorage.removeItem(prepaintKey(userId))
  } catch {
    // As above.
  }
}
