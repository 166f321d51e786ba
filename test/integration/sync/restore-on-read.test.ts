import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { computeMetrics } from '../../../src/domain/metrics'
import type { SyncHandle } from '../../../sync'
import { startTestBackend, type TestBackend } from '../backend/support/test-backend'
import { createUser, type Device, openDevice, settle, startDevice, userClient } from './support/sync-kit'

// Restore on read against the local backend on PostgreSQL 15: rows written over REST (as any client
// holding the user's token may, or a newer app version) are checked on the device before they reach
// the journal. Malformed rows are set aside with their reason; incomplete ones get their defaults.
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

const AT = '2025-03-01T10:00:00.000Z'
function tradeDoc(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    createdAt: AT,
    updatedAt: AT,
    isDeleted: false,
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'long',
    entryPrice: '60000',
    exitPrice: '61000',
    quantity: '0.1',
    openedAt: AT,
    closedAt: '2025-03-01T12:00:00.000Z',
    tagIds: [],
    notes: 'written over REST',
    screenshots: [],
    source: 'manual',
    ...fields,
  }
}

describe('restore on read of pulled rows', () => {
  it('sets malformed rows aside with their reasons, restores an incomplete one with defaults, and the metrics see only good rows', async () => {
    const user = await createUser(backend)
    const rest = userClient(backend, user)
    const { symbol: _symbol, ...withoutSymbol } = tradeDoc()
    const { tagIds: _t, notes: _n, screenshots: _s, isDeleted: _d, source: _o, ...onlyEssentials } = tradeDoc()
    const rows = {
      good: { id: randomUUID(), doc: tradeDoc() },
      incomplete: { id: randomUUID(), doc: onlyEssentials },
      wrongType: { id: randomUUID(), doc: tradeDoc({ quantity: 5 }) },
      missingRequired: { id: randomUUID(), doc: withoutSymbol },
      badEnum: { id: randomUUID(), doc: tradeDoc({ side: 'sideways' }) },
      absurdNumber: { id: randomUUID(), doc: tradeDoc({ entryPrice: 'a lot' }) },
      notANumberAtAll: { id: randomUUID(), doc: tradeDoc({ exitPrice: '1e400' }) },
    }
    const { error } = await rest.from('trades').insert(Object.values(rows))
    expect(error).toBeNull()

    const device = await openDevice(user, 'restore')
    devices.push(device)
    const handle = await startDevice(device, userClient(backend, user))
    handles.push(handle)
    await settle(handle)

    const trades = await device.trades.list()
    expect(trades.map((trade) => trade.id).sort()).toEqual([rows.good.id, rows.incomplete.id].sort())
    const restored = await device.trades.get(rows.incomplete.id)
    expect(restored).toMatchObject({ tagIds: [], notes: '', screenshots: [], isDeleted: false, source: 'manual', symbol: 'BTCUSDT', entryPrice: '60000' })

    const setAside = await device.outbox.find({ kind: 'unreadableRow', state: 'setAside' })
    const reasons = Object.fromEntries(setAside.map((item) => [item.documentId, item.reason]))
    expect(reasons).toEqual({
      [rows.wrongType.id]: 'quantity: type',
      [rows.missingRequired.id]: 'symbol: required',
      [rows.badEnum.id]: 'side: INVALID_SIDE',
      [rows.absurdNumber.id]: 'entryPrice: pattern',
      [rows.notANumberAtAll.id]: 'exitPrice: pattern',
    })
    expect(setAside.every((item) => item.payload?.origin === 'server' && item.payload?.table === 'trades')).toBe(true)
    // Nothing of them reached the device's database, so no screen and no metric can read them.
    for (const id of [rows.wrongType.id, rows.missingRequired.id, rows.badEnum.id, rows.absurdNumber.id, rows.notANumberAtAll.id]) {
      expect(await device.trades.get(id)).toBeNull()
      expect(await device.rxDatabase.collections.trades.findOne(id).exec()).toBeNull()
    }
    const metrics = computeMetrics(trades, { timeZone: 'UTC', now: Date.parse('2025-04-01T00:00:00.000Z') })
    expect(metrics.overall.totalTrades).toBe(2)
    expect(metrics.excluded).toEqual({ deleted: 0, unreadable: 0 })
    // Set-aside pulled rows are the server's, not changes waiting on this device.
    expect(handle.getStatus().setAsideRows).toBe(0)

    // A fixed version of a set-aside row is taken, and the row leaves the list.
    const { error: fixError } = await rest
      .from('trades')
      .update({ doc: tradeDoc({ side: 'short' }) })
      .eq('id', rows.badEnum.id)
    expect(fixError).toBeNull()
    await settle(handle)
    expect(await device.trades.get(rows.badEnum.id)).toMatchObject({ side: 'short' })
    const left = await device.outbox.find({ kind: 'unreadableRow', state: 'setAside' })
    expect(left.map((item) => item.documentId).sort()).toEqual([rows.wrongType.id, rows.missingRequired.id, rows.absurdNumber.id, rows.notANumberAtAll.id].sort())
  })

  it('a device that had a good copy keeps it when the server row turns malformed', async () => {
    const user = await createUser(backend)
    const rest = userClient(backend, user)
    const id = randomUUID()
    expect((await rest.from('trades').insert({ id, doc: tradeDoc({ notes: 'first' }) })).error).toBeNull()
    const device = await openDevice(user, 'keeps')
    devices.push(device)
    const handle = await startDevice(device, userClient(backend, user))
    handles.push(handle)
    await settle(handle)
    expect(await device.trades.get(id)).toMatchObject({ notes: 'first' })

    expect(
      (
        await rest
          .from('trades')
          .update({ doc: tradeDoc({ notes: 'broken', openedAt: 'yesterday' }) })
          .eq('id', id)
      ).error,
    ).toBeNull()
    await settle(handle)
    expect(await device.trades.get(id)).toMatchObject({ notes: 'first' })
    const [item] = await device.outbox.find({ kind: 'unreadableRow', documentId: id })
    expect(item?.reason).toBe('openedAt: INVALID_DATE')
  })
})

describe('a pull the server refuses for good', () => {
  it('is shown as refused instead of retried forever, keeps local data, and clears once the server answers', async () => {
    const user = await createUser(backend)
    const device = await openDevice(user, 'refused')
    devices.push(device)
    const mine = await device.trades.insert({ ...tradeDoc(), notes: 'kept on this device' } as never)
    let refuse = true
    let pulls = 0
    const refusing: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/rest/v1/rpc/sync_pull') && String(init?.body ?? '').includes('"trades"')) {
        pulls++
        if (refuse)
          return new Response(JSON.stringify({ code: '22023', message: 'unsupported table', details: null, hint: null }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          })
      }
      return fetch(input, init)
    }
    const handle = await startDevice(device, userClient(backend, user, refusing))
    handles.push(handle)
    const started = Date.now()
    while (handle.getStatus().refusedPulls === 0 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(handle.getStatus()).toMatchObject({ refusedPulls: 1, lastError: { kind: 'refused', message: 'unsupported table' }, nextRetryAt: null })
    const afterRefusal = pulls
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(pulls).toBe(afterRefusal)
    expect(await device.trades.get(mine.id)).toMatchObject({ notes: 'kept on this device' })

    refuse = false
    handle.syncNow()
    const again = Date.now()
    while (handle.getStatus().refusedPulls > 0 && Date.now() - again < 20_000) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(handle.getStatus().refusedPulls).toBe(0)
  })
})
