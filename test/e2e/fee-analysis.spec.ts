import { expect, test } from '@playwright/test'
import { AnalyticsModel, expectedSampleExchangeRows, loadSampleJournal } from './support/analytics-page'
import { openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 120_000 })

test('offline, the fee analysis of the sample journal ranks the exchanges the trades were made on and details every trade', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/fee-analysis', 'Fee Analysis')
  const fees = new AnalyticsModel(page)
  await expect(page.getByText('Understand the real cost of your trading')).toBeVisible()

  for (const card of ['Total fees paid', 'Average commission rate', 'Most efficient exchange', 'Least efficient exchange']) {
    await expect(page.getByRole('region', { name: card, exact: true })).toBeVisible()
  }

  // The exchanges, in rank order, are the ones the domain finds in the same generated journal.
  const expected = await expectedSampleExchangeRows(page)
  expect(expected.length).toBeGreaterThan(1)
  const table = fees.exchangeTable()
  await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Exchange', 'Total volume', 'Trades', 'Average fee', 'Efficiency'])
  await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(expected)
  await expect(page.getByRole('region', { name: 'Most efficient exchange' })).toContainText(expected[0] as string)
  await expect(page.getByRole('region', { name: 'Least efficient exchange' })).toContainText(expected[expected.length - 1] as string)

  const trades = fees.tradeTable()
  await expect(trades.getByRole('columnheader')).toHaveText(['Pair', 'Margin', 'Leverage', 'Gross P&L %', 'Total fees %', 'Net P&L %', 'Fee $', 'Funding $'])
  await expect(trades.locator('tbody tr')).toHaveCount(50)
  await page.getByRole('button', { name: /Show more/ }).click()
  await expect(trades.locator('tbody tr')).toHaveCount(100)

  await expect(page.getByRole('img', { name: 'Fee impact on P&L' })).toBeVisible()
  await fees.expectNoBrokenNumbers()
})
