import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 120_000 })

test('on a phone, offline, progress fits the screen with its cards, charts and table', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/progress-analytics', 'Progress')
  await expect(page.getByRole('region', { name: 'Trades', exact: true })).toContainText('Previous:')
  await expect(page.getByRole('img', { name: 'P&L by period' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Rolling win rate' })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
  await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption({ label: 'Week over week' })
  await expect(page.getByRole('heading', { level: 2, name: /^Week of / })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
})
