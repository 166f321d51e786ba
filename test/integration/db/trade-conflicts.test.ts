import { afterEach, describe, expect, it } from 'vitest'
import { isSettableField, type JournalDatabase, type TradeInput } from '../../../src/db'
import type { FieldConflict } from '../../../src/domain'
import { openTestJournal, removeTestJournals, steppingClock } from './support/test-journal'

afterEach(removeTestJournals)

const trade: TradeInput = {
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  marketType: 'linear',
  side: 'long',
  entryPrice: '60000',
  exitPrice: '61000',
  quantity: '0.5',
  openedAt: '2025-03-01T10:00:00.000Z',
  source: 'manual',
  setupId: '00000000-0000-4000-8000-00000000000a',
  notes: 'kept notes',
}

const setupConflict: FieldConflict = { field: 'setupId', lostValue: JSON.stringify('00000000-0000-4000-8000-00000000000b'), detectedAt: '2025-03-02T00:00:00.000Z' }
const exitConflict: FieldConflict = { field: 'exitPrice', lostValue: JSON.stringify(null), detectedAt: '2025-03-02T00:00:00.000Z' }
const tagConflict: FieldConflict = { field: 'tagIds[tag-1]', lostValue: JSON.stringify('tag-1'), detectedAt: '2025-03-02T00:00:00.000Z' }

/** What the sync merge leaves on a trade (repositories never write `conflicts` themselves). */
async function withConflicts(db: JournalDatabase, conflicts: FieldConflict[]) {
  const created = await db.trades.insert(trade)
  const doc = await db.rxDatabase.collections.trades.findOne(created.id).exec()
  await doc!.incrementalPatch({ conflicts })
  return created.id
}

describe('settling a field conflict', () => {
  it('"use" puts the lost value in the field and removes only that entry', async () => {
    const db = await openTestJournal({ clock: steppingClock() })
    const id = await withConflicts(db, [setupConflict, tagConflict])
    const settled = await db.trades.settleConflict(id, setupConflict, 'use')
    expect(settled.setupId).toBe('00000000-0000-4000-8000-00000000000b')
    expect(settled.conflicts).toEqual([tagConflict])
    expect(settled.notes).toBe('kept notes')
    expect(await db.trades.get(id)).toEqual(settled)
  })

  it('"use" of a lost empty value clears the field; the last entry leaves no list behind', async () => {
    const db = await openTestJournal({ clock: steppingClock() })
    const id = await withConflicts(db, [exitConflict])
    const settled = await db.trades.settleConflict(id, exitConflict, 'use')
    expect(settled.exitPrice).toBeUndefined()
    expect(settled.conflicts).toBeUndefined()
  })

  it('"dismiss" keeps the field and drops the entry, and counts as an edit (it syncs)', async () => {
    const db = await openTestJournal({ clock: steppingClock() })
    const id = await withConflicts(db, [setupConflict])
    const before = await db.trades.get(id)
    const settled = await db.trades.settleConflict(id, setupConflict, 'dismiss')
    expect(settled.setupId).toBe('00000000-0000-4000-8000-00000000000a')
    expect(settled.conflicts).toBeUndefined()
    expect(settled.updatedAt > before!.updatedAt).toBe(true)
  })

  it('refuses to "use" a value inside a list or a bookkeeping field, and changes nothing', async () => {
    const db = await openTestJournal({ clock: steppingClock() })
    const id = await withConflicts(db, [tagConflict])
    await expect(db.trades.settleConflict(id, tagConflict, 'use')).rejects.toThrow(/only be dismissed/)
    expect((await db.trades.get(id))?.conflicts).toEqual([tagConflict])
  })
})

describe('saving an edit form (saveEdit)', () => {
  it('writes only the changes and lists the values they replace that the trader never saw', async () => {
    const db = await openTestJournal({ clock: steppingClock() })
    const id = await withConflicts(db, [setupConflict])
    const result = await db.trades.saveEdit(id, (current) => ({
      changes: { notes: 'typed in the form' },
      replaced: [{ field: 'notes', lostValue: JSON.stringify(current.notes) }],
    }))
    expect(result.restored).toBe(false)
    expect(result.record).toMatchObject({ notes: 'typed in the form', exitPrice: '61000', setupId: '00000000-0000-4000-8000-00000000000a', isDeleted: false })
    expect(result.record.conflicts).toEqual([setupConflict, { field: 'notes', lostValue: '"kept notes"', detectedAt: expect.any(String) }])
    expect(await db.trades.get(id)).toEqual(result.record)
  })

  it('a trade moved to the trash meanwhile comes back with the edit, the deletion listed', async () => {
    const db = await openTestJournal({ clock: steppingClock() })
    const { id } = await db.trades.insert(trade)
    await db.trades.softDelete(id)
    const result = await db.trades.saveEdit(id, () => ({ changes: { notes: 'written after the delete' }, replaced: [] }))
    expect(result.restored).toBe(true)
    expect(result.record).toMatchObject({ isDeleted: false, notes: 'written after the delete' })
    expect(result.record).not.toHaveProperty('deletedAt')
    expect(result.record.conflicts).toEqual([{ field: 'isDeleted', lostValue: 'true', detectedAt: expect.any(String) }])

    // Taking the deletion back moves it to the trash after all, the notes kept.
    const settled = await db.trades.settleConflict(id, result.record.conflicts![0]!, 'use')
    expect(settled).toMatchObject({ isDeleted: true, deletedAt: expect.any(String), notes: 'written after the delete' })
    expect(settled.conflicts).toBeUndefined()
  })

  it('an edit that changes nothing writes nothing', async () => {
    const db = await openTestJournal({ clock: steppingClock() })
    const created = await db.trades.insert(trade)
    const result = await db.trades.saveEdit(created.id, () => ({ changes: {}, replaced: [] }))
    expect(result).toEqual({ record: created, restored: false })
    expect(await db.trades.get(created.id)).toEqual(created)
  })
})

describe('isSettableField', () => {
  it.each([
    ['setupId', true],
    ['notes', true],
    ['exitPrice', true],
    ['tagIds[abc]', false],
    ['value.calmModeEnabled', false],
    ['conflicts', false],
    ['serverRevision', false],
    ['updatedAt', false],
    ['id', false],
    ['', false],
  ])('%s -> %s', (field, settable) => {
    expect(isSettableField(field)).toBe(settable)
  })
})
