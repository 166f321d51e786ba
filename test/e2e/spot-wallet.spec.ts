import { expect, test } from '@playwright/test'
import { exchangeFixture, ImportPage } from './support/import-page'
import { openScreen, setBlur, startOffline } from './support/screens'

test('offline, the spot wallet is empty until an import, then shows holdings, cost basis and P&L per quote currency', async ({ page }) => {
  test.slow() // sign-in, service worker, an import and three screens on a shared two-core machine
  await startOffline(page)
  await openScreen(page, '/spot-wallet', 'Spot Wallet')
  await expect(page.getByRole('heading', { name: 'No spot holdings yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Import an export' })).toHaveAttribute('href', '/upload')

  // Coinbase: buy 0.01 BTC at $40,000 (fee $5.99), sell it at $45,000 (fee $6.74), send 0.005 BTC,
  // buy 2 SOL at $100.50 (fee $0.60).
  const imports = new ImportPage(page)
  await imports.open()
  await imports.choose(exchangeFixture('coinbase/transactions.csv'))
  await imports.confirm(1)

  await openScreen(page, '/spot-wallet', 'Spot Wallet')
  const holdings = page.getByRole('list', { name: 'Holdings' })
  await expect(holdings).toBeVisible({ timeout: 20_000 })
  const sol = holdings.getByRole('article', { name: 'SOL All accounts' })
  await expect(sol.getByText('2 SOL', { exact: true }).first()).toBeVisible()
  const solUsd = sol.getByRole('region', { name: 'Bought with USD' })
  await expect(solUsd).toContainText('Average cost$100.80')
  await expect(solUsd).toContainText('Cost basis$201.60')
  await expect(solUsd).toContainText('Unrealised P&L-$0.60')
  // The value comes from the journal's own last trade, dated, and says it is not live.
  await expect(sol).toContainText('Worth $201.00 at the last price in your journal, $100.50 on Jan 24, 2024 (not a live price)')

  // (450 - 6.74) - (400 + 5.99) = 37.27, in USD only.
  const realised = page.getByRole('region', { name: 'Realised P&L on spot' })
  await expect(realised.getByRole('definition')).toHaveText(['+$37.27'])
  // The send left more BTC than the file brought in: shown, not hidden.
  await expect(holdings.getByRole('article', { name: /^BTC / }).getByRole('note')).toContainText('0.005 BTC left this account beyond what your imports brought in')

  // Coins sold out are hidden until asked for.
  await expect(holdings.getByRole('article', { name: /^ETH / })).toHaveCount(0)

  // Per account, each holding names its exchange and account.
  await page.getByRole('combobox', { name: 'Show' }).click()
  await page.getByRole('option', { name: 'By account' }).click()
  await expect(sol).toHaveCount(0)
  await expect(holdings.getByRole('article', { name: /^SOL Coinbase · / })).toBeVisible()

  // Blur hides every amount of the wallet.
  await setBlur(page, true)
  await openScreen(page, '/spot-wallet', 'Spot Wallet')
  const blurred = page.getByRole('list', { name: 'Holdings' })
  await expect(blurred.getByRole('article', { name: 'SOL All accounts' }).locator('[data-blurred]').first()).toBeAttached()
  // No amount is left readable outside a blurred element (quantities, costs, prices, P&L).
  const readable = await blurred.evaluate((list) => {
    const texts: string[] = []
    const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      if (text && !node.parentElement?.closest('[data-blurred]')) texts.push(text)
    }
    return texts
  })
  expect(readable.filter((text) => /\$\d|\d SOL|\d BTC/.test(text))).toEqual([])
})
