import { expect, test } from '@playwright/test'
import { createAccount } from './support/auth-page'
import { Device, flapNetwork, seededRandom, serverTrades, writeWithEdits } from './support/devices'
import { btcLong } from './support/journal-page'

// docs/sync.md guarantee 3 (convergence) under a network that keeps coming and going: two devices write
// and edit while each one's network flaps at random; afterwards both devices and the server hold
// exactly the trades written, once each, with their last edits.

const WRITES_PER_DEVICE = 30

test('two devices writing on a flapping network converge with no duplicate and no lost trade', async ({ request }) => {
  test.setTimeout(240_000)
  const account = await createAccount(request, 'Flapping Trader')
  const devices: Device[] = []
  try {
    const a = await Device.launch('a')
    devices.push(a)
    const b = await Device.launch('b')
    devices.push(b)
    for (const device of devices) {
      await device.signIn(account.email, account.password)
      await device.offline.installAndControl()
      await device.journal.open()
    }
    const userId = await a.userId()

    /** What each trade must end as: id -> notes. */
    const expected = new Map<string, string>()
    const flappers = [flapNetwork(a, seededRandom(11)), flapNetwork(b, seededRandom(22))]
    // Writes and edits while the link comes and goes.
    const writes = (device: Device, seed: number, offset: number) =>
      writeWithEdits(device, expected, { random: seededRandom(seed), offset, more: (n) => n < WRITES_PER_DEVICE, gapMs: [100, 300] })
    await Promise.all([writes(a, 1, 0), writes(b, 2, 1000)])
    // One trade each through the form, in the middle of the flapping too.
    await a.journal.addTrade({ ...btcLong, Symbol: 'ETHUSDT', Notes: 'typed on a' })
    await b.journal.addTrade({ ...btcLong, Symbol: 'SOLUSDT', Notes: 'typed on b' })
    const spells = await Promise.all(flappers.map((flapper) => flapper.stop()))
    // The disturbance really happened on both devices, both kinds.
    for (const { offlineSpells, deadSpells } of spells) expect(offlineSpells + deadSpells).toBeGreaterThan(3)
    expect(spells.reduce((sum, spell) => sum + spell.offlineSpells, 0)).toBeGreaterThan(0)
    expect(spells.reduce((sum, spell) => sum + spell.deadSpells, 0)).toBeGreaterThan(0)

    for (const [device, notes] of [
      [a, 'typed on a'],
      [b, 'typed on b'],
    ] as const) {
      const typed = (await device.localTrades()).find((trade) => trade.notes === notes)
      expect(typed, notes).toBeDefined()
      expected.set(typed!.id, notes)
    }
    const want = [...expected].map(([id, notes]) => ({ id, notes })).sort(byId)
    expect(want).toHaveLength(2 * WRITES_PER_DEVICE + 2)

    // Converged: the server and both devices hold exactly these trades, once each, as last edited.
    await expect.poll(async () => (await serverTrades(request, userId)).map((row) => ({ id: row.id, notes: row.doc.notes })).sort(byId), { timeout: 90_000 }).toEqual(want)
    for (const device of devices) {
      await expect.poll(async () => (await device.localTrades()).map(({ id, notes }) => ({ id, notes })).sort(byId), { timeout: 90_000, message: device.name }).toEqual(want)
      await device.expectSynced()
      await expect(device.journal.summary()).toContainText(`${want.length} trades`)
    }
    // Nothing was set aside and nothing is left waiting.
    for (const row of await serverTrades(request, userId)) expect(row.deleted).toBe(false)
  } finally {
    for (const device of devices.reverse()) await device.close()
  }
})

const byId = (x: { id: string }, y: { id: string }) => x.id.localeCompare(y.id)
