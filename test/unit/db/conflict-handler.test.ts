import { describe, expect, it } from 'vitest'
import type { RxConflictHandlerInput, WithDeleted } from 'rxdb'
import type { Trade } from '../../../src/db'
import { createFieldMergeConflictHandler, mergeRows } from '../../../src/db/conflict-handler'

const NOW = '2025-05-05T05:05:05.000Z'

const base: WithDeleted<Trade> = {
  id: '6a1f2d4e-8d1b-4c55-9a57-0f3c5d2b9e10',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  serverRevision: '10',
  isDeleted: false,
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  marketType: 'linear',
  side: 'long',
  entryPrice: '64000',
  quantity: '1',
  openedAt: '2025-01-01T00:00:00.000Z',
  setupId: 'aaaaaaaa-0000-4000-8000-000000000001',
  tagIds: [],
  notes: '',
  screenshots: [],
  source: 'manual',
  stopLoss: '63000',
  _deleted: false,
}

function merge(local: Partial<Trade>, master: Partial<Trade>, withBase = true) {
  const input: RxConflictHandlerInput<Trade> = {
    newDocumentState: { ...base, ...local, updatedAt: '2025-01-02T00:00:00.000Z' },
    realMasterState: { ...base, ...master, serverRevision: '11', updatedAt: '2025-01-03T00:00:00.000Z' },
    ...(withBase ? { assumedMasterState: base } : {}),
  }
  return mergeRows(input, NOW)
}

describe('field-by-field conflict merge', () => {
  it('keeps edits made on one side only, from both sides', () => {
    const merged = merge({ notes: 'held too long' }, { exitPrice: '65000' })
    expect(merged).toMatchObject({ notes: 'held too long', exitPrice: '65000', serverRevision: '11', updatedAt: NOW })
    expect(merged.conflicts).toBeUndefined()
  })

  it('keeps the server value of a field changed on both sides and records the device value', () => {
    const merged = merge({ notes: 'mine', setupId: 'aaaaaaaa-0000-4000-8000-000000000002' }, { exitPrice: '65000', setupId: 'aaaaaaaa-0000-4000-8000-000000000003' })
    expect(merged).toMatchObject({ notes: 'mine', exitPrice: '65000', setupId: 'aaaaaaaa-0000-4000-8000-000000000003' })
    expect(merged.conflicts).toEqual([{ field: 'setupId', lostValue: '"aaaaaaaa-0000-4000-8000-000000000002"', detectedAt: NOW }])
  })

  it('sees no conflict when both sides made the same change', () => {
    const merged = merge({ notes: 'same' }, { notes: 'same' })
    expect(merged.notes).toBe('same')
    expect(merged.conflicts).toBeUndefined()
    expect(merged.updatedAt).toBe('2025-01-03T00:00:00.000Z')
  })

  it('applies a field cleared on this device', () => {
    const local: Partial<Trade> = { ...base }
    delete (local as Record<string, unknown>).stopLoss
    const input: RxConflictHandlerInput<Trade> = {
      newDocumentState: { ...(local as Trade), _deleted: false },
      realMasterState: { ...base, notes: 'server note' },
      assumedMasterState: base,
    }
    const merged = mergeRows(input, NOW)
    expect('stopLoss' in merged).toBe(false)
    expect(merged.notes).toBe('server note')
  })

  it('without a known base, keeps the server value and records every differing device value', () => {
    const merged = merge({ notes: 'offline note' }, {}, false)
    expect(merged.notes).toBe('')
    expect(merged.conflicts).toEqual([{ field: 'notes', lostValue: '"offline note"', detectedAt: NOW }])
  })

  it('a conflict settled on one side (taken back or dismissed) stays settled; one recorded since stays', () => {
    const settled = { field: 'setupId', lostValue: '"bbbbbbbb-0000-4000-8000-000000000002"', detectedAt: '2025-01-01T12:00:00.000Z' }
    const newer = { field: 'notes', lostValue: '"typed elsewhere"', detectedAt: '2025-01-02T12:00:00.000Z' }
    const start = { ...base, conflicts: [settled] }
    const run = (local: Partial<Trade>, master: Partial<Trade>) =>
      mergeRows(
        {
          newDocumentState: { ...start, ...local, updatedAt: '2025-01-02T00:00:00.000Z' },
          realMasterState: { ...start, ...master, serverRevision: '11', updatedAt: '2025-01-03T00:00:00.000Z' },
          assumedMasterState: start,
        },
        NOW,
      )
    // Dismissed here while the server kept it: gone, and the merge counts as this device's change.
    const dismissedHere = run({ conflicts: [] }, { stopLoss: '62000' })
    expect(dismissedHere.conflicts).toBeUndefined()
    expect(dismissedHere.updatedAt).toBe(NOW)
    // Dismissed on another device while this one edited something else: it does not come back.
    expect(run({ stopLoss: '62000' }, { conflicts: [] }).conflicts).toBeUndefined()
    // Entries recorded after the base are kept.
    expect(run({ stopLoss: '62000' }, { conflicts: [newer] }).conflicts).toEqual([newer])
    // Without a base nothing counts as settled.
    expect(merge({ conflicts: [settled] }, {}, false).conflicts).toEqual([settled])
  })

  it('keeps earlier conflicts from both sides without duplicates', () => {
    const earlier = { field: 'notes', lostValue: '"old"', detectedAt: '2025-02-02T00:00:00.000Z' }
    const merged = merge({ conflicts: [earlier] }, { conflicts: [earlier] })
    expect(merged.conflicts).toEqual([earlier])
  })

  it('is what the handler resolves with, and compares documents deeply', async () => {
    const handler = createFieldMergeConflictHandler<Trade>(() => new Date(NOW))
    expect(handler.isEqual({ ...base }, { ...base, tagIds: [] }, 'test')).toBe(true)
    expect(handler.isEqual(base, { ...base, notes: 'x' }, 'test')).toBe(false)
    const resolved = await handler.resolve({ newDocumentState: { ...base, notes: 'a' }, realMasterState: base, assumedMasterState: base }, 'test')
    expect(resolved.notes).toBe('a')
  })
})

