import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { DashboardModel } from './support/dashboard-page'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 120_000 })

test('on a phone, offline, the dashboard is one column that fits the screen, and its phone layout is saved', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  const dashboard = new DashboardModel(page)
  await dashboard.open()
  await dashboard.expectCards(await dashboard.expected())
  const fitsScreen = () => fitsPhoneScreen(page)
  expect(await fitsScreen()).toBe(true)
  // One column: every widget starts at the same left edge.
  const lefts = await page.locator('[data-widget-id]').evaluateAll((widgets) => new Set(widgets.map((w) => Math.round(w.getBoundingClientRect().left))).size)
  expect(lefts).toBe(1)
  await expect(page.getByRole('img', { name: /^Equity curve and drawdown in / })).toBeVisible()

  await dashboard.button('Edit layout').tap()
  // Sideways moves mean nothing in one column.
  await expect(dashboard.button('Move Equity curve left')).toHaveCount(0)
  await dashboard.button('Move Equity curve up').tap()
  await dashboard.button('Save layout').tap()
  await expect(page.getByText('Saved successfully')).toBeVisible()
  await dashboard.button('Exit edit mode').tap()
  expect(await fitsScreen()).toBe(true)
  await openScreen(page, null, 'Dashboard')
  await expect(dashboard.card('Total trades')).toBeVisible()
  expect((await dashboard.widgetNames())[0]).toBe('Equity curve')
})
