import type { Page } from '@playwright/test'
import { SETTLED_EVENT, type SettledWork } from '../../../src/ui/scheduling/settled-mark'

/**
 * Counts, in every document the page loads from now on, how often each background work has settled
 * (src/ui/scheduling/settled-mark.ts). Call before the page's first navigation.
 */
export async function trackSettled(page: Page): Promise<void> {
  await page.addInitScript((event) => {
    const counts: Record<string, number> = {}
    Object.defineProperty(window, '__settledCounts', { value: counts })
    window.addEventListener(event, (settled) => {
      const work = String((settled as CustomEvent<unknown>).detail)
      counts[work] = (counts[work] ?? 0) + 1
    })
  }, SETTLED_EVENT)
}

/** How often the page's document has seen `work` settle since it loaded. */
export function settledCount(page: Page, work: SettledWork): Promise<number> {
  return page.evaluate((name) => (window as unknown as { __settledCounts: Record<string, number> }).__settledCounts[name] ?? 0, work)
}

/**
 * Waits until the page's document has seen `work` settle more than `after` times, then two frames, so
 * whatever it decided to show has rendered: an absence checked after this is an answer, not a guess
 * about time. Needs trackSettled before the document loaded.
 */
export async function waitForSettled(page: Page, work: SettledWork, after = 0, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    ({ name, count }) => ((window as unknown as { __settledCounts: Record<string, number> }).__settledCounts[name] ?? 0) > count,
    { name: work, count: after },
    { timeout },
  )
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}
