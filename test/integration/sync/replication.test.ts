import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Trade } from '../../../src/db'
import type { SyncHandle } from '../../../sync'
import { removeWidget } from '../../../src/domain/dashboard-layout/grid-layout'
import { defaultLayout } from '../../../src/domain/dashboard-layout/widget-catalog'
import { startTestBackend, type TestBackend } from '../backend/support/test-backend'
import { controllableNetwork, createUser, type Device, openDevice, serverRows, settle, startDevice, tradeInput, userClient, waitFor } from './support/sync-kit'

// Two or more "devices" (local RxDB databases) against the real local backend on PostgreSQL 15:
// sync_pull / sync_push through supabase-js, row-level security for real.
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

async function device(user: Awaited<ReturnType<typeof createUser>>, name: string): Promise<Device> {
  const opened = await openDevice(user, name)
  devices.push(opened)
  return opened
}

async function sync(target: Device, options: Parameters<typeof startDevice>[2] & { fetch?: typeof fetch } = {}): Promise<SyncHandle> {
  const { fetch: fetchImpl, ...rest } = options
  const handle = await startDevice(target, userClient(backend, target.user, fetchImpl), rest)
  handles.push(handle)
  return handle
}

const byId = (trades: Trade[]) => [...trades].sort((a, b) => a.id.localeCompare(b.id))

