import { expect, type Page, test } from '@playwright/test'
import { factsInCurrency, tradeFactsOf } from '../../src/domain/insights'
import { createZoneCalendar, dayNumberToDate } from '../../src/domain/metrics'
import { periodStart } from '../../src/domain/progress'
import { loadSampleJournal } from './support/analytics-page'
import { readJournal } from './support/local-journal'
import { openScreen, setBlur, startOffline } from './support/screens'

test.slow()

/** The sample's closed trades in the coin on screen, and today in the trader's zone. */
async function sample(page: Page) {
  const journal = await readJournal(page)
  const all = tradeFactsOf(journal.trades, { timeZone: journal.timeZone, breakevenBand: journal.defaults.breakevenBand, view: journal.defaults.pnlView }).closed
  const select = page.getByRole('combobox', { name: 'Currency' })
  const currency = (await select.count()) > 0 ? await select.inputValue() : (all[0]?.currency ?? 'USDT')
  const today = dayNumberToDate(createZoneCalendar(journal.timeZone).localDay(Date.now()))
  return { facts: factsInCurrency(all, currency), currency, today }
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
/** The first percentage of a text; shown with one decimal, so compared within half a tenth. */
const percentOf = (text: string) => Number(text.match(/(-?\d+(?:\.\d+)?)%/)?.[1])

test('progress compares a month and a week with the one before, draws the trend and rolling figures, offline', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/progress-analytics', 'Progress')
  const { facts, today } = await sample(page)

  // Month over month by default: the trade count is the trades closed this month.
  const month = periodStart(today, 'month')
  const thisMonth = facts.filter((fact) => periodStart(fact.closeDay, 'month') === month)
  const previousMonth = facts.filter((fact) => periodStart(fact.closeDay, 'month') === periodStart(dayNumberToDate(Date.parse(`${month}T00:00:00Z`) / 86_400_000 - 1), 'month'))
  await expect(page.getByRole('heading', { level: 2, name: /against/ })).toBeVisible()
  await expect(card(page, 'Trades').locator('p').first()).toHaveText(String(thisMonth.length))
  await expect(card(page, 'Trades')).toContainText(`Previous: ${previousMonth.length}`)
  const wins = thisMonth.filter((f) => f.outcome === 'win').length
  const losses = thisMonth.filter((f) => f.outcome === 'loss').length
  if (wins + losses > 0) expect(Math.abs(percentOf(await card(page, 'Win rate').locator('p').first().innerText()) - (100 * wins) / (wins + losses))).toBeLessThanOrEqual(0.051)
  await expect(page.getByRole('status').filter({ hasText: /figures improved|to compare with|yet/ })).toBeVisible()

  // Week over week.
  await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption({ label: 'Week over week' })
  await expect(page.getByRole('heading', { level: 2, name: /^Week of .* against Week of / })).toBeVisible()
  const week = periodStart(today, 'week')
  const thisWeek = facts.filter((fact) => periodStart(fact.closeDay, 'week') === week).length
  await expect(card(page, 'Trades').locator('p').first()).toHaveText(String(thisWeek))

  // An earlier period can be chosen; its name heads the comparison.
  const periods = page.getByRole('combobox', { name: 'Compare period' })
  const second = (await periods.locator('option').nth(1).innerText()).trim()
  await periods.selectOption({ index: 1 })
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${second} against`) })).toBeVisible()

  // Trend: the charts and one table row per period.
  await expect(page.getByRole('img', { name: 'P&L by period' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Win rate by period' })).toBeVisible()
  const rows = page.getByRole('table', { name: 'Key figures by period' }).locator('tbody tr')
  expect(await rows.count()).toBeGreaterThan(4)

  // Rolling: the last 10 trades' win rate is the one worked out from the trades.
  await page.getByRole('combobox', { name: 'Window' }).selectOption({ label: 'Last 10 trades' })
  const last = facts.slice(-10)
  const lastWins = last.filter((f) => f.outcome === 'win').length
  const lastDecided = lastWins + last.filter((f) => f.outcome === 'loss').length
  const status = page.getByRole('status').filter({ hasText: 'Over your last 10 trades' })
  await expect(status).toBeVisible()
  expect(Math.abs(percentOf(await status.innerText()) - (100 * lastWins) / lastDecided)).toBeLessThanOrEqual(0.051)
  await expect(page.getByRole('img', { name: 'Rolling win rate' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Rolling expectancy' })).toBeVisible()
  expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity/)

  // Blur hides the money of the comparison.
  await setBlur(page, true)
  await openScreen(page, '/progress-analytics', 'Progress')
  await expect(card(page, 'Net P&L').locator('[data-blurred]').first()).toBeVisible()
  await expect(card(page, 'Win rate').locator('[data-blurred]')).toHaveCount(0)
})
