import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import type { SyncHandle } from '../../../sync'
import { DEFAULT_PUSH_BATCH_SIZE } from '../../../sync/replication/start-sync'
import { startTestBackend, type TestBackend } from '../backend/support/test-backend'
import { controllableNetwork, createUser, type Device, openDevice, serverRows, settle, startDevice, tradeInput, userClient } from './support/sync-kit'

// A backlog of offline edits goes out in batches of DEFAULT_PUSH_BATCH_SIZE rows (250: fewer round
// trips, see start-sync.ts), through the real gateway and its body limit, with nothing lost.
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

it('pushes offline edits in batches of the default size once back online', async () => {
  const user = await createUser(backend)
  const device = await openDevice(user, 'batches')
  devices.push(device)
  const created = await device.trades.insertMany(Array.from({ length: 600 }, (_, i) => tradeInput({ notes: `t${i}` })))
  const network = controllableNetwork()
  const pushSizes: number[] = []
  const counting: typeof fetch = async (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('/rpc/sync_push')) pushSizes.push(JSON.parse(String(init?.body)).p_rows.length)
    return network.fetch(input, init)
  }
  const handle = await startDevice(device, userClient(backend, user, counting), { browser: network.signals })
  handles.push(handle)
  await settle(handle)
  expect(Math.max(...pushSizes)).toBe(DEFAULT_PUSH_BATCH_SIZE)

  network.setOnline(false)
  for (const trade of created) await device.trades.patch(trade.id, { notes: `${trade.notes} offline` })
  pushSizes.length = 0
  network.setOnline(true)
  await settle(handle)

  expect(Math.max(...pushSizes)).toBe(DEFAULT_PUSH_BATCH_SIZE)
  expect(pushSizes.reduce((sum, size) => sum + size, 0)).toBeGreaterThanOrEqual(600)
  const rows = await serverRows(backend, 'trades', user.id)
  expect(rows.map((row) => (row.doc as { notes: string }).notes).sort()).toEqual(created.map((trade) => `${trade.notes} offline`).sort())
}, 120_000)
