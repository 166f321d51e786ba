import { expect, test } from '@playwright/test'
import { JournalPage } from './support/journal-page'
import { exchangeFixture, ImportPage } from './support/import-page'
import { startOffline } from './support/screens'

/**
 * OKX writes a spot trade as one row per coin. The preview must show one fill per trade (the other
 * coin's row joined into it), a coin's row without its partner as an error row with its reason, and
 * nothing may reach the journal before the trader confirms.
 */
test('OKX spot trades written one row per coin preview as one fill each, a lone leg as an error, and nothing is written before confirming', async ({ page }) => {
  test.slow() // sign-in, service worker, two screens on a shared two-core machine
  await startOffline(page)
  const imports = new ImportPage(page)
  const journal = new JournalPage(page)
  await imports.open()
  await imports.choose(exchangeFixture('okx/trading-history-spot-legs.csv'))

  const file = imports.file('trading-history-spot-legs.csv')
  await expect(file.getByText(/6 rows: 3 fills, .*; 1 with errors, 2 skipped\./)).toBeVisible()
  const rows = file.getByRole('table', { name: 'Preview of trading-history-spot-legs.csv' }).getByRole('row')
  await expect(rows).toHaveCount(7)
  await expect(rows.nth(1).getByRole('cell').last()).toHaveText('OK')
  // The lone USDT row of a SOL buy: an error, never a fill of 210 "SOL".
  await expect(rows.nth(2).getByRole('cell').first()).toHaveText('4')
  await expect(rows.nth(2).getByRole('cell').last()).toHaveText('Error')
  await expect(rows.nth(2)).not.toContainText('SOL')
  await expect(rows.nth(3).getByRole('cell').last()).toHaveText('Joined into row 6')
  await expect(rows.nth(4).getByRole('cell')).toHaveText(['6', '2023-06-11 02:00:00', 'ETH-USDT', 'Sell', '1,850', '0.5', '0.925 USDT', 'OK'])
  await expect(rows.nth(5).getByRole('cell').last()).toHaveText('Joined into row 8')
  await expect(rows.nth(6).getByRole('cell')).toHaveText(['8', '2023-06-10 04:00:00', 'BTC-USDT', 'Buy', '30,200', '0.02378', '0.00002378 BTC', 'OK'])
  await expect(file.getByRole('list', { name: 'Problems in trading-history-spot-legs.csv' })).toHaveText(
    'trading-history-spot-legs.csv, row 4: this row is one coin of a trade whose other row is missing from the file; it is not imported.',
  )

  // Previewing wrote nothing: no import recorded, an empty journal.
  await expect(imports.history().getByRole('listitem')).toHaveCount(0)
  await journal.open()
  await expect(journal.rows()).toHaveCount(0)

  await imports.open()
  await imports.choose(exchangeFixture('okx/trading-history-spot-legs.csv'))
  await imports.confirm(1)
  await expect(imports.record('trading-history-spot-legs.csv')).toContainText('6 rows, 3 fills, 0 cash flows')
  await journal.open()
  // The BTC spot buy and the BTC-USDT perpetual long are open trades; the ETH sell has no holdings
  // behind it in this file, so it opens no trade.
  await expect(journal.row(/BTC-USDT(?!-SWAP)/)).toHaveCount(1)
  await expect(journal.row('BTC-USDT-SWAP')).toHaveCount(1)
  await expect(journal.row('ETH-USDT')).toHaveCount(0)
})
