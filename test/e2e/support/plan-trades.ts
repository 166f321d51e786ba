import { expect, type Page } from '@playwright/test'
import { openScreen } from './screens'

export interface QuickTrade {
  readonly symbol: string
  readonly entry: string
  readonly exit?: string
  readonly quantity: string
  /** Minutes before now (in the browser's clock) that the trade opened and closed. */
  readonly openedMinutesAgo: number
  readonly closedMinutesAgo?: number
  readonly leverage?: string
  readonly stop?: string
}

/**
 * A local `YYYY-MM-DDTHH:mm` some minutes before the browser's now, as the date-time fields take it.
 * Never before today's midnight: shortly after it (when 'minutes ago' would be yesterday, or last month
 * on the 1st, and the day's and month's figures the specs check would miss the trade) the minutes are
 * squeezed into the part of today that has passed, keeping their order.
 */
export function localMinutesAgo(page: Page, minutes: number): Promise<string> {
  return page.evaluate((ago) => {
    const now = Date.now()
    const midnight = new Date(now).setHours(0, 0, 0, 0)
    const HOUR = 60 * 60_000
    const squeezed = now - midnight < HOUR
    const d = new Date(squeezed ? midnight + (now - midnight) * (1 - Math.min(ago, 59) / 60) : now - ago * 60_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
  }, minutes)
}

/** Logs a trade through the Upload screen's form, as a trader would. */
export async function logTrade(page: Page, trade: QuickTrade) {
  await openScreen(page, '/upload', 'Upload Trades')
  const field = (label: string) => page.getByLabel(label, { exact: true })
  await field('Symbol').fill(trade.symbol)
  await field('Entry price').fill(trade.entry)
  if (trade.exit) await field('Exit price').fill(trade.exit)
  await field('Quantity').fill(trade.quantity)
  if (trade.leverage) await field('Leverage').fill(trade.leverage)
  if (trade.stop) await field('Stop loss').fill(trade.stop)
  await field('Opened at').fill(await localMinutesAgo(page, trade.openedMinutesAgo))
  if (trade.closedMinutesAgo !== undefined) await field('Closed at').fill(await localMinutesAgo(page, trade.closedMinutesAgo))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully').first()).toBeVisible()
}
