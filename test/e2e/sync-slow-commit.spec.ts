import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createAccount } from './support/auth-page'
import { backendDatabase, beginAsUser, Device, serverTrades } from './support/devices'
import { btcLong } from './support/journal-page'

// docs/sync.md guarantee 4, the commit-order gap: a server transaction takes its change stamp first but
// commits last, after a newer row was committed and the device has pulled. The device must still
// get the late row (a checkpoint that passed it would skip it for good).

test('a row committed late by a slow server transaction is still pulled by the device', async ({ request }) => {
  test.setTimeout(120_000)
  const account = await createAccount(request, 'Slow Commit Trader')
  const device = await Device.launch('slow')
  const slow = await backendDatabase()
  const fast = await backendDatabase()
  try {
    await device.signIn(account.email, account.password)
    const userId = await device.userId()
    await device.journal.open()
    // A trade from the app, whose server row is the template for the rows written on the server.
    await device.journal.addTrade(btcLong)
    await expect.poll(async () => (await serverTrades(request, userId)).length, { timeout: 30_000 }).toBe(1)
    const [template] = await serverTrades(request, userId)
    const doc = (symbol: string, notes: string) => ({ ...template!.doc, symbol, baseAsset: symbol.replace('USDT', ''), notes })

    // The slow transaction writes first (older stamp) and stays open...
    const slowId = randomUUID()
    await beginAsUser(slow, userId)
    await slow.query('insert into public.trades (id, doc) values ($1, $2)', [slowId, doc('ADAUSDT', 'committed late')])
    // ...while a second one writes a newer row and commits.
    const fastId = randomUUID()
    await beginAsUser(fast, userId)
    await fast.query('insert into public.trades (id, doc) values ($1, $2)', [fastId, doc('DOTUSDT', 'committed first')])
    await fast.query('commit')

    // The device pulls now, with the slow transaction still open.
    const pulled = device.page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/sync_pull') && response.request().postDataJSON()?.p_table === 'trades')
    await device.auth.syncIndicator().click()
    await device.page.getByRole('region', { name: 'Sync' }).getByRole('button', { name: 'Sync now' }).click()
    const during = await pulled
    expect(during.ok()).toBe(true)
    // The gap is real: that pull had to hold the newer row back (handing it out would have moved the
    // checkpoint past the older, uncommitted one for good).
    expect(((await during.json()) as { rows: { id: string }[] }).rows.map((row) => row.id)).not.toContain(fastId)
    await device.expectSynced()

    // The slow transaction commits; both rows reach the device without the trader doing anything.
    await slow.query('commit')
    await expect(device.journal.row('ADAUSDT')).toHaveCount(1, { timeout: 30_000 })
    await expect(device.journal.row('DOTUSDT')).toHaveCount(1)
    const local = await device.localTrades()
    expect(local.map((trade) => trade.id).sort()).toEqual([template!.id, slowId, fastId].sort())
    expect(local.find((trade) => trade.id === slowId)?.notes).toBe('committed late')
  } finally {
    await slow.query('rollback').catch(() => undefined)
    await Promise.all([slow.end().catch(() => undefined), fast.end().catch(() => undefined)])
    await device.close()
  }
})