describe('an edit meets a move to the trash on the other device', () => {
  const DELETED_AT = '2025-01-02T12:00:00.000Z'
  const trashed: Partial<Trade> = { isDeleted: true, deletedAt: DELETED_AT }
  const undone = { field: 'isDeleted', lostValue: 'true', detectedAt: NOW }

  it.each<[string, Partial<Trade>, Partial<Trade>, Partial<Trade>, object[]]>([
    ['deleted on the server, notes edited here: back with the notes', { notes: 'post-mortem' }, trashed, { isDeleted: false, notes: 'post-mortem' }, [undone]],
    ['deleted here, exit price edited on the server: back with the exit price', trashed, { exitPrice: '65000' }, { isDeleted: false, exitPrice: '65000' }, [undone]],
    [
      'deleted there after its own edit, a field edited on both: back, both losing values listed',
      { notes: 'mine' },
      { ...trashed, notes: 'theirs' },
      { isDeleted: false, notes: 'theirs' },
      [{ field: 'notes', lostValue: '"mine"', detectedAt: NOW }, undone],
    ],
    ['deleted on both sides, one also edited: stays deleted', { ...trashed, notes: 'mine' }, trashed, { ...trashed, notes: 'mine' }, []],
    ['deleted there, only a conflict dismissed here (no edit): stays deleted', { conflicts: [] }, trashed, trashed, []],
  ])('%s', (_name, local, master, expected, conflicts) => {
    const merged = merge(local, master)
    expect(merged).toMatchObject(expected)
    if (expected.isDeleted === false) expect(merged).not.toHaveProperty('deletedAt')
    expect(merged.conflicts ?? []).toEqual(conflicts)
  })

  it('ends the same whichever side reached the server first', () => {
    const edit = { notes: 'typed on B' }
    const content = (row: Record<string, unknown>) => {
      const { updatedAt: _u, serverRevision: _s, ...rest } = row
      return rest
    }
    const editFirst = merge(trashed, edit) as unknown as Record<string, unknown>
    const deleteFirst = merge(edit, trashed) as unknown as Record<string, unknown>
    expect(content(editFirst)).toEqual(content(deleteFirst))
    expect(editFirst).toMatchObject({ isDeleted: false, notes: 'typed on B', conflicts: [undone] })
  })
})
