import { expect, test } from '@playwright/test'
import { exchangeFixture, ImportPage } from './support/import-page'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test('on a phone, the spot wallet and the exchanges list fit the screen', async ({ page }) => {
  test.slow() // sign-in, service worker and an import on a shared two-core machine
  await startOffline(page)
  const imports = new ImportPage(page)
  await imports.open()
  await imports.choose(exchangeFixture('coinbase/transactions.csv'))
  await imports.confirm(1)

  await openScreen(page, '/spot-wallet', 'Spot Wallet')
  const sol = page.getByRole('list', { name: 'Holdings' }).getByRole('article', { name: 'SOL All accounts' })
  await expect(sol.getByRole('region', { name: 'Bought with USD' })).toContainText('Cost basis$201.60')
  await page.getByRole('combobox', { name: 'Show' }).click()
  await page.getByRole('option', { name: 'By account' }).click()
  await expect(page.getByRole('list', { name: 'Holdings' }).getByRole('article', { name: /^SOL Coinbase · / })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)

  await openScreen(page, '/exchanges', 'Exchanges')
  const coinbase = page.getByRole('list', { name: 'Partner exchanges' }).getByRole('article').first()
  await expect(coinbase.getByRole('heading', { level: 2 })).toHaveText('Coinbase')
  await coinbase.getByText('How to import from Coinbase').click()
  // The longest header of all, in its box, must wrap rather than widen the page.
  await expect(coinbase.locator('code')).toContainText('Total (inclusive of fees and/or spread)')
  expect(await fitsPhoneScreen(page)).toBe(true)
})
