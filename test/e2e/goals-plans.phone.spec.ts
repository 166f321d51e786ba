import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 150_000 })

test('on a phone, offline, goals, trading plan, risk management and performance alerts fit the screen', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)

  await openScreen(page, '/goals', 'Goals')
  await page.getByRole('button', { name: 'Add goal' }).tap()
  const dialog = page.getByRole('dialog', { name: 'New goal' })
  await dialog.getByLabel('Name').fill('Quarter with a long name that has to wrap on a small phone screen')
  await dialog.getByLabel('Measure').selectOption({ label: 'Number of trades' })
  await dialog.getByLabel('Period').selectOption({ label: 'This quarter' })
  await dialog.getByLabel('Target number of trades').fill('40')
  await dialog.getByRole('button', { name: 'Save' }).tap()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('article').first().getByRole('progressbar')).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)

  await openScreen(page, '/trading-plan', 'Trading Plan')
  const checked = page.getByRole('region', { name: 'Rules checked against your trades' })
  await checked.getByLabel('Max trades per day').fill('1')
  await checked.getByRole('button', { name: 'Save checked rules' }).tap()
  await expect(page.getByRole('region', { name: 'Trades that broke the plan' }).locator('tbody tr').first()).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)

  await openScreen(page, '/risk-management', 'Risk Management')
  const calculator = page.getByRole('region', { name: 'Position size calculator' })
  await calculator.getByLabel('Account size').fill('25000')
  await calculator.getByLabel('Entry price').fill('2450.5')
  await calculator.getByLabel('Stop loss').fill('2401.25')
  await calculator.getByRole('button', { name: 'Calculate' }).tap()
  await expect(calculator.getByRole('definition').nth(2)).toContainText('units')
  await expect(page.getByRole('region', { name: /Current risk/ })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)

  await openScreen(page, '/performance-alerts', 'Performance Alerts')
  await page.getByRole('button', { name: 'Add alert' }).tap()
  const alert = page.getByRole('dialog', { name: 'New alert' })
  await alert.getByLabel('Alert when').selectOption({ label: 'Losses in a row' })
  await alert.getByLabel('Losses in a row').fill('3')
  await alert.getByRole('button', { name: 'Save' }).tap()
  await expect(alert).toBeHidden()
  await expect(page.getByRole('article', { name: '3 losses in a row' })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
})
