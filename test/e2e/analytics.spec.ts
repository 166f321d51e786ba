import { expect, test } from '@playwright/test'
import { AnalyticsModel, loadSampleJournal } from './support/analytics-page'
import { openScreen, startOffline } from './support/screens'

// Loading 400 sample trades and visiting seven tabs on a two-core machine shared with other work.
test.describe.configure({ timeout: 120_000 })

test('offline, with the sample journal, every analytics tab shows its numbers and an insight reads with the numbers behind it', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  const analytics = new AnalyticsModel(page)
  await analytics.open()

  // Overview: stat cards named by their label, each with its definition.
  const winRate = page.getByRole('region', { name: 'Win rate', exact: true })
  await expect(winRate).toContainText(/\d+(\.\d)?%/)
  await expect(winRate).toContainText('Wins / (wins + losses)')
  await expect(page.getByRole('region', { name: 'Profit factor' })).toContainText(/\d/)
  // The sample has USDT and USD trades: amounts are never added across them.
  await expect(page.getByRole('note')).toContainText('never added together')

  await analytics.showTab('Insights')
  const insights = page.getByRole('list', { name: 'Insights' })
  const first = insights.getByRole('listitem').first()
  await expect(first).toBeVisible()
  await expect(first).toContainText(/You win \d+(\.\d)?% of .+ and \d+(\.\d)?% of|On average you make/)
  await expect(first).toContainText(/\d+ trades|\d+ days/)
  await expect(first).toContainText(/z = \d|t = \d/)

  const checks: [tab: string, region: string, content: RegExp][] = [
    ['Performance', 'By setup', /Breakout|Pullback|Reversal/],
    ['Charts', 'R-multiple distribution', /R/],
    ['Risk', 'Risk of ruin', /%/],
    ['Behavior', 'Trading after a loss', /After a loss/],
    ['Capital', 'Capital growth', /Equity/],
  ]
  for (const [tab, region, content] of checks) {
    await analytics.showTab(tab)
    await expect(page.getByRole('region', { name: region, exact: true })).toContainText(content)
    await analytics.expectNoBrokenNumbers()
  }
  // Charts are images with a name and a description, and their data as a table.
  await analytics.showTab('Charts')
  await expect(page.getByRole('img', { name: 'P&L by weekday' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'P&L by weekday' })).toHaveCount(1)

  // The timeframe regroups the periods: yearly gives one row per year.
  await analytics.showTab('Capital')
  await page.getByLabel('Timeframe').selectOption('yearly')
  await expect(page.getByRole('table', { name: 'ROI over time' }).getByRole('row')).not.toHaveCount(0)
  await expect(page).toHaveURL(/timeframe=yearly/)
})

test('an empty journal explains itself on both screens instead of showing empty charts', async ({ page }) => {
  await startOffline(page)
  const analytics = new AnalyticsModel(page)
  await analytics.open()
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(0)
  await openScreen(page, '/fee-analysis', 'Fee Analysis')
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible()
})
