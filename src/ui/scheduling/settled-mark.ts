/** Background work that decides, on its own time, whether to show or keep something. */
export type SettledWork = 'progression' | 'alerts' | 'notifications' | 'dashboard-picture' | 'trade-save'

/** The event's name: `window` receives a CustomEvent of this name whose detail is the SettledWork. */
export const SETTLED_EVENT = 'app-settled'

/**
 * Tells the page that a piece of background work has just decided (and shown whatever it decided to
 * show). A test that says nothing was shown waits for this instead of a fixed time
 * (test/e2e/support/settled.ts). An event, not a User Timing mark: a test's fake clock replaces
 * `performance` with one that records no marks.
 */
export function markSettled(work: SettledWork): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SETTLED_EVENT, { detail: work }))
}