describe('replication against the local backend', () => {
  it('two devices of one user converge, preferences included', async () => {
    const user = await createUser(backend)
    const a = await device(user, 'a')
    const b = await device(user, 'b')
    await a.trades.insertMany([tradeInput({ notes: 'a1' }), tradeInput({ notes: 'a2' }), tradeInput({ notes: 'a3' })])
    await b.trades.insertMany([tradeInput({ notes: 'b1' }), tradeInput({ notes: 'b2' })])
    await a.preferences.set('customization', { calmModeEnabled: true, unlockedThemes: ['ocean'] })
    await b.preferences.set('profile', { fullName: 'Ada' } as never)
    await a.preferences.set('xpLevel', { currentLevel: 3, xp: 420 })

    const syncA = await sync(a)
    const syncB = await sync(b)
    await settle(syncA, syncB)

    const tradesA = byId(await a.trades.list())
    const tradesB = byId(await b.trades.list())
    expect(tradesA.map((trade) => trade.notes).sort()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2'])
    expect(tradesB).toEqual(tradesA)
    expect(tradesA.every((trade) => trade.serverRevision === '1')).toBe(true)
    expect(await serverRows(backend, 'trades', user.id)).toHaveLength(5)

    expect(await b.preferences.get('customization')).toMatchObject({ calmModeEnabled: true, unlockedThemes: ['ocean'], activeTheme: null })
    expect(await b.preferences.get('xpLevel')).toEqual({ currentLevel: 3, xp: 420 })
    expect(await a.preferences.get('profile')).toMatchObject({ fullName: 'Ada' })
    // The spec tables hold the spec fields in their snake_case columns.
    const [customization] = await serverRows(backend, 'user_customization_preferences', user.id)
    expect(customization).toMatchObject({ calm_mode_enabled: true, sound_enabled: true, active_theme: 'default', unlocked_themes: ['ocean'] })
    const [xp] = await serverRows(backend, 'user_xp_levels', user.id)
    expect(xp).toMatchObject({ current_level: 3, doc: expect.objectContaining({ value: { xp: 420 } }) })
    expect(syncA.getStatus()).toMatchObject({ state: 'synced', pendingChanges: 0, setAsideRows: 0 })
    expect(syncA.getStatus().lastSyncedAt).not.toBeNull()
  })

  it('preferences set on two devices before either reached the server: each device keeps what it set', async () => {
    const user = await createUser(backend)
    const a = await device(user, 'a')
    const b = await device(user, 'b')
    const desktop = defaultLayout('desktop')
    // As Settings > Trading saves: every field of the form, only some of them changed.
    await a.preferences.set('tradingDefaults', { breakevenBand: '5', defaultExchange: 'Bybit', defaultAccountId: null, initialCapital: '0' })
    await a.preferences.set('profile', { timeZone: 'Europe/Lisbon' })
    await a.preferences.set('dashboardLayouts', { layouts: { 'dashboard:desktop': removeWidget(desktop, 'fees-funding') } })
    await b.preferences.set('tradingDefaults', { breakevenBand: '0', defaultExchange: null, defaultAccountId: null, initialCapital: '15000' })
    await b.preferences.set('dashboardLayouts', { layouts: { 'dashboard:desktop': removeWidget(desktop, 'recent-trades') } })

    const syncA = await sync(a)
    await settle(syncA)
    const syncB = await sync(b)
    await settle(syncB, syncA)

    for (const [name, journal] of [['a', a] as const, ['b', b] as const]) {
      expect(await journal.preferences.get('tradingDefaults'), name).toMatchObject({ breakevenBand: '5', defaultExchange: 'Bybit', initialCapital: '15000' })
      expect((await journal.preferences.get('profile')).timeZone, name).toBe('Europe/Lisbon')
      const widgets = (await journal.preferences.get('dashboardLayouts')).layouts['dashboard:desktop']?.map((item) => item.widget)
      expect(widgets, name).toHaveLength(desktop.length - 2)
      expect(widgets, name).not.toContain('fees-funding')
      expect(widgets, name).not.toContain('recent-trades')
    }
    const docs = await Promise.all([a, b].map((journal) => journal.rxDatabase.collections.preferences.find().exec()))
    expect(docs.flat().flatMap((doc) => doc.toJSON().conflicts ?? [])).toEqual([])
    const [rowA, rowB] = docs.map((list) => list.map((doc) => ({ id: doc.id, value: doc.toJSON().value })).sort((x, y) => x.id.localeCompare(y.id)))
    expect(rowB).toEqual(rowA)
  })

  it('pulls a spec column changed on the server by another client (camelCase on the device)', async () => {
    const user = await createUser(backend)
    const a = await device(user, 'a')
    await a.preferences.set('customization', { soundEnabled: true })
    const syncA = await sync(a)
    await settle(syncA)
    // docs/product.md's "Update calm_mode_enabled, sound_enabled or animation_speed, filter by user_id".
    const { error } = await userClient(backend, user).from('user_customization_preferences').update({ sound_enabled: false, animation_speed: 'fast' }).eq('user_id', user.id)
    expect(error).toBeNull()
    await settle(syncA)
    expect(await a.preferences.get('customization')).toMatchObject({ soundEnabled: false, animationSpeed: 'fast' })
  })

  it('an edit made offline is pushed once the network is back, and counted while waiting', async () => {
    const user = await createUser(backend)
    const a = await device(user, 'a')
    const b = await device(user, 'b')
    const network = controllableNetwork()
    const trade = await a.trades.insert(tradeInput({ notes: 'before' }))
    const syncA = await sync(a, { fetch: network.fetch, browser: network.signals })
    const syncB = await sync(b)
    await settle(syncA, syncB)

    network.setOnline(false)
    await a.trades.patch(trade.id, { notes: 'written offline' })
    await a.trades.insert(tradeInput({ notes: 'new offline' }))
    await waitFor(() => syncA.getStatus().pendingChanges === 2, 5000, 'two changes waiting')
    expect(syncA.getStatus()).toMatchObject({ state: 'offline', online: false })

    network.setOnline(true)
    await settle(syncA, syncB)
    expect((await b.trades.get(trade.id))?.notes).toBe('written offline')
    expect((await b.trades.list()).map((t) => t.notes).sort()).toEqual(['new offline', 'written offline'])
    expect(syncA.getStatus()).toMatchObject({ state: 'synced', pendingChanges: 0, online: true })
  })

  it('merges a conflict field by field and keeps the losing setup visible', async () => {
    const user = await createUser(backend)
    const a = await device(user, 'a')
    const b = await device(user, 'b')
    const networkA = controllableNetwork()
    const networkB = controllableNetwork()
    const setupA = randomUUID()
    const setupB = randomUUID()
    const trade = await a.trades.insert(tradeInput({ notes: 'plan', setupId: randomUUID() }))
    const syncA = await sync(a, { fetch: networkA.fetch, browser: networkA.signals })
    const syncB = await sync(b, { fetch: networkB.fetch, browser: networkB.signals })
    await settle(syncA, syncB)

    networkA.setOnline(false)
    networkB.setOnline(false)
    await a.trades.patch(trade.id, { notes: 'exited too early', setupId: setupA })
    await b.trades.patch(trade.id, { exitPrice: '66000.5', setupId: setupB })
    networkB.setOnline(true)
    await settle(syncB)
    networkA.setOnline(true)
    await settle(syncA, syncB)

    const onA = await a.trades.get(trade.id)
    const onB = await b.trades.get(trade.id)
    expect(onA).toEqual(onB)
    expect(onA).toMatchObject({ notes: 'exited too early', exitPrice: '66000.5', setupId: setupB })
    expect(onA?.conflicts).toEqual([{ field: 'setupId', lostValue: JSON.stringify(setupA), detectedAt: expect.any(String) }])
    const [row] = await serverRows(backend, 'trades', user.id)
    expect(row?.doc).toMatchObject({ notes: 'exited too early', exitPrice: '66000.5', setupId: setupB, conflicts: onA?.conflicts })
  })

  it('an edit made offline wins over a move to the trash on another device, whichever reaches the server first', async () => {
    const user = await createUser(backend)
    const a = await device(user, 'a')
    const b = await device(user, 'b')
    const networkA = controllableNetwork()
    const networkB = controllableNetwork()
    const [deletedFirst, editedFirst] = await a.trades.insertMany([tradeInput({ notes: 'one' }), tradeInput({ notes: 'two' })])
    const syncA = await sync(a, { fetch: networkA.fetch, browser: networkA.signals })
    const syncB = await sync(b, { fetch: networkB.fetch, browser: networkB.signals })
    await settle(syncA, syncB)

    networkA.setOnline(false)
    networkB.setOnline(false)
    await a.trades.softDelete(deletedFirst!.id)
    await a.trades.patch(editedFirst!.id, { exitPrice: '66000' })
    await b.trades.patch(deletedFirst!.id, { notes: 'B typed this after A deleted it' })
    await b.trades.softDelete(editedFirst!.id)
    networkA.setOnline(true)
    await settle(syncA)
    networkB.setOnline(true)
    await settle(syncB, syncA)

    const undone = [{ field: 'isDeleted', lostValue: 'true', detectedAt: expect.any(String) }]
    const onA = byId(await a.trades.list())
    expect(byId(await b.trades.list())).toEqual(onA)
    expect(await a.trades.get(deletedFirst!.id)).toMatchObject({ isDeleted: false, notes: 'B typed this after A deleted it', conflicts: undone })
    expect(await a.trades.get(editedFirst!.id)).toMatchObject({ isDeleted: false, exitPrice: '66000', conflicts: undone })
    const server = (await serverRows(backend, 'trades', user.id)).map((row) => ({ ...(row.doc as Trade), id: row.id as string }))
    expect(byId(server)).toMatchObject(onA.map(({ id, notes, isDeleted, conflicts }) => ({ id, notes, isDeleted, conflicts })))
  })

  it('loses and duplicates nothing when sync requests fail with 500, 503 or a dropped response', async () => {
    const user = await createUser(backend)
    const a = await device(user, 'a')
    const b = await device(user, 'b')
    let count = 0
    const faults: string[] = []
    const faulty: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (!url.includes('/rest/v1/rpc/sync_')) return fetch(input, init)
      count++
      // Every third sync request fails, cycling through the three faults.
      if (count % 3 !== 0) return fetch(input, init)
      const fault = ['500', '503', 'dropped'][(count / 3) % 3] as string
      faults.push(fault)
      if (fault === 'dropped') {
        // The server commits, the answer never arrives.
        await fetch(input, init)
        throw new TypeError('fetch failed')
      }
      return new Response(JSON.stringify({ message: 'injected' }), { status: Number(fault), headers: { 'content-type': 'application/json' } })
    }
    const created = await a.trades.insertMany(Array.from({ length: 40 }, (_, i) => tradeInput({ notes: `t${i}` })))
    const syncA = await sync(a, { fetch: faulty, pushBatchSize: 7, pullBatchSize: 9 })
    const syncB = await sync(b, { fetch: faulty, pullBatchSize: 9 })
    await settle(syncA, syncB)
    for (const trade of created.slice(0, 12)) await a.trades.patch(trade.id, { notes: `${trade.notes} edited` })
    await settle(syncA, syncB)

    expect(new Set(faults)).toEqual(new Set(['500', '503', 'dropped']))
    const rows = await serverRows(backend, 'trades', user.id)
    expect(rows).toHaveLength(40)
    const expected = created.map((trade, i) => (i < 12 ? `${trade.notes} edited` : trade.notes)).sort()
    expect(rows.map((row) => (row.doc as { notes: string }).notes).sort()).toEqual(expected)
    const onB = await b.trades.list()
    expect(onB).toHaveLength(40)
    expect(onB.map((trade) => trade.notes).sort()).toEqual(expected)
    expect(byId(onB)).toEqual(byId(await a.trades.list()))
    // Listed with their trade, so a failure says which field and value were taken for a conflict.
    expect(onB.flatMap((trade) => (trade.conflicts ?? []).map((conflict) => ({ notes: trade.notes, ...conflict })))).toEqual([])
  })

  it("never gives user B user A's rows; a row B cannot own is set aside and the rest sync", async () => {
    const userA = await createUser(backend)
    const userB = await createUser(backend)
    const a = await device(userA, 'a')
    const b = await device(userB, 'b')
    const secret = await a.trades.insert(tradeInput({ notes: 'private to A' }))
    await a.preferences.set('customization', { calmModeEnabled: true })
    const syncA = await sync(a)
    await settle(syncA)

    // B's device holds a row whose key is A's trade: the server refuses it for good.
    await b.trades.upsert({ ...tradeInput({ notes: 'B tries the same id' }), id: secret.id })
    await b.trades.insertMany([tradeInput({ notes: 'b1' }), tradeInput({ notes: 'b2' })])
    const syncB = await sync(b)
    await settle(syncB)

    expect((await b.trades.list()).map((trade) => trade.notes).sort()).toEqual(['B tries the same id', 'b1', 'b2'])
    expect((await b.preferences.get('customization')).calmModeEnabled).toBe(false)
    expect((await serverRows(backend, 'trades', userB.id)).map((row) => (row.doc as { notes: string }).notes).sort()).toEqual(['b1', 'b2'])
    const [aRow] = (await serverRows(backend, 'trades', userA.id)).filter((row) => row.id === secret.id)
    expect((aRow?.doc as { notes: string }).notes).toBe('private to A')

    const setAside = await b.outbox.find({ kind: 'rejectedRow', state: 'setAside' })
    expect(setAside).toHaveLength(1)
    expect(setAside[0]).toMatchObject({ collectionName: 'trades', documentId: secret.id, reason: expect.stringContaining('23505') })
    expect(syncB.getStatus()).toMatchObject({ state: 'synced', setAsideRows: 1, pendingChanges: 0 })
    expect(syncB.getStatus().lastError).toMatchObject({ kind: 'rejected' })
  })

  it('resumes an interrupted first sync from its checkpoint', async () => {
    const user = await createUser(backend)
    const a = await device(user, 'a')
    const b = await device(user, 'b')
    await a.trades.insertMany(Array.from({ length: 60 }, (_, i) => tradeInput({ notes: `r${i}` })))
    await settle(await sync(a))

    // First session of B: the first page of trades arrives, then the network dies.
    const network = controllableNetwork()
    const pulls: { stamp: unknown }[] = []
    let cutAfterFirstPage = true
    const watching: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.endsWith('/rpc/sync_pull')) {
        const body = JSON.parse(String(init?.body)) as { p_table: string; p_checkpoint_stamp: unknown }
        if (body.p_table === 'trades') {
          pulls.push({ stamp: body.p_checkpoint_stamp })
          if (cutAfterFirstPage && pulls.length > 1) network.setOnline(false)
        }
      }
      return network.fetch(input, init)
    }
    const first = await sync(b, { fetch: watching, browser: network.signals, pullBatchSize: 25 })
    await waitFor(async () => (await b.trades.count()) === 25, 10_000, 'first page stored')
    await first.stop()
    handles.splice(handles.indexOf(first), 1)

    cutAfterFirstPage = false
    network.setOnline(true)
    pulls.length = 0
    const second = await sync(b, { fetch: watching, pullBatchSize: 25 })
    await settle(second)
    expect(await b.trades.count()).toBe(60)
    expect(pulls[0]?.stamp).not.toBeNull()
  })
})
