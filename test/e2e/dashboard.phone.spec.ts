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

test('on a 360 px phone a table wider than the screen shows a shadow on the side that has more columns', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await startOffline(page)
  await loadSampleJournal(page)
  const attachments: string[] = []
  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/fee-analysis', 'Fee Analysis'],
  ] as const) {
    await openScreen(page, path, heading)
    await expect(page.locator('main table').first()).toBeAttached({ timeout: 20_000 })
    // Every table box that scrolls sideways here.
    attachments.push(
      ...(await page.locator('main table').evaluateAll((tables) =>
        tables
          .map((table) => table.parentElement!)
          .filter((box) => getComputedStyle(box).overflowX === 'auto' && box.scrollWidth > box.clientWidth)
          .map((box) => getComputedStyle(box).backgroundAttachment),
      )),
    )
  }
  expect(attachments.length).toBeGreaterThan(0)
  // Each carries the cue: covers that travel with the columns (local), shadows at the edges (scroll).
  for (const attachment of attachments) expect(attachment).toBe('local, local, scroll, scroll')
})
