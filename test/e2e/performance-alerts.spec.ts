import { expect, type Page, test } from '@playwright/test'
import { logTrade } from './support/plan-trades'
import { openScreen, startOffline } from './support/screens'
import { trackSettled, waitForSettled } from './support/settled'

const alertCard = (page: Page, name: string) => page.getByRole('article', { name })

test.slow()

test('performance alerts fire from the journal offline, say when and why, toast once, pause and delete', async ({ page }) => {
  await trackSettled(page)
  await startOffline(page)
  await openScreen(page, '/performance-alerts', 'Performance Alerts')
  await expect(page.getByText('No alerts yet')).toBeVisible()

  // A daily loss alert: the amount is checked next to the field and kept.
  await page.getByRole('button', { name: 'Add alert' }).click()
  let dialog = page.getByRole('dialog', { name: 'New alert' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Enter a value')).toBeVisible()
  await dialog.getByLabel('Loss amount').fill('lots')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Enter a number, e.g. 1500 or 2.5')).toBeVisible()
  await expect(dialog.getByLabel('Loss amount')).toHaveValue('lots')
  await dialog.getByLabel('Loss amount').fill('100')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const daily = alertCard(page, 'Daily loss beyond 100.00 USDT')
  await expect(daily).toContainText('Watching')
  await expect(daily).toContainText('Never fired')

  // Leverage over 10x, and a win rate under 50 % over the last 3 trades (refused: 0 trades).
  await page.getByRole('button', { name: 'Add alert' }).click()
  dialog = page.getByRole('dialog', { name: 'New alert' })
  await dialog.getByLabel('Alert when').selectOption({ label: 'Leverage over a limit' })
  await dialog.getByLabel('Leverage over').fill('10')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Add alert' }).click()
  dialog = page.getByRole('dialog', { name: 'New alert' })
  await dialog.getByLabel('Alert when').selectOption({ label: 'Win rate under a percent' })
  await dialog.getByLabel('Win rate under (%)').fill('50')
  await dialog.getByLabel('Over the last N trades').fill('0')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Enter a number above 0')).toBeVisible()
  await dialog.getByLabel('Over the last N trades').fill('3')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(alertCard(page, 'Win rate under 50.0% over the last 3 trades')).toContainText('Watching')

  // A losing trade at 20x: both alerts fire while the trader is on another screen, each toasting once.
  await logTrade(page, { symbol: 'BTCUSDT', entry: '60000', exit: '59700', quantity: '0.5', leverage: '20', openedMinutesAgo: 30, closedMinutesAgo: 5 })
  await expect(page.getByText('Alert: Daily loss beyond 100.00 USDT')).toBeVisible()
  await expect(page.getByText('Alert: Leverage over 10x')).toBeVisible()
  await expect(page.getByText("the day's P&L reached -150.00 USDT with BTCUSDT")).toBeVisible()

  await openScreen(page, '/performance-alerts', 'Performance Alerts')
  await expect(daily).toContainText('Triggered')
  await expect(daily).toContainText('Fired once')
  await expect(daily).toContainText('Last fired')
  await expect(daily).toContainText("the day's P&L reached -150.00 USDT with BTCUSDT")
  const leverage = alertCard(page, 'Leverage over 10x')
  await expect(leverage).toContainText('BTCUSDT opened at 20x')
  await expect(leverage).toContainText('Watching') // the position is closed
  const history = page.getByRole('region', { name: 'Alert history' }).locator('tbody tr')
  await expect(history).toHaveCount(2)

  // Seen firings do not toast again after a reload.
  await openScreen(page, null, 'Performance Alerts')
  await expect(daily).toContainText('Triggered')
  await waitForSettled(page, 'alerts')
  await expect(page.getByText('Alert: Daily loss beyond 100.00 USDT')).toHaveCount(0)

  // Pause, then delete.
  await daily.getByText('Enabled').click()
  await expect(page.getByText('Alert paused')).toBeVisible()
  await expect(daily).toContainText('Paused')
  await page.getByRole('button', { name: 'Delete Leverage over 10x' }).click()
  await page.getByRole('alertdialog', { name: 'Delete alert?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(leverage).toHaveCount(0)
  await expect(history).toHaveCount(1)
})
