import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { mockBinance } from './support/market-page'
import { openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 150_000 })

test('market data: offline first, prices of the traded symbols and the watchlist once online, the last snapshot with its age offline again', async ({ page, context }) => {
  const mock = await mockBinance(context)
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/market-data', 'Market Data')

  const prices = page.getByRole('table', { name: 'Prices' })
  const status = page.getByRole('status').filter({ hasText: /offline|Binance/ })
  // Offline and nothing cached yet: the traded symbols are listed, and nothing was asked of the exchange.
  await expect(status).toContainText('You are offline and no prices are saved on this device yet')
  await expect(prices.getByRole('row', { name: /BTCUSDT/ })).toContainText('Not loaded yet')
  expect(mock.requests).toHaveLength(0)

  // The watchlist: a refused symbol keeps what was typed and says why.
  const symbol = page.getByRole('textbox', { name: 'Symbol' })
  await symbol.fill('not a pair!')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('Enter a pair such as BTCUSDT or ETH/USDT.')).toBeVisible()
  await expect(symbol).toHaveValue('not a pair!')
  await symbol.fill('ada/usdt')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  const watchlist = page.getByRole('list', { name: 'Watchlist' })
  await expect(watchlist).toContainText('ADAUSDT')
  await expect(symbol).toHaveValue('')
  await symbol.fill('ADA-USDT')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('This symbol is already on your watchlist.')).toBeVisible()
  for (const extra of ['1000PEPEUSDT', 'NOPEUSDT']) {
    await symbol.fill(extra)
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(watchlist).toContainText(extra)
  }
  // The watchlist leads the table, in the trader's order.
  await expect(prices.locator('tbody tr th').nth(0)).toContainText('ADAUSDT')
  await expect(prices.locator('tbody tr th').nth(1)).toContainText('1000PEPEUSDT')

  // Online: every symbol is asked for and shown.
  await context.setOffline(false)
  const btc = prices.getByRole('row', { name: /^BTCUSDT/ })
  await expect(btc).toContainText('94,400.01', { timeout: 20_000 })
  await expect(btc).toContainText('-1.29%')
  await expect(btc).toContainText('1.9B USDT')
  await expect(prices.getByRole('row', { name: /ADAUSDT/ })).toContainText('0.7123')
  await expect(prices.getByRole('row', { name: /ADAUSDT/ })).toContainText('+1.00%')
  // Listed only on futures: found there and marked so.
  await expect(prices.getByRole('row', { name: /1000PEPEUSDT/ })).toContainText('Futures')
  await expect(prices.getByRole('row', { name: /1000PEPEUSDT/ })).toContainText('+6.42%')
  // Not listed anywhere: said in the row, the others unaffected.
  await expect(prices.getByRole('row', { name: /NOPEUSDT/ })).toContainText('Binance does not list this symbol')
  await expect(status).toContainText("Prices from Binance's public API, as of")
  expect(mock.requests.some((url) => url.includes('symbol=BTCUSDT'))).toBe(true)

  // The exchange fails: a translated message, the cached prices stay.
  mock.failing = true
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The exchange is not answering properly right now' })).toBeVisible({ timeout: 20_000 })
  await expect(btc).toContainText('94,400.01')
  mock.failing = false

  // Offline again, after a reload: the last snapshot and its age.
  await context.setOffline(true)
  await openScreen(page, null, 'Market Data')
  await expect(status).toContainText('You are offline. Showing the prices saved on this device, as of')
  await expect(prices.getByRole('row', { name: /^BTCUSDT/ })).toContainText('94,400.01')
  await expect(prices.getByRole('row', { name: /^BTCUSDT/ })).toContainText(/ago|now/)
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled()

  // Removing a watchlist symbol takes it off the table.
  await page.getByRole('button', { name: 'Remove NOPEUSDT from the watchlist' }).click()
  await expect(prices.getByRole('row', { name: /NOPEUSDT/ })).toHaveCount(0)
})
