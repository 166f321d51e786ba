import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { ConnectivityState } from '../../../sync/connectivity'
import type { SyncHandle } from '../../../sync'
import { startTestBackend, type TestBackend } from '../backend/support/test-backend'
import { controllableNetwork, createUser, type Device, openDevice, settle, startDevice, type TestUser, tradeInput, userClient, waitFor } from './support/sync-kit'

// Guarantee 7 and 4 under realtime faults: the socket that drives the connectivity state machine drops
// mid-session. The status must stop claiming a live link, nothing written meanwhile may be lost, and
// the pull when the socket is back catches up the events it missed (polling is switched off here, so
// only the reconnect can bring them).

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

const NEVER = 60 * 60_000

/**
 * A realtime transport the test can fault: `drop()` kills the open sockets as a dead link would (no
 * close handshake), and while `blocked` every new socket fails to connect, so the client keeps
 * reconnecting with its backoff until `blocked` is lifted.
 */
function faultyRealtime(backendUrl: string) {
  const sockets = new Set<WebSocket>()
  let blocked = false
  class FaultyWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      // Port 9 (discard) refuses at once on the loopback: the reconnect fails like a dead network.
      super(blocked ? String(address).replace(new URL(backendUrl).host, '127.0.0.1:9') : address, protocols)
      sockets.add(this)
      this.on('close', () => sockets.delete(this))
    }
  }
  return {
    transport: FaultyWebSocket,
    openSockets: () => [...sockets].filter((socket) => socket.readyState === WebSocket.OPEN).length,
    drop() {
      for (const socket of sockets) socket.terminate()
    },
    setBlocked(value: boolean) {
      blocked = value
    },
  }
}

function realtimeClient(user: TestUser, transport: unknown, fetchImpl: typeof fetch = fetch): SupabaseClient {
  return createClient(backend.url, backend.keys.anonKey, {
    accessToken: async () => user.token,
    // Reconnect quickly so the test does not sit out the client's 1-10 s steps.
    realtime: { transport: transport as never, reconnectAfterMs: () => 100 },
    global: { fetch: fetchImpl },
  })
}

function recordStates(handle: SyncHandle): { states: ConnectivityState[]; stop(): void } {
  const states: ConnectivityState[] = []
  const subscription = handle.status$.subscribe((status) => {
    if (states.at(-1) !== status.state) states.push(status.state)
  })
  return { states, stop: () => subscription.unsubscribe() }
}

