import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 150_000 })

test('on a phone, offline, the forecast, tax reports and achievements fit the screen', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/forecast', 'Forecast')
  await expect(page.getByRole('img', { name: 'Projected equity' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Median equity', exact: true })).toContainText('after 100 trades')
  expect(await fitsPhoneScreen(page)).toBe(true)

  await openScreen(page, '/tax-reports', 'Tax Reports')
  await expect(page.getByRole('table', { name: 'Derivatives trades' }).locator('tbody tr').first()).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)

  await openScreen(page, '/achievements', 'Achievements')
  await expect(page.getByRole('listitem', { name: 'First Entry' })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
})
