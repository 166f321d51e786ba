import { expect, test } from '@playwright/test'
import { exchangeFixture, ImportPage } from './support/import-page'
import { openScreen, startOffline } from './support/screens'

test('offline, the exchanges list says how each one connects, is searchable, and shows what was imported', async ({ page }) => {
  test.slow() // sign-in, service worker, an import and three screens on a shared two-core machine
  await startOffline(page)
  await openScreen(page, '/exchanges', 'Exchanges')
  await expect(page.getByRole('note')).toContainText('your browser reads it on this device, with no API key')
  const list = page.getByRole('list', { name: 'Partner exchanges' })
  await expect(list.getByRole('article')).toHaveCount(11)

  const search = page.getByRole('searchbox', { name: 'Search exchanges' })
  await search.fill('kuc')
  await expect(list.getByRole('article')).toHaveCount(1)
  await expect(list.getByRole('heading', { name: 'KuCoin' })).toBeVisible()
  await search.fill('zzz')
  await expect(page.getByRole('heading', { name: 'No exchange matches "zzz"' })).toBeVisible()
  await search.fill('')

  // Where to get the file: the export's name and the header that identifies it.
  const okx = list.getByRole('article', { name: 'OKX' })
  await okx.getByText('How to import from OKX').click()
  await expect(okx.getByText('Trading history', { exact: true })).toBeVisible()
  await expect(okx.locator('code')).toContainText('id,Order id,Time,Trade Type,Symbol,Action')
  await expect(list.getByRole('article', { name: 'BingX' })).toContainText('Nothing imported from BingX yet.')

  const imports = new ImportPage(page)
  await imports.open()
  await imports.choose(exchangeFixture('binance/spot-trade-history.csv'))
  await imports.confirm(1)

  await openScreen(page, '/exchange-connections', 'Exchanges')
  // The exchange the trader uses comes first, with its account, counts and last import.
  const binance = list.getByRole('article').first()
  await expect(binance.getByRole('heading', { level: 2 })).toHaveText('Binance')
  await expect(binance).toContainText('1 account')
  await expect(binance.getByRole('definition')).toHaveText(['1', '3', '0', '1'])
  await expect(binance).toContainText('Last import: spot-trade-history.csv (Spot trade history)')
  await expect(binance).toContainText('Imported. Rows: 3, fills: 3, cash flows: 0, trades: 1, already imported: 0.')
  await binance.getByRole('link', { name: 'Import from Binance' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Trades' })).toBeVisible()
})