describe('realtime socket faults', () => {
  it('a socket dropped mid-session: the status leaves synced, edits on both sides meanwhile are kept and arrive after the reconnect', async () => {
    const user = await createUser(backend)
    const a = await openDevice(user, 'a')
    const b = await openDevice(user, 'b')
    devices.push(a, b)
    const socket = faultyRealtime(backend.url)
    const syncA = await startDevice(a, userClient(backend, user), { pollIntervalMs: NEVER })
    const syncB = await startDevice(b, realtimeClient(user, socket.transport), { realtime: true, pollIntervalMs: NEVER })
    handles.push(syncA, syncB)
    await settle(syncA, syncB)
    await waitFor(() => socket.openSockets() === 1, 15_000, 'B opens its realtime socket')
    const first = await a.trades.insert(tradeInput({ notes: 'before the drop' }))
    await waitFor(async () => (await b.trades.get(first.id))?.notes === 'before the drop', 15_000, 'B receives a live edit')
    await waitFor(() => syncB.getStatus().state === 'synced', 15_000, 'B synced')

    const recorder = recordStates(syncB)
    socket.setBlocked(true)
    socket.drop()
    // The socket was one of the signals saying "connected": without it the status must not stay synced.
    await waitFor(() => recorder.states.some((state) => state !== 'synced'), 15_000, 'B leaves synced when the socket drops')
    // The pull the drop triggers gets through (REST still works): synced again, polling off.
    await waitFor(() => syncB.getStatus().state === 'synced', 15_000, 'B synced after the drop')

    // Written while B's socket is down: A's edits would have come as events B never hears.
    await a.trades.patch(first.id, { notes: 'edited while the socket was down' })
    const second = await a.trades.insert(tradeInput({ notes: 'new while the socket was down' }))
    const fromB = await b.trades.insert(tradeInput({ notes: 'written on B meanwhile' }))
    await syncA.awaitInSync()
    // B's own write still reaches the server: REST does not depend on the socket.
    await waitFor(async () => (await backend.db.query('select 1 from public.trades where id = $1', [fromB.id])).rows.length === 1, 15_000, "B's write reaches the server")

    await syncB.awaitInSync()
    expect((await b.trades.get(first.id))?.notes).toBe('before the drop')
    expect(await b.trades.get(second.id)).toBeNull()

    socket.setBlocked(false)
    await waitFor(() => socket.openSockets() === 1, 15_000, 'B reconnects its socket')
    // No poll runs and no event was heard: only the pull on reconnect brings these.
    await waitFor(async () => (await b.trades.get(first.id))?.notes === 'edited while the socket was down', 15_000, 'B catches up the edit')
    await waitFor(async () => (await b.trades.get(second.id)) !== null, 15_000, 'B catches up the new trade')
    await waitFor(() => syncB.getStatus().state === 'synced', 15_000, 'B synced again')
    recorder.stop()
    expect(recorder.states.at(-1)).toBe('synced')

    // Live again: a later edit arrives through the new socket.
    await a.trades.patch(second.id, { notes: 'after the reconnect' })
    await waitFor(async () => (await b.trades.get(second.id))?.notes === 'after the reconnect', 15_000, 'B receives live edits again')

    await settle(syncA, syncB)
    const notes = async (device: Device) => (await device.trades.list()).map((trade) => trade.notes).sort()
    const expected = ['after the reconnect', 'edited while the socket was down', 'written on B meanwhile']
    expect(await notes(a)).toEqual(expected)
    expect(await notes(b)).toEqual(expected)
    const { rows } = await backend.db.query<{ n: string }>('select count(*) as n from public.trades where user_id = $1', [user.id])
    expect(Number(rows[0]!.n)).toBe(3)
  }, 90_000)

  it('the link dies under a live socket (no offline event): the status goes retrying or offline, and the reopened socket ends the wait at once', async () => {
    const user = await createUser(backend)
    const a = await openDevice(user, 'a')
    const b = await openDevice(user, 'b')
    devices.push(a, b)
    const socket = faultyRealtime(backend.url)
    const network = controllableNetwork()
    const syncA = await startDevice(a, userClient(backend, user), { pollIntervalMs: NEVER })
    // Long backoff: only the socket coming back may end the wait in time.
    const syncB = await startDevice(b, realtimeClient(user, socket.transport, network.fetch), {
      realtime: true,
      pollIntervalMs: NEVER,
      connectivity: { baseDelayMs: 60_000, maxDelayMs: 60_000 },
    })
    handles.push(syncA, syncB)
    await settle(syncA, syncB)
    await waitFor(() => socket.openSockets() === 1, 15_000, 'B opens its realtime socket')

    const recorder = recordStates(syncB)
    // A captive portal or a dead mobile link: B hears no offline event (it has no browser signals
    // here), requests fail and the socket dies.
    network.setOnline(false)
    socket.setBlocked(true)
    socket.drop()
    const pending = await b.trades.insert(tradeInput({ notes: 'typed on the dead link' }))
    await waitFor(() => ['retrying', 'offline'].includes(syncB.getStatus().state), 15_000, 'B shows the link is down')
    expect(syncB.getStatus().pendingChanges).toBeGreaterThan(0)

    network.setOnline(true)
    socket.setBlocked(false)
    await waitFor(
      async () => (await backend.db.query('select 1 from public.trades where id = $1', [pending.id])).rows.length === 1,
      15_000,
      "B's edit reaches the server before the backoff ends",
    )
    const fromA = await a.trades.insert(tradeInput({ notes: 'from A' }))
    await syncA.awaitInSync()
    await waitFor(async () => (await b.trades.get(fromA.id)) !== null, 15_000, 'B receives A’s trade')
    await waitFor(() => syncB.getStatus().state === 'synced', 15_000, 'B synced again')
    recorder.stop()
    expect(recorder.states).toContain('synced')
  }, 90_000)
})
