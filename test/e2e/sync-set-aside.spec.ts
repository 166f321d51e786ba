import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { BACKEND_URL, createAccount, E2E_ANON_KEY } from './support/auth-page'
import { Device, serverTrades } from './support/devices'
import { btcLong } from './support/journal-page'

// Restore on read (sync/README.md): a row another client wrote over REST with the trader's own token
// (a script, a newer app version) is checked before it reaches the journal. A malformed one is set
// aside with its reason, shown in the sync panel, and never becomes a row or a number.

const AT = '2026-03-01T10:00:00.000Z'
const malformedTrade = {
  createdAt: AT,
  updatedAt: AT,
  isDeleted: false,
  symbol: 'ETHUSDT',
  baseAsset: 'ETH',
  quoteAsset: 'USDT',
  marketType: 'linear',
  side: 'sideways',
  entryPrice: '3000',
  exitPrice: '3100',
  quantity: '1',
  openedAt: AT,
  closedAt: '2026-03-01T12:00:00.000Z',
  tagIds: [],
  notes: 'written over REST',
  screenshots: [],
  source: 'manual',
}

test('a malformed row written over REST is set aside with its reason in the sync panel and never reaches the journal', async ({ request }) => {
  test.setTimeout(120_000)
  const account = await createAccount(request, 'Set Aside Trader')
  const device = await Device.launch('set-aside')
  try {
    await device.signIn(account.email, account.password)
    await device.journal.open()
    await device.journal.addTrade(btcLong)
    const userId = await device.userId()
    await expect.poll(async () => (await serverTrades(request, userId)).length, { timeout: 30_000 }).toBe(1)

    const token = await device.page.evaluate(() => JSON.parse(localStorage.getItem('tj-auth-session') ?? sessionStorage.getItem('tj-auth-session') ?? 'null').accessToken as string)
    const id = randomUUID()
    const written = await request.post(`${BACKEND_URL}/rest/v1/trades`, {
      headers: { apikey: E2E_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      data: [{ id, doc: malformedTrade }],
    })
    expect(written.status(), await written.text()).toBe(201)

    await device.auth.syncIndicator().click()
    const setAside = device.page.getByRole('region', { name: 'Sync' }).getByRole('region', { name: 'Rows set aside' })
    await expect(setAside).toContainText('A row from the server that could not be read', { timeout: 30_000 })
    await expect(setAside).toContainText(`(trades ${id.slice(0, 8)})`)
    await expect(setAside).toContainText('side: INVALID_SIDE')
    await expect(setAside).toContainText('Nothing was deleted.')
    await device.auth.syncIndicator().click()

    // The journal keeps its own trade and shows nothing of the malformed one.
    await expect(device.journal.row('BTCUSDT')).toHaveCount(1)
    await expect(device.journal.row('ETHUSDT')).toHaveCount(0)
    expect((await device.localTrades()).map((trade) => trade.symbol)).toEqual(['BTCUSDT'])
  } finally {
    await device.close()
  }
})
