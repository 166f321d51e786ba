import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { AuthPage, STRONG_PASSWORD, uniqueEmail } from './support/auth-page'
import { Device } from './support/devices'
import { JournalPage } from './support/journal-page'
import { openScreen } from './support/screens'

// Exchange sync from the trader's side: a read-only Binance (and an OKX) key connected on /exchange-connections,
// checked and synced by the e2e backend's server (ccxt against the fake exchange that
// test/support-scripts/e2e-backend.mjs starts), the fills replicated to the device and derived into
// trades like a CSV import's, on every device of the trader.

function fakeExchangeUrl(): string {
  const port = process.env.SUPABASE_PORT ?? '54321'
  return (JSON.parse(readFileSync(join(tmpdir(), `tj-e2e-backend-${port}.json`), 'utf8')) as { fakeExchangeUrl: string }).fakeExchangeUrl
}

async function seed(path: string, body: unknown) {
  const response = await fetch(`${fakeExchangeUrl()}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) })
  expect(response.status).toBe(200)
}

test('a device-only journal is told that connections need an account', async ({ page }) => {
  await new AppPage(page).signInLocally()
  await openScreen(page, '/exchange-connections', 'Exchanges')
  const section = page.getByRole('region', { name: 'API connections' })
  await expect(section.getByText(/Connections need an account/)).toBeVisible()
  await expect(section.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute('href', '/auth')
  await expect(page.getByRole('list', { name: 'How each exchange connects' }).getByText('Kraken: CSV only.')).toBeVisible()
})

test('connect a read-only Binance key, Sync now, and the trades appear in the journal; offline, the card keeps its last sync', async ({ page }) => {
  test.slow()
  const tag = Date.now().toString(36)
  const apiKey = `e2e-read-${tag}-K9Q2`
  await seed('keys', { exchange: 'binance', apiKey, secret: `secret-${tag}`, permissions: ['read'] })
  await seed('keys', { exchange: 'binance', apiKey: `e2e-trade-${tag}`, secret: `trade-${tag}`, permissions: ['read', 'trade'] })
  const hour = 3_600_000
  const opened = Date.now() - 30 * hour
  await seed('fills', {
    exchange: 'binance',
    market: 'linear',
    apiKey,
    fills: [
      { symbol: 'ETHUSDT', side: 'buy', price: '3000', qty: '1', commission: '1.2', time: opened },
      { symbol: 'ETHUSDT', side: 'sell', price: '3150', qty: '1', commission: '1.26', realizedPnl: '150', time: opened + hour },
    ],
  })

  const auth = new AuthPage(page)
  await auth.signUp({ fullName: 'Api Trader', email: uniqueEmail('xsync'), password: STRONG_PASSWORD })
  await expect(auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  await openScreen(page, '/exchange-connections', 'Exchanges')
  const section = page.getByRole('region', { name: 'API connections' })

  // A key that can trade is refused, and what was typed stays.
  await section.getByRole('button', { name: 'Connect an exchange' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Binance' })
  await dialog.getByLabel('API key').fill(`e2e-trade-${tag}`)
  await dialog.getByLabel('Secret key').fill(`trade-${tag}`)
  await dialog.getByRole('button', { name: 'Connect' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Use a read-only key: this one can trade or withdraw')
  await expect(dialog.getByLabel('API key')).toHaveValue(`e2e-trade-${tag}`)

  // A wrong secret is refused as the exchange refuses it.
  await dialog.getByLabel('API key').fill(apiKey)
  await dialog.getByLabel('Secret key').fill('not-the-secret')
  await dialog.getByRole('button', { name: 'Connect' }).click()
  await expect(dialog.getByRole('alert')).toContainText('The exchange refused this API key')

  await dialog.getByLabel('Secret key').fill(`secret-${tag}`)
  await dialog.getByRole('button', { name: 'Connect' }).click()
  await expect(dialog).toBeHidden()
  const card = section.getByRole('article', { name: 'Binance' })
  await expect(card).toContainText('••••K9Q2')
  await expect(card).toContainText('Not yet')

  await card.getByRole('button', { name: 'Sync now' }).click()
  await expect(card).toContainText('2 fills', { timeout: 20_000 })
  await expect(card).not.toContainText('Not yet')

  // Offline, the card keeps what the last sync added and says when Sync now works again.
  await page.context().setOffline(true)
  await expect(card).toContainText('Offline: showing the status saved on this device. Sync now works again when you are back online.')
  await expect(card).toContainText('2 fills')
  await expect(card.getByRole('button', { name: 'Sync now' })).toBeDisabled()
  await page.context().setOffline(false)
  await expect(card.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 20_000 })

  // Replication brings the fills; the device derives the trade as for a CSV import.
  const journal = new JournalPage(page)
  await journal.open()
  await expect(journal.row('ETHUSDT')).toHaveCount(1, { timeout: 40_000 })
})

test('connect an OKX key with its passphrase, Sync now, and its swap trade appears in the journal of both devices', async ({ page }) => {
  test.slow()
  const tag = Date.now().toString(36)
  const apiKey = `e2e-okx-${tag}-P7W3`
  await seed('keys', { exchange: 'okx', apiKey, secret: `okx-secret-${tag}`, passphrase: `okx-pass-${tag}`, permissions: ['read'] })
  const opened = Date.now() - 20 * 3_600_000
  await seed('fills', {
    exchange: 'okx',
    market: 'swap',
    apiKey,
    fills: [
      { symbol: 'ETH-USDT-SWAP', side: 'buy', price: '3000', qty: '10', commission: '0.15', time: opened },
      { symbol: 'ETH-USDT-SWAP', side: 'sell', price: '3100', qty: '10', commission: '0.155', realizedPnl: '100', time: opened + 3_600_000 },
    ],
  })

  const auth = new AuthPage(page)
  const email = uniqueEmail('xokx')
  await auth.signUp({ fullName: 'Okx Trader', email, password: STRONG_PASSWORD })
  await expect(auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  await openScreen(page, '/exchange-connections', 'Exchanges')
  const section = page.getByRole('region', { name: 'API connections' })
  await section.getByRole('button', { name: 'Connect an exchange' }).click()
  await page.getByRole('dialog').getByRole('combobox', { name: 'Exchange' }).selectOption({ label: 'OKX' })
  const dialog = page.getByRole('dialog', { name: 'Connect OKX' })
  await dialog.getByLabel('API key').fill(apiKey)
  await dialog.getByLabel('Secret key').fill(`okx-secret-${tag}`)
  await dialog.getByRole('button', { name: 'Connect' }).click()
  await expect(dialog.getByText('Enter the passphrase you set when you created this API key.')).toBeVisible()
  await dialog.getByLabel('Passphrase').fill(`okx-pass-${tag}`)
  await dialog.getByRole('button', { name: 'Connect' }).click()
  await expect(dialog).toBeHidden()

  const card = section.getByRole('article', { name: 'OKX' })
  await expect(card).toContainText('••••P7W3')
  await card.getByRole('button', { name: 'Sync now' }).click()
  await expect(card).toContainText('2 fills', { timeout: 20_000 })
  await expect(card).toContainText(/Next sync\s*in 1[45] minutes/)
  const journal = new JournalPage(page)
  await journal.open()
  await expect(journal.row('ETH-USDT-SWAP')).toHaveCount(1, { timeout: 40_000 })

  // The trader's other device gets the same trade by replication, derived there from the same fills.
  const other = await Device.launch('okx-other')
  try {
    await other.signIn(email, STRONG_PASSWORD)
    await other.journal.open()
    await expect(other.journal.row('ETH-USDT-SWAP')).toHaveCount(1, { timeout: 40_000 })
  } finally {
    await other.close()
  }
})
