/**
 * The dashboard picture: the dashboard as the trader last saw it (its frame, stat cards and the
 * widgets' frames, as markup), kept in localStorage so index.html draws its numbers before the app's
 * code has loaded, and the screen keeps showing them, inert, until its own numbers are computed
 * (seconds, for a large journal on a slow phone). It is only ever the current numbers:
 * - any write to the journal's data (this tab, another tab, or sync pulling another device's
 *   changes) removes it at once (watchJournalWrites, in the database gate), and it is taken again
 *   only once the dashboard has shown the new numbers and no write has come for a while;
 * - it is taken only of the plain /dashboard (no date, account or currency chosen), outside edit
 *   mode, and never under the blur flag (its markup would hold the amounts);
 * - index.html draws it only when every signed-in session on the device is its user's, and drops it
 *   for another build, another language signal or another screen class (the grid differs).
 * The dashboard shows no clock-dependent number by default (all time; open trades' ages are not on
 * it), so a picture does not go stale by the hour. index.html's inline script repeats the checks;
 * test/unit/prepaint runs it against records made here.
 */
import { media } from '../../../ui'
import { EAGER_WIDGETS } from '../layout/eager-widgets'
import { appFrame, cssFor, entryScript, frameMarkup, languageSignals, MAX_PREPAINT_TEXT, rootTheme } from '../../prepaint'

const VERSION = 1
export const DASHBOARD_PICTURE_ROUTE = '/dashboard'
const dashboardPictureKey = (userId: string) => `dashboard-prepaint:${userId}`

export type ScreenClass = 'phone' | 'tablet' | 'desktop'

export interface DashboardPicture {
  readonly version: typeof VERSION
  readonly userId: string
  /** entryScript() when taken. */
  readonly entry: string
  /** languageSignals() when taken. */
  readonly language: string
  /** The dashboard keeps one layout per screen class. */
  readonly screen: ScreenClass
  /** The style rules the markup uses (see JournalPrepaint.css). */
  readonly css: string
  readonly rootStyle: string
  readonly themeId: string
  readonly html: string
}

function screenClass(): ScreenClass {
  return matchMedia(media.desktop).matches ? 'desktop' : matchMedia(media.tablet).matches ? 'tablet' : 'phone'
}

/** The stored picture, when index.html would draw it now for this user. */
export function readDashboardPicture(userId: string): DashboardPicture | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(dashboardPictureKey(userId)) ?? 'null') as DashboardPicture | null
    const current =
      stored?.version === VERSION &&
      stored.userId === userId &&
      typeof stored.html === 'string' &&
      stored.entry === entryScript() &&
      stored.language === languageSignals() &&
      stored.screen === screenClass()
    return current ? stored : undefined
  } catch {
    return undefined
  }
}

/**
 * The picture draws the bodies of the widgets the live dashboard draws first (the stat cards) and
 * only the frames of the others: their charts are most of the markup and hold the first frame back
 * (10,000 trades, 4x CPU throttling: the numbers of a reopened dashboard at ~530 ms with the charts
 * drawn, ~460 ms without).
 */
function drawOnlyFirstWidgets(main: Element): void {
  for (const widget of main.querySelectorAll('[data-widget-id]')) {
    if (!EAGER_WIDGETS.has(widget.getAttribute('data-widget') ?? '')) widget.querySelector('[data-widget-body]')?.replaceChildren()
  }
}

/** Takes the picture of the dashboard on screen now. */
export function takeDashboardPicture(userId: string): void {
  try {
    const frame = appFrame()
    if (!frame?.querySelector('[data-stat-value]')) return
    const html = frameMarkup(frame, DASHBOARD_PICTURE_ROUTE, { prune: drawOnlyFirstWidgets })
    if (!html || html.length > MAX_PREPAINT_TEXT) return
    const css = cssFor(html)
    if (css.length > MAX_PREPAINT_TEXT) return
    const picture: DashboardPicture = { version: VERSION, userId, entry: entryScript(), language: languageSignals(), screen: screenClass(), css, ...rootTheme(), html }
    localStorage.setItem(dashboardPictureKey(userId), JSON.stringify(picture))
  } catch {
    // Quota or a blocked storage: the dashboard then opens without it, as before.
  }
}

export function clearDashboardPicture(userId: string): void {
  try {
    localStorage.removeItem(dashboardPictureKey(userId))
  } catch {
    // As above.
  }
}
