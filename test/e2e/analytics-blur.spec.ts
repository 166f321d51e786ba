import { expect, test, type Page } from '@playwright/test'
import { AnalyticsModel, loadSampleJournal } from './support/analytics-page'
import { openScreen, setBlur, startOffline } from './support/screens'

// Loading 400 sample trades and visiting seven tabs and the fee screen on a shared two-core machine.
test.describe.configure({ timeout: 180_000 })

/**
 * A money amount as the app prints it: "$1,234.56", "-$3.20", "US$5" or, for coins Intl does not
 * know, "1,234.56 USDT".
 */
const MONEY = /\$\s?\d|\d\s?(?:USDT|USDC|BUSD|USD|EUR|BTC)\b/

/**
 * Every piece of text in main (svg ticks and screen-reader tables included) that is NOT inside an
 * element marked data-blurred, one text node per entry so neighbouring cells never run together.
 */
async function unblurredTexts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const texts: string[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      if (text && !node.parentElement?.closest('[data-blurred]')) texts.push(text)
    }
    return texts
  })
}

async function expectNoRawMoney(page: Page, where: string, options: { blurred?: boolean } = {}) {
  // Where the screen surely shows amounts, something must be blurred (the check is not vacuous).
  if (options.blurred ?? true) await expect(page.locator('main [data-blurred]').first()).toBeAttached()
  const leaks = (await unblurredTexts(page)).filter((text) => MONEY.test(text))
  expect(leaks, `raw money amounts on ${where}`).toEqual([])
}

test('with blur on, the analytics tabs and the fee screen hide every money amount and keep ratios and percentages readable', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  const analytics = new AnalyticsModel(page)

  // Without the flag the same check finds amounts: the assertion below is not vacuous.
  await analytics.open()
  await expect(page.getByRole('region', { name: 'P&L', exact: true })).toContainText(/\d/)
  expect((await unblurredTexts(page)).some((text) => MONEY.test(text))).toBe(true)

  await setBlur(page, true)
  await analytics.open()
  const winRate = page.getByRole('region', { name: 'Win rate', exact: true })
  await expect(winRate).toContainText(/\d+(\.\d)?%/)
  await expect(winRate.locator('[data-blurred]')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'P&L', exact: true })).toContainText('Hidden')
  await expectNoRawMoney(page, 'Overview')

  for (const tab of ['Insights', 'Performance', 'Charts', 'Risk', 'Behavior', 'Capital']) {
    await analytics.showTab(tab)
    await expect(analytics.panel(tab)).toBeVisible()
    // The strongest insights of a sample drawn relative to today may all be win rates (no amount).
    await expectNoRawMoney(page, tab, { blurred: tab !== 'Insights' })
  }
  // Percentages stay: the capital growth and the risk of ruin are ratios, not amounts.
  await expect(page.getByRole('region', { name: 'Growth', exact: true })).toContainText(/%|—/)
  // A chart's money column reads 'Hidden' to screen readers, its category column stays.
  await analytics.showTab('Charts')
  const weekdays = page.getByRole('table', { name: 'P&L by weekday' })
  await expect(weekdays.getByRole('cell').first()).toHaveText('Hidden')
  await expect(weekdays.getByRole('rowheader').first()).toHaveText(/\w+/)
  await analytics.showTab('Risk')
  await expect(page.getByRole('region', { name: 'Risk of ruin', exact: true })).toContainText(/%|—/)

  await openScreen(page, '/fee-analysis', 'Fee Analysis')
  await expect(page.getByRole('img', { name: 'Fee impact on P&L' })).toBeVisible()
  await expectNoRawMoney(page, 'Fee Analysis')
  await expect(page.getByRole('region', { name: 'Average commission rate', exact: true })).toContainText(/\d%/)
  await expect(analytics.tradeTable().locator('tbody tr').first()).toContainText(/\d%/)
})
