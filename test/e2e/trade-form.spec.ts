import { expect, type Page, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { setLocalPreference } from './support/local-journal'
import { OfflineModel } from './support/offline-page'

/** Signs in, lets the service worker take the page, goes offline and opens the form cold. */
async function openFormOffline(page: Page) {
  const offline = new OfflineModel(page, page.context())
  await new AppPage(page).signInLocally()
  await offline.installAndControl()
  await page.context().setOffline(true)
  await page.goto('/upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Trades' })).toBeVisible()
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function fillTrade(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
}

const btcLong = {
  Symbol: 'BTCUSDT',
  'Entry price': '60000',
  'Exit price': '61000',
  Quantity: '0.5',
  Leverage: '10',
  'Trading fee': '3',
  'Opened at': '2025-03-03T10:00',
  'Closed at': '2025-03-03T12:00',
  Exchange: 'Binance',
}

test('a closed long is previewed while typing, saved offline and counted on the dashboard', async ({ page }) => {
  await openFormOffline(page)
  for (const label of [
    'Symbol',
    'Side',
    'Entry price',
    'Exit price',
    'Quantity',
    'Leverage',
    'Margin',
    'Trading fee',
    'Funding fee',
    'Stop loss',
    'Take profit',
    'Opened at',
    'Closed at',
    'Setup',
    'Exchange',
    'Account',
    'Notes',
  ]) {
    await expect(field(page, label), label).toBeVisible()
  }
  await expect(field(page, 'Entry price')).toHaveAttribute('inputmode', 'decimal')
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByText('Net P&L').locator('xpath=..')).toContainText('—')

  await field(page, 'Side').selectOption('long')
  await fillTrade(page, btcLong)
  await expect(preview.getByText('Net P&L').locator('xpath=..')).toContainText('+497.00')
  await expect(preview.getByText('ROI').locator('xpath=..')).toContainText('+16.57%')
  await expect(field(page, 'Margin')).toHaveAttribute('placeholder', '3000')

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible()
  // Ready for the next trade: numbers cleared, symbol and venue kept.
  await expect(field(page, 'Entry price')).toHaveValue('')
  await expect(field(page, 'Symbol')).toHaveValue('BTCUSDT')
  await expect(field(page, 'Exchange')).toHaveValue('Binance')

  await page.goto('/dashboard')
  await expect(page.getByText('Your journal holds 1 trade')).toBeVisible()
})

test('bad input is refused next to each field and kept as typed', async ({ page }) => {
  await openFormOffline(page)
  await fillTrade(page, { ...btcLong, 'Entry price': '-5', Leverage: '500', Quantity: 'abc', 'Closed at': '2025-03-03T09:00' })
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByText('Entry price must be greater than zero')).toBeVisible()
  await expect(page.getByText('Leverage must be between 1 and 200')).toBeVisible()
  await expect(page.getByText('Enter a number')).toBeVisible()
  await expect(page.getByText('Closed at cannot be before Opened at')).toBeVisible()
  await expect(field(page, 'Entry price')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Entry price')).toBeFocused()
  await expect(field(page, 'Entry price')).toHaveValue('-5')
  await expect(field(page, 'Leverage')).toHaveValue('500')
  await expect(field(page, 'Quantity')).toHaveValue('abc')
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('Net P&L').locator('xpath=..')).toContainText('—')

  // A fee larger than the position is refused too.
  await fillTrade(page, { 'Entry price': '100', Leverage: '10', Quantity: '1', 'Trading fee': '150', 'Closed at': '2025-03-03T12:00', 'Exit price': '110' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('A fee cannot be larger than the position size')).toBeVisible()

  // A long's stop above its entry risks nothing: no R is worked out from it.
  await fillTrade(page, { 'Trading fee': '', 'Stop loss': '120' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('On a long or a buy, the stop loss is below the entry price')).toBeVisible()
  await expect(field(page, 'Stop loss')).toHaveValue('120')

  // '60,000' is sixty thousand on one keyboard and sixty on another: refused, never guessed.
  await fillTrade(page, { 'Stop loss': '', 'Entry price': '60,000' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Write the number without thousands separators, e.g. 60000')).toBeVisible()
  await expect(field(page, 'Entry price')).toHaveValue('60,000')

  await page.goto('/dashboard')
  await expect(page.getByText('No trades yet')).toBeVisible()
})

test("the exchange's net P&L, typed, is previewed and kept in place of the worked-out one", async ({ page }) => {
  await openFormOffline(page)
  await fillTrade(page, btcLong)
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByText('Net P&L').locator('xpath=..')).toContainText('+497.00')
  await fillTrade(page, { 'Net P&L from the exchange': '495.12' })
  await expect(preview.getByText('Net P&L').locator('xpath=..')).toContainText('+495.12')
  await expect(preview.getByText('P&L as the exchange stated it: it stays so when prices are edited.')).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible()
})

test('a decimal comma is read as a decimal point, and Enter in a field saves', async ({ page }) => {
  await openFormOffline(page)
  await fillTrade(page, { ...btcLong, 'Entry price': '60000,5', 'Trading fee': '' })
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview.getByText('Notional').locator('xpath=..')).toContainText('30,000.25')
  await field(page, 'Entry price').press('Enter')
  await expect(page.getByText('Created successfully')).toBeVisible()
})

test('a fee typed in BNB: the form says the figures need it in USDT and, with the trader’s BNB price, offers it converted', async ({ page }) => {
  await openFormOffline(page)
  const preview = page.getByRole('region', { name: 'Preview' })
  await field(page, 'Side').selectOption('long')
  await fillTrade(page, { ...btcLong, 'Trading fee': '0.0035' })
  await field(page, 'Fee coin').fill('BNB')
  // BNB has no price yet: no net P&L, and the form says why and what to do.
  await expect(page.getByText('A fee in BNB has no price here, so the net P&L is not worked out.', { exact: false })).toBeVisible()
  await expect(preview.getByText('Net P&L').locator('xpath=..')).toContainText('—')

  // The trader's fee coin price (Upload Trades, Fee coin prices): 1 BNB = 600 USD, so 2.1 USDT.
  await setLocalPreference(page, 'tradingDefaults', { feeCoinPrices: { BNB: '600' } })
  await expect(page.getByText('0.0035 BNB at your price of 600 US dollars is 2.1 USDT', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Use 2.1 USDT' }).click()
  await expect(field(page, 'Trading fee')).toHaveValue('2.1')
  await expect(field(page, 'Fee coin')).toHaveValue('')
  // 500 gross − 2.1 fee.
  await expect(preview.getByText('Net P&L').locator('xpath=..')).toContainText('+497.90')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible()
})
