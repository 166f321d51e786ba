import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { readJournal } from './support/local-journal'
import { mockBinance } from './support/market-page'
import { openScreen, setBlur, startOffline } from './support/screens'

test.describe.configure({ timeout: 150_000 })

test('long/short ratio: the market ratio over time once online, cached for offline, beside the trader own long and short split', async ({ page, context }) => {
  const mock = await mockBinance(context)
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/long-short-ratio', 'Long/Short Ratio')

  const symbol = page.getByRole('combobox', { name: 'Symbol' })
  await symbol.selectOption('BTCUSDT')
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText('You are offline and this ratio is not saved on this device yet')
  expect(mock.requests).toHaveLength(0)

  // The journal side works offline: the counts are the journal's own BTCUSDT trades by side, however
  // the exchange wrote the symbol (BTC-USDT on OKX spot, BTC-USDT-SWAP on OKX perpetuals).
  const asBinance = (symbol: string) =>
    symbol
      .toUpperCase()
      .replace(/-SWAP$/, '')
      .replace(/[-/]/g, '')
  const trades = (await readJournal(page)).trades.filter((trade) => asBinance(trade.symbol) === 'BTCUSDT' && !trade.isDeleted)
  const longs = trades.filter((trade) => trade.side === 'long' || trade.side === 'buy').length
  const shorts = trades.length - longs
  expect(trades.length).toBeGreaterThan(0)
  const own = page.getByRole('table', { name: 'Your positioning on BTCUSDT' })
  await expect(own.getByRole('row', { name: /^Long/ }).first().locator('td').first()).toHaveText(String(longs))
  await expect(
    own
      .getByRole('row', { name: /^Short/ })
      .first()
      .locator('td')
      .first(),
  ).toHaveText(String(shorts))
  await expect(own.getByRole('row', { name: /^Long/ }).first()).toContainText('USDT')

  // Online: the ratio arrives, as numbers and as a chart with its data table.
  await context.setOffline(false)
  const latest = page.getByRole('region', { name: 'Long accounts', exact: true })
  await expect(latest).toContainText('68.0%', { timeout: 20_000 })
  await expect(page.getByRole('region', { name: 'Short accounts', exact: true })).toContainText('32.0%')
  await expect(page.getByRole('region', { name: 'Long/short ratio', exact: true })).toContainText('2.13')
  await expect(page.getByRole('img', { name: 'Long and short accounts on BTCUSDT' })).toBeVisible()
  await expect(page.getByText(/The market is 68\.0% long on BTCUSDT; \d+% of your trades on it were long\./)).toBeVisible()
  expect(mock.requests.some((url) => url.includes('globalLongShortAccountRatio?symbol=BTCUSDT&period=1h&limit=72'))).toBe(true)

  // Another period asks again.
  await page.getByRole('combobox', { name: 'Period' }).selectOption('1d')
  await expect.poll(() => mock.requests.some((url) => url.includes('symbol=BTCUSDT&period=1d&limit=30'))).toBe(true)
  await expect(latest).toContainText('68.0%')

  // A failing exchange keeps the saved ratio and says why.
  mock.failing = true
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The exchange is not answering properly right now' })).toBeVisible({ timeout: 20_000 })
  await expect(latest).toContainText('68.0%')
  mock.failing = false

  // Offline after a reload: the saved ratio with its age (the period is chosen again).
  await context.setOffline(true)
  await openScreen(page, null, 'Long/Short Ratio')
  await page.getByRole('combobox', { name: 'Symbol' }).selectOption('BTCUSDT')
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toContainText('You are offline. Showing the ratio saved on this device, as of')
  await expect(latest).toContainText('68.0%')

  // P&L is blurred under the profile flag.
  await setBlur(page, true)
  await openScreen(page, '/long-short-ratio', 'Long/Short Ratio')
  await page.getByRole('combobox', { name: 'Symbol' }).selectOption('BTCUSDT')
  await expect(page.getByRole('table', { name: 'Your positioning on BTCUSDT' }).locator('[data-blurred]').first()).toBeVisible()
})
