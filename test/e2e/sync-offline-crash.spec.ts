import { expect, test } from '@playwright/test'
import { createAccount } from './support/auth-page'
import { buildTrade, Device, serverTrades } from './support/devices'
import { AppPage } from './support/app-page'
import { btcLong } from './support/journal-page'

// docs/sync.md guarantee 1: an edit made offline survives a killed browser and reaches the server once
// it is reachable, without the trader doing anything.

const BY_HAND = ['ETHUSDT', 'SOLUSDT', 'XRPUSDT']

test('200 trades written offline survive a killed browser; back online the server has exactly them and device B shows them', async ({ request }) => {
  test.setTimeout(300_000)
  const account = await createAccount(request, 'Crash Trader')
  const devices: Device[] = []
  try {
    let a = await Device.launch('a')
    devices.push(a)
    await a.signIn(account.email, account.password)
    const userId = await a.userId()
    await a.offline.installAndControl()
    await a.journal.open()

    await a.offline.goOffline()
    await expect(a.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'offline')
    // A few typed into the trade form, the rest through the same repository in bulk.
    for (const [index, symbol] of BY_HAND.entries()) {
      await a.journal.addTrade({ ...btcLong, Symbol: symbol, Notes: `typed offline ${index}` })
    }
    await a.insertTrades(Array.from({ length: 200 - BY_HAND.length }, (_, n) => buildTrade(n)))
    await expect(a.journal.summary()).toContainText('200 trades')
    const written = await a.localTrades()
    expect(written).toHaveLength(200)
    // Nothing left the device: the browser dies with all 200 only on its disk.
    expect(await serverTrades(request, userId)).toEqual([])

    await a.kill()
    a = await a.relaunch()
    devices.push(a)
    // Still offline when it comes back: what it shows is what survived on disk.
    await a.context.setOffline(true)
    await a.page.goto('/journal')
    // A cold browser recovering a killed profile serves the app from its worker's cache; on this
    // loaded machine that first paint can take longer than one expect's default.
    await expect(a.page.getByRole('heading', { level: 1, name: 'Trades' }), `first paint after the restart at ${a.page.url()}`).toBeVisible({ timeout: 30_000 })
    await expect(a.journal.summary()).toContainText('200 trades', { timeout: 20_000 })
    expect(sorted(await a.localTrades())).toEqual(sorted(written))
    await expect(a.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'offline')

    // Back online: everything goes out with no action from the trader.
    await a.context.setOffline(false)
    await a.expectSynced(60_000)
    await expect.poll(async () => (await serverTrades(request, userId)).length, { timeout: 60_000 }).toBe(200)
    const onServer = await serverTrades(request, userId)
    expect(onServer.map((row) => row.id).sort()).toEqual(written.map((trade) => trade.id).sort())
    const writtenById = new Map(written.map((trade) => [trade.id, trade]))
    for (const row of onServer) {
      expect(row.deleted).toBe(false)
      expect({ symbol: row.doc.symbol, notes: row.doc.notes }).toEqual({ symbol: writtenById.get(row.id)?.symbol, notes: writtenById.get(row.id)?.notes })
    }

    // Device B, same account, a profile of its own: the same 200.
    const b = await Device.launch('b')
    devices.push(b)
    await b.signIn(account.email, account.password)
    await b.journal.open()
    await expect(b.journal.summary()).toContainText('200 trades', { timeout: 30_000 })
    expect(sorted(await b.localTrades())).toEqual(sorted(written))
    for (const symbol of BY_HAND) await expect(b.journal.row(symbol)).toHaveCount(1)
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})

// localStorage reaches the disk up to a minute late, IndexedDB as soon as a write completes: the
// device-only profile's id must survive with the journal it names, or the trader is signed out and
// the next sign-in opens a new, empty journal beside the lost one.
test('a device-only journal killed seconds after its first trade reopens signed in, with the trade', async () => {
  const devices: Device[] = []
  try {
    let device = await Device.launch('local')
    devices.push(device)
    await new AppPage(device.page).signInLocally('Crash Trader')
    await device.journal.open()
    await device.journal.addTrade(btcLong)
    await expect(device.journal.summary()).toContainText('1 trade')

    await device.kill()
    device = await device.relaunch()
    devices.push(device)
    await device.page.goto('/journal')
    await expect(device.page.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible({ timeout: 30_000 })
    await expect(device.journal.summary()).toContainText('1 trade', { timeout: 20_000 })
    await expect(device.journal.row(btcLong.Symbol)).toHaveCount(1)
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})

function sorted<T extends { id: string; symbol: string; notes: string; isDeleted: boolean }>(trades: readonly T[]) {
  return trades.map(({ id, symbol, notes, isDeleted }) => ({ id, symbol, notes, isDeleted })).sort((x, y) => x.id.localeCompare(y.id))
}
