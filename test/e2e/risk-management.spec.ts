import { expect, test } from '@playwright/test'
import { logTrade } from './support/plan-trades'
import { openScreen, startOffline } from './support/screens'

test.slow()

test('risk management sizes a position, checks the risk rules against the journal and shows the current risk, offline', async ({ page }) => {
  await startOffline(page)
  await openScreen(page, '/risk-management', 'Risk Management')

  // Position size calculator: validated inputs, then exact figures for a linear contract.
  const calculator = page.getByRole('region', { name: 'Position size calculator' })
  await calculator.getByRole('button', { name: 'Calculate' }).click()
  await expect(calculator.getByText('Enter a value')).toHaveCount(3) // account size, entry, stop
  await expect(calculator.getByLabel('Account size')).toBeFocused()
  await calculator.getByLabel('Account size').fill('10000')
  await calculator.getByLabel('Entry price').fill('60000')
  await calculator.getByLabel('Stop loss').fill('60000')
  await calculator.getByLabel('Risk per trade (%)').fill('150')
  await calculator.getByRole('button', { name: 'Calculate' }).click()
  await expect(calculator.getByText('The stop must differ from the entry price')).toBeVisible()
  await expect(calculator.getByText('This is above the largest value allowed')).toBeVisible()
  await calculator.getByLabel('Risk per trade (%)').fill('1')
  await calculator.getByLabel('Stop loss').fill('59000')
  await calculator.getByLabel('Leverage').fill('10')
  await calculator.getByRole('button', { name: 'Calculate' }).click()
  const result = calculator.getByRole('definition')
  await expect(calculator).toContainText('Long')
  await expect(result.nth(1)).toHaveText('100 USDT') // risk amount
  await expect(result.nth(2)).toHaveText('0.1 units') // quantity
  await expect(result.nth(3)).toHaveText('6,000 USDT') // position size
  await expect(result.nth(4)).toHaveText('600 USDT') // margin
  // Inverse contracts: whole contracts, the account in the coin.
  await calculator.getByLabel('Contract type').selectOption({ label: 'Inverse (coin-margined)' })
  await calculator.getByLabel('Account size (coin)').fill('1')
  await calculator.getByLabel('Entry price').fill('50000')
  await calculator.getByLabel('Stop loss').fill('49000')
  await calculator.getByLabel('Leverage').fill('5')
  await calculator.getByRole('button', { name: 'Calculate' }).click()
  await expect(result.nth(2)).toHaveText('245')

  // Risk rules: a risk % needs the capital it is a share of.
  const rules = page.getByRole('region', { name: 'Risk rules' })
  await rules.getByLabel('Max risk per trade (%)').fill('2')
  await rules.getByLabel('Max daily loss').fill('100')
  await rules.getByLabel('Max open positions').fill('1')
  await rules.getByLabel('Max leverage').fill('10')
  await rules.getByRole('button', { name: 'Save risk rules' }).click()
  await expect(rules.getByText('Enter the capital the risk per trade is a share of')).toBeVisible()
  await rules.getByLabel('Capital').fill('10000')
  await rules.getByRole('button', { name: 'Save risk rules' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await expect(page.getByText('No breaches: your journal keeps to every rule set.')).toBeVisible()

  // Today: a loss of 150 with 500 at risk (5 %) and 20x leverage, then two positions left open.
  await logTrade(page, { symbol: 'BTCUSDT', entry: '60000', exit: '59700', quantity: '0.5', leverage: '20', stop: '59000', openedMinutesAgo: 40, closedMinutesAgo: 10 })
  await logTrade(page, { symbol: 'ETHUSDT', entry: '3000', quantity: '1', leverage: '5', openedMinutesAgo: 8 })
  await logTrade(page, { symbol: 'SOLUSDT', entry: '150', quantity: '10', leverage: '3', openedMinutesAgo: 6 })
  await openScreen(page, '/risk-management', 'Risk Management')
  const today = page.getByRole('region', { name: 'Today', exact: true })
  await expect(today).toContainText('150.00 USDT of 100.00 USDT')
  await expect(today).toContainText('2 / 1')
  await expect(today.getByRole('progressbar', { name: "Today's loss" })).toHaveAttribute('aria-valuenow', '100')
  const breaches = page.getByRole('region', { name: 'Rule breaches' }).locator('tbody')
  await expect(breaches.locator('tr')).toHaveCount(4)
  await expect(breaches).toContainText('Max daily loss')
  await expect(breaches).toContainText('Max open positions')
  await expect(breaches.locator('tr', { hasText: 'Max risk per trade' })).toContainText('5.0%')
  await expect(breaches.locator('tr', { hasText: 'Max leverage' })).toContainText('20x')

  // The metrics engine's figures: open exposure 3,000 + 1,500, the largest loss.
  const current = page.getByRole('region', { name: 'Current risk (USDT)' })
  await expect(current.getByRole('region', { name: 'Open positions' })).toContainText('2')
  await expect(current.getByRole('region', { name: 'Open exposure' })).toContainText('4,500.00 USDT')
  await expect(current.getByRole('region', { name: 'Largest loss' })).toContainText('-150.00 USDT')

  // The rules survive a reload.
  await openScreen(page, null, 'Risk Management')
  await expect(page.getByRole('region', { name: 'Risk rules' }).getByLabel('Capital')).toHaveValue('10000')
})
