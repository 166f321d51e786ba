import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 120_000 })

test('on a phone, offline, a custom metric is defined in the dialog and its card fits the screen', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/my-metrics', 'My Metrics')
  await page.getByRole('button', { name: 'New metric' }).first().tap()
  const dialog = page.getByRole('dialog', { name: 'New metric' })
  await dialog.getByLabel('Name', { exact: true }).fill('Total fees')
  await dialog.getByRole('group', { name: 'Calculation' }).getByRole('combobox', { name: 'Trade figure' }).selectOption({ label: 'Fees' })
  await expect(dialog.getByRole('region', { name: 'Preview' })).toContainText('trades matched')
  expect(await fitsPhoneScreen(page)).toBe(true)
  await dialog.getByRole('button', { name: 'Save' }).tap()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: 'Total fees', exact: true })).toContainText('Sum of Fees (all trades)')
  expect(await fitsPhoneScreen(page)).toBe(true)
})
