import { expect, test } from '@playwright/test'
import { createAccount } from './support/auth-page'
import { Device, type FaultLog, injectSyncFaults, seededRandom, serverTrades, writeWithEdits } from './support/devices'
import { btcLong } from './support/journal-page'

// sync/README.md "Failure modes": a fifth of the replication calls of two devices fail with a 500, a
// 503, a connection reset or a dropped response (the server committed, the answer never came). No
// trade is lost, none is written twice, no spurious conflict appears, and the indicator shows
// 'Retrying' and recovers to 'Synced'.

const faultsOf = (log: FaultLog) => log.faults['500'] + log.faults['503'] + log.faults.reset + log.faults.dropped

test('500, 503 and dropped responses on a fifth of sync requests: no loss, no duplicate; the indicator retries and recovers', async ({ request }) => {
  test.setTimeout(240_000)
  const account = await createAccount(request, 'Faulty Server Trader')
  const devices: Device[] = []
  try {
    const a = await Device.launch('a')
    devices.push(a)
    const b = await Device.launch('b')
    devices.push(b)
    const logs: FaultLog[] = []
    for (const [index, device] of devices.entries()) {
      await device.signIn(account.email, account.password)
      logs.push(await injectSyncFaults(device.context, seededRandom(500 + index), 0.2))
      await device.journal.open()
    }
    const userId = await a.userId()

    const expected = new Map<string, string>()
    // At least 25 trades each, and on until every kind of fault has hit the device at least twice.
    const writes = (device: Device, log: FaultLog, seed: number, offset: number) =>
      writeWithEdits(device, expected, {
        random: seededRandom(seed),
        offset,
        gapMs: [50, 200],
        more: (n) => {
          expect(n, `faults so far on ${device.name}: ${JSON.stringify(log.faults)}`).toBeLessThan(400)
          return n < 25 || faultsOf(log) < 8
        },
      })
    await Promise.all([writes(a, logs[0]!, 5, 0), writes(b, logs[1]!, 6, 1000)])
    await a.journal.addTrade({ ...btcLong, Symbol: 'ETHUSDT', Notes: 'typed on a' })
    await b.journal.addTrade({ ...btcLong, Symbol: 'SOLUSDT', Notes: 'typed on b' })
    for (const [device, notes] of [
      [a, 'typed on a'],
      [b, 'typed on b'],
    ] as const) {
      const typed = (await device.localTrades()).find((trade) => trade.notes === notes)
      expect(typed, notes).toBeDefined()
      expected.set(typed!.id, notes)
    }
    for (const log of logs) for (const count of Object.values(log.faults)) expect(count, JSON.stringify(log)).toBeGreaterThanOrEqual(2)
    const want = [...expected].map(([id, notes]) => ({ id, notes })).sort(byId)

    // Everything arrives once, with its last edit, while the faults keep firing...
    await expect.poll(async () => (await serverTrades(request, userId)).map((row) => ({ id: row.id, notes: row.doc.notes })).sort(byId), { timeout: 120_000 }).toEqual(want)
    for (const device of devices) {
      await expect.poll(async () => (await device.localTrades()).map(({ id, notes }) => ({ id, notes })).sort(byId), { timeout: 120_000, message: device.name }).toEqual(want)
    }
    // ...and a dropped answer to a committed push never turned into a conflict or a second write.
    const rows = await serverTrades(request, userId)
    expect(rows.filter((row) => row.deleted || (row.doc.conflicts?.length ?? 0) > 0)).toEqual([])
    for (const device of devices) expect((await device.localTrades()).filter((trade) => (trade.conflicts?.length ?? 0) > 0)).toEqual([])

    // The indicator said so while it happened, and recovered.
    for (const device of devices) {
      expect(await device.syncStates(), device.name).toContain('retrying')
      await device.expectSynced(60_000)
      await device.auth.syncIndicator().click()
      await expect(device.page.getByRole('region', { name: 'Sync' }).getByTestId('sync-pending')).toHaveText('0')
    }
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})

const byId = (x: { id: string }, y: { id: string }) => x.id.localeCompare(y.id)
