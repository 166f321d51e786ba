import { expect, test } from '@playwright/test'
import { AnalyticsModel, loadSampleJournal } from './support/analytics-page'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 120_000 })

test('on a phone, offline, analytics and fee analysis fit the screen and their tables scroll inside themselves', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  const fitsScreen = () => fitsPhoneScreen(page)
  const analytics = new AnalyticsModel(page)
  await analytics.open()
  await expect(page.getByRole('region', { name: 'Win rate', exact: true })).toContainText('%')
  expect(await fitsScreen()).toBe(true)
  for (const tab of ['Performance', 'Insights', 'Risk', 'Capital']) {
    await analytics.tab(tab).tap()
    await expect(analytics.tab(tab)).toHaveAttribute('aria-selected', 'true')
    await expect(analytics.panel(tab)).toContainText(/\d/)
    expect(await fitsScreen()).toBe(true)
  }
  await openScreen(page, '/fee-analysis', 'Fee Analysis')
  await expect(analytics.exchangeTable().locator('tbody tr').first()).toBeVisible()
  await expect(page.getByRole('img', { name: 'Fee impact on P&L' })).toBeVisible()
  expect(await fitsScreen()).toBe(true)
})
