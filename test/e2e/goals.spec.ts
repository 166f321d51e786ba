import { expect, type Page, test } from '@playwright/test'
import { logTrade } from './support/plan-trades'
import { openScreen, setBlur, startOffline } from './support/screens'

const goalCard = (page: Page, name: string) => page.getByRole('article', { name })

// A long flow on a machine shared with other work: three times the default timeout.
test.slow()

test('goals are created, validated, measured from the journal, edited and deleted offline', async ({ page }) => {
  await startOffline(page)
  await openScreen(page, '/goals', 'Goals')
  await expect(page.getByText('No goals yet')).toBeVisible()

  // Bad input is refused next to each field, and what was typed is kept.
  await page.getByRole('button', { name: 'Add goal' }).click()
  let dialog = page.getByRole('dialog', { name: 'New goal' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Give the goal a name')).toBeVisible()
  await expect(dialog.getByText('Enter a value')).toBeVisible()
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await dialog.getByLabel('Name').fill('Monthly profit')
  await dialog.getByLabel('Target net P&L').fill('-5')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Enter a number above 0')).toBeVisible()
  await expect(dialog.getByLabel('Target net P&L')).toHaveValue('-5')
  await expect(dialog.getByLabel('Name')).toHaveValue('Monthly profit')
  await dialog.getByLabel('Target net P&L').fill('500')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Created successfully')).toBeVisible()
  const monthly = goalCard(page, 'Monthly profit')
  await expect(monthly).toContainText('Net P&L (USDT)')
  await expect(monthly).toContainText('0.00 USDT of +500.00 USDT')
  await expect(monthly).toContainText('0 trades')

  // A winning trade closed today moves it: 600 USDT of 500 reaches the target.
  await logTrade(page, { symbol: 'BTCUSDT', entry: '60000', exit: '61000', quantity: '0.6', openedMinutesAgo: 30, closedMinutesAgo: 5 })
  // Announced on the screen the trader is on, once (Settings > Notifications: milestone alerts).
  await expect(page.getByRole('status').filter({ hasText: 'Goal reached: Monthly profit' })).toBeVisible()
  await openScreen(page, '/goals', 'Goals')
  await expect(monthly).toContainText('+600.00 USDT of +500.00 USDT')
  await expect(monthly).toContainText('100.0% of the target')
  await expect(monthly).toContainText('1 trade')
  await expect(monthly).toContainText('Achieved')
  await expect(monthly.getByRole('progressbar', { name: 'Progress of Monthly profit' })).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByText('Goal reached: Monthly profit')).toHaveCount(0)

  // A win-rate goal over past days that held no trade ended missed, among the finished goals.
  await page.getByRole('button', { name: 'Add goal' }).click()
  dialog = page.getByRole('dialog', { name: 'New goal' })
  await dialog.getByLabel('Name').fill('January discipline')
  await dialog.getByLabel('Measure').selectOption({ label: 'Win rate' })
  await dialog.getByLabel('Target win rate (%)').fill('120')
  await dialog.getByLabel('Period').selectOption({ label: 'Custom dates' })
  await dialog.getByLabel('From').fill('2020-01-31')
  await dialog.getByLabel('To').fill('2020-01-01')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('A win rate is at most 100%')).toBeVisible()
  await expect(dialog.getByText('The end date is before the start date')).toBeVisible()
  await dialog.getByLabel('Target win rate (%)').fill('55')
  await dialog.getByLabel('From').fill('2020-01-01')
  await dialog.getByLabel('To').fill('2020-01-31')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const finished = page.getByRole('region', { name: 'Finished goals' })
  await expect(finished.getByRole('article', { name: 'January discipline' })).toContainText('Missed')
  await expect(finished.getByRole('article', { name: 'January discipline' })).toContainText('— of 55.0%')

  // Edit: a higher target; the trade's 600 is now 60 % of it. The month and the account stay.
  await page.getByRole('button', { name: 'Edit Monthly profit' }).click()
  dialog = page.getByRole('dialog', { name: 'Edit goal' })
  await expect(dialog.getByLabel('Target net P&L')).toHaveValue('500')
  await dialog.getByLabel('Target net P&L').fill('1000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await expect(monthly).toContainText('+600.00 USDT of +1,000.00 USDT')
  await expect(monthly).toContainText('60.0% of the target')
  await expect(monthly).not.toContainText('Achieved')

  // Money is blurred under the profile's flag.
  await setBlur(page, true)
  await openScreen(page, '/goals', 'Goals')
  await expect(monthly.locator('[data-blurred]')).toHaveCount(1)
  await setBlur(page, false)

  // The goals survive a reload, and deleting one asks first.
  await openScreen(page, '/goals', 'Goals')
  await page.getByRole('button', { name: 'Delete January discipline' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete goal?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(goalCard(page, 'January discipline')).toHaveCount(0)
  await expect(monthly).toBeVisible()
})
