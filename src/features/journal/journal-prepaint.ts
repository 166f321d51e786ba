/**
 * The journal pre-paint: the markup of the journal's first screenful as the trader last saw it, kept
 * in localStorage so the tiny script in index.html can draw it before the app's code has even loaded
 * (that code takes ~600 ms to evaluate on a slow phone). React replaces it with its first commit.
 *
 * It is the journal snapshot (journal-snapshot.ts) drawn, and is never truer than it:
 * - the snapshot keeper renders the snapshot screen for the snapshot it has just written (off the
 *   document, on whatever screen is showing) and stores that markup, in the app's frame, with the
 *   snapshot's stamp; index.html draws it only while the stored snapshot still has that stamp, so any
 *   change to the journal (which removes or rewrites the snapshot) retires it;
 * - index.html draws it only when every signed-in session on the device is its user's;
 * - it is dropped for another build (class names and files change), another language signal, or
 *   another screen class (phone or wider);
 * - under the blur flag the snapshot holds no amount, so neither does its markup; the totals, which
 *   the snapshot does not track, are not part of the snapshot screen.
 * The keys and checks here are repeated in index.html's inline script; test/unit/prepaint keeps the
 * two in step by running that script against records made here.
 */
import { media } from '../../ui'
import { appFrame, cssFor, entryScript, frameMarkup, languageSignals, MAX_PREPAINT_TEXT, rootTheme } from '../prepaint'
import { prepaintKey, snapshotKey, type JournalSnapshot } from './journal-snapshot'

const VERSION = 3

export { prepaintKey }

export interface JournalPrepaint {
  readonly version: typeof VERSION
  readonly userId: string
  /** The stored snapshot's stamp when captured. */
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

interface Fingerprint {
  readonly snapshot: string
  readonly entry: string
  readonly language: string
  readonly wide: boolean
}

const fingerprintOf = (snapshot: JournalSnapshot): Fingerprint => ({
  snapshot: snapshot.stamp,
  entry: entryScript(),
  language: languageSignals(),
  wide: matchMedia(media.tablet).matches,
})

/** Whether index.html would draw the stored pre-paint for this snapshot now. */
export function prepaintIsCurrent(userId: string, snapshot: JournalSnapshot): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(prepaintKey(userId)) ?? 'null') as JournalPrepaint | null
    const now = fingerprintOf(snapshot)
    return stored?.version === VERSION && stored.userId === userId && (Object.keys(now) as (keyof Fingerprint)[]).every((key) => stored[key] === now[key])
  } catch {
    return false
  }
}

/**
 * Stores the pre-paint: the app's frame around `screen`, the snapshot screen rendered (off the
 * document) from `snapshot`, whose rows fill a window up to `rowsCover` px tall (0: any). Nothing is
 * stored when the stored snapshot is another one by then.
 */
export function captureJournalPrepaint(userId: string, snapshot: JournalSnapshot, screen: Element, rowsCover: number): void {
  try {
    const frame = appFrame()
    if (localStorage.getItem(snapshotKey(userId)) !== JSON.stringify(snapshot) || !frame || !screen.querySelector('li')) return
    const html = frameMarkup(frame, '/journal', { screen })
    if (!html || html.length > MAX_PREPAINT_TEXT) return
    const css = cssFor(html)
    if (css.length > MAX_PREPAINT_TEXT) return
    const record: JournalPrepaint = { version: VERSION, userId, ...fingerprintOf(snapshot), css, ...rootTheme(), html, rowsCover }
    localStorage.setItem(prepaintKey(userId), JSON.stringify(record))
  } catch {
    // Quota or a blocked storage: the journal then opens without it, as before.
  }
}
