import { expect, test } from '@playwright/test'
import { JournalPage } from './support/journal-page'
import { exchangeFixture, ImportPage } from './support/import-page'
import { fitsPhoneScreen, startOffline } from './support/screens'

test('on a phone a Binance futures trade history is checked, imported and listed', async ({ page }) => {
  test.slow()
  await startOffline(page)
  const imports = new ImportPage(page)
  await imports.open()
  await imports.choose(exchangeFixture('binance/usdm-trade-history.csv'))
  await expect(imports.file('usdm-trade-history.csv').getByText('USD-M futures trade history', { exact: true })).toBeVisible()
  const fitsScreen = () => fitsPhoneScreen(page)
  expect(await fitsScreen()).toBe(true)
  await imports.confirm(1)
  await expect(imports.record('usdm-trade-history.csv')).toContainText('4 trades')
  const journal = new JournalPage(page)
  await journal.open()
  await expect(journal.rows()).toHaveCount(4)
})
