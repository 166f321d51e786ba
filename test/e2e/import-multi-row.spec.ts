import { expect, test } from '@playwright/test'
import { JournalPage } from './support/journal-page'
import { exchangeFixture, ImportPage } from './support/import-page'
import { startOffline } from './support/screens'

test('a Binance order history with nested fill rows previews one fill per nested row with its order side, an orphan fill as an error, and writes nothing before confirming', async ({
  page,
}) => {
  test.slow() // service worker, two screens on a shared two-core machine
  await startOffline(page)
  const imports = new ImportPage(page)
  await imports.open()
  await expect(imports.history()).toHaveCount(0)

  await imports.choose(exchangeFixture('binance/order-history.csv'), exchangeFixture('binance/order-history-orphan.csv'))
  const orders = imports.file('order-history.csv')
  const orphan = imports.file('order-history-orphan.csv')
  await expect(orders.getByText('Spot order history', { exact: true })).toBeVisible()
  await expect(orders.getByText(/6 rows: 3 fills.*0 with errors, 3 skipped/)).toBeVisible()
  const preview = orders.getByRole('table', { name: 'Preview of order-history.csv' })
  // The order row is a summary; each nested row below it is a fill with the order's side (SELL).
  await expect(preview.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('2')
  await expect(preview.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('Skipped')
  await expect(preview.getByRole('row').nth(2).getByRole('cell')).toHaveText(['4', '2024-03-05 10:15:02', 'ETHUSDT', 'Sell', '3,500', '0.3', /^1\.05( USDT)?$/, 'OK'])
  await expect(preview.getByRole('row').nth(3).getByRole('cell')).toHaveText(['5', '2024-03-05 10:15:03', 'ETHUSDT', 'Sell', '3,500.5', '0.2', /^0\.7001( USDT)?$/, 'OK'])
  await expect(preview.getByRole('row').filter({ hasText: 'BNBBTC' }).getByRole('cell').nth(3)).toHaveText('Buy')

  // A nested row with no order above it is an error, named with its row; the order after it still imports.
  await expect(orphan.getByText(/3 rows: 1 fill.*1 with errors, 1 skipped/)).toBeVisible()
  const orphanPreview = orphan.getByRole('table', { name: 'Preview of order-history-orphan.csv' })
  await expect(orphanPreview.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('Error')
  await expect(orphan.getByRole('list', { name: 'Problems in order-history-orphan.csv' })).toContainText(
    'order-history-orphan.csv, row 2: a fill row with no readable order row above it, so its side and pair are unknown; it is not imported.',
  )

  // Nothing is written before the trader confirms.
  await expect(imports.history()).toHaveCount(0)
  await imports.confirm(2)
  await expect(imports.record('order-history.csv')).toContainText('6 rows, 3 fills')
  await expect(imports.record('order-history-orphan.csv')).toContainText('3 rows, 1 fill')

  // The BNB bought with BTC is an open spot trade in the journal.
  const journal = new JournalPage(page)
  await journal.open()
  await expect(journal.row('BNBBTC')).toHaveCount(1)
})
