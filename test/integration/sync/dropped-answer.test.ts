import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SyncHandle } from '../../../sync'
import { startTestBackend, type TestBackend } from '../backend/support/test-backend'
import { createUser, type Device, openDevice, serverRows, settle, startDevice, tradeInput, userClient } from './support/sync-kit'

// A push whose answer is lost (the server committed it) followed by an edit of the same row before
// the retry: found by test/e2e/sync-server-faults.spec.ts. RxDB cannot record the server state of
// that row (its conflict write loses to the newer edit), so the edit used to go out with no base,
// conflict with the device's own earlier write and lose its changed fields to `conflicts`.
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

describe('a dropped push answer', () => {
  it.each([
    ['edited before the retry', true],
    ['not edited', false],
  ])('%s: the last edit reaches the server, once, with no conflict recorded', async (_name, edit) => {
    const user = await createUser(backend)
    const device = await openDevice(user, 'a')
    devices.push(device)
    const trade = await device.trades.insert(tradeInput({ notes: 'first' }))
    let dropped = 0
    const faulty: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (!url.includes('/rest/v1/rpc/sync_push') || dropped > 0 || !String(init?.body ?? '').includes(trade.id)) return fetch(input, init)
      dropped++
      // The server commits; then the trader edits the trade; then the answer is lost.
      const answer = await fetch(input, init)
      expect(answer.ok).toBe(true)
      if (edit) await device.trades.patch(trade.id, { notes: 'edited while the answer was lost' })
      throw new TypeError('fetch failed')
    }
    const handle = await startDevice(device, userClient(backend, user, faulty))
    handles.push(handle)
    await settle(handle)
    await settle(handle)

    expect(dropped).toBe(1)
    const notes = edit ? 'edited while the answer was lost' : 'first'
    const rows = await serverRows(backend, 'trades', user.id)
    expect(rows.map((row) => ({ id: row.id, notes: (row.doc as { notes: string }).notes, conflicts: (row.doc as { conflicts?: unknown }).conflicts }))).toEqual([
      { id: trade.id, notes, conflicts: undefined },
    ])
    const local = await device.trades.get(trade.id)
    expect(local?.notes).toBe(notes)
    expect(local?.conflicts).toBeUndefined()
  })
})

// Found by adding latency to the fault test in replication.test.ts: a pull that reads the device's
// own write before that push's answer arrives was skipped by RxDB and never read again, so the
// device kept an old `serverRevision` (the next session's edit then met a needless conflict).
/** A promise with its resolve function (Node 20 has no Promise.withResolvers). */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((settle) => (resolve = settle))
  return { promise, resolve }
}

describe('a pull that reads the device’s own write before the push answer', () => {
  it('still brings the server revision to the device', async () => {
    const user = await createUser(backend)
    const device = await openDevice(user, 'a')
    devices.push(device)
    const notes = `first ${randomUUID()}`
    const committed = deferred<void>()
    const pullWaiting = deferred<void>()
    const pulled = deferred<boolean>()
    let armed = false
    const interleaving: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (armed && url.includes('/rest/v1/rpc/sync_pull') && String(init?.body ?? '').includes('"trades"')) {
        // A pull already under way when the trader saves: it reaches the server after the push.
        armed = false
        pullWaiting.resolve()
        await committed.promise
        const answer = await fetch(input, init)
        pulled.resolve((await answer.clone().text()).includes(notes))
        return answer
      }
      if (!url.includes('/rest/v1/rpc/sync_push') || !String(init?.body ?? '').includes(notes)) return fetch(input, init)
      // The server commits; its answer arrives after the pull has read the row.
      const answer = await fetch(input, init)
      committed.resolve()
      await pulled.promise
      return answer
    }
    const handle = await startDevice(device, userClient(backend, user, interleaving))
    handles.push(handle)
    await settle(handle)
    armed = true
    handle.syncNow()
    await pullWaiting.promise
    const trade = await device.trades.insert(tradeInput({ notes }))
    expect(await pulled.promise).toBe(true)
    await settle(handle)

    const [row] = await serverRows(backend, 'trades', user.id)
    expect(row?.revision).toBe('1')
    const local = await device.trades.get(trade.id)
    expect(local).toMatchObject({ notes, serverRevision: '1' })
    expect(local?.conflicts).toBeUndefined()
  })
})
