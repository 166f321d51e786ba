import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SyncHandle } from '../../../sync'
import { startTestBackend, type TestBackend } from '../backend/support/test-backend'
import { createUser, type Device, openDevice, settle, startDevice, tradeInput, userClient, waitFor } from './support/sync-kit'

// Realtime `postgres_changes` as a nudge: B pulls A's edit without polling or being asked.
let backend: TestBackend
const devices: Device[] = []
const handles: SyncHandle[] = []

beforeAll(async () => {
  backend = await startTestBackend('postgres')
}, 60_000)
afterAll(() => backend?.stop())
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.stop()))
  await Promise.all(devices.splice(0).map((device) => device.close()))
})

describe('realtime nudges', () => {
  it("an edit on device A reaches device B through the socket, and another user's edit never nudges B into seeing it", async () => {
    const user = await createUser(backend)
    const stranger = await createUser(backend)
    const a = await openDevice(user, 'a')
    const b = await openDevice(user, 'b')
    const s = await openDevice(stranger, 's')
    devices.push(a, b, s)
    // Polling far away: only the socket can bring the change in time.
    const never = 60 * 60_000
    const syncA = await startDevice(a, userClient(backend, user), { pollIntervalMs: never })
    const syncB = await startDevice(b, userClient(backend, user), { realtime: true, pollIntervalMs: never })
    const syncS = await startDevice(s, userClient(backend, stranger), { pollIntervalMs: never })
    handles.push(syncA, syncB, syncS)
    await settle(syncA, syncB, syncS)

    const trade = await a.trades.insert(tradeInput({ notes: 'live' }))
    await s.trades.insert(tradeInput({ notes: 'not yours' }))
    await waitFor(async () => (await b.trades.get(trade.id))?.notes === 'live', 15_000, 'B receives the trade')
    await a.trades.patch(trade.id, { notes: 'live, edited' })
    await waitFor(async () => (await b.trades.get(trade.id))?.notes === 'live, edited', 15_000, 'B receives the edit')
    await settle(syncS)
    expect((await b.trades.list()).map((t) => t.notes)).toEqual(['live, edited'])
  })
})
