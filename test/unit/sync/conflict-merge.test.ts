import { describe, expect, it } from 'vitest'
import type { RxConflictHandlerInput } from 'rxdb'
import { createFieldMergeConflictHandler, mergeRows } from '../../../src/db/conflict-handler'

// The refinements of the field merge made for sync (issue 5); the basic rules are in test/unit/db.
const NOW = '2025-05-05T05:05:05.000Z'
type Doc = Record<string, unknown> & { id: string; createdAt: string; updatedAt: string; _deleted: boolean }
const doc = (fields: Record<string, unknown>): Doc => ({ id: 'p', createdAt: 'c', updatedAt: 'u', _deleted: false, ...fields })

function merge(base: Record<string, unknown> | undefined, local: Record<string, unknown>, master: Record<string, unknown>) {
  const input = {
    newDocumentState: doc(local),
    realMasterState: doc({ ...master, serverRevision: '9' }),
    ...(base ? { assumedMasterState: doc(base) } : {}),
  } as unknown as RxConflictHandlerInput<Doc>
  return mergeRows(input, NOW) as unknown as Doc & { conflicts?: { field: string; lostValue: string }[] }
}

const lost = (field: string, value: unknown) => ({ field, lostValue: JSON.stringify(value), detectedAt: NOW })

describe('field merge refinements', () => {
  it.each([
    [
      'different fields inside one preference value merge',
      { value: { calm: false, sound: true } },
      { value: { calm: true, sound: true } },
      { value: { calm: false, sound: false } },
      { value: { calm: true, sound: false } },
      [],
    ],
    [
      'the same nested field on both sides keeps the server value, the lost one has a path',
      { value: { speed: 'normal' } },
      { value: { speed: 'fast' } },
      { value: { speed: 'slow' } },
      { value: { speed: 'slow' } },
      [lost('value.speed', 'fast')],
    ],
    ['tags added on each side are both kept', { tagIds: ['a'] }, { tagIds: ['a', 'b'] }, { tagIds: ['a', 'c'] }, { tagIds: ['a', 'c', 'b'] }, []],
    ['a tag removed here and one added there', { tagIds: ['a', 'b'] }, { tagIds: ['b'] }, { tagIds: ['a', 'b', 'c'] }, { tagIds: ['b', 'c'] }, []],
    [
      'screenshots attached on two devices are both kept',
      { screenshots: [{ id: 's1', fileName: 'one.png' }] },
      {
        screenshots: [
          { id: 's1', fileName: 'one.png' },
          { id: 's2', fileName: 'two.png' },
        ],
      },
      {
        screenshots: [
          { id: 's1', fileName: 'one.png' },
          { id: 's3', fileName: 'three.png' },
        ],
      },
      {
        screenshots: [
          { id: 's1', fileName: 'one.png' },
          { id: 's3', fileName: 'three.png' },
          { id: 's2', fileName: 'two.png' },
        ],
      },
      [],
    ],
    [
      'a screenshot upload path recorded here while the server renamed another',
      {
        screenshots: [
          { id: 's1', fileName: 'a' },
          { id: 's2', fileName: 'b' },
        ],
      },
      {
        screenshots: [
          { id: 's1', fileName: 'a', remotePath: 'u/t/s1.png' },
          { id: 's2', fileName: 'b' },
        ],
      },
      {
        screenshots: [
          { id: 's1', fileName: 'a' },
          { id: 's2', fileName: 'b2' },
        ],
      },
      {
        screenshots: [
          { id: 's1', fileName: 'a', remotePath: 'u/t/s1.png' },
          { id: 's2', fileName: 'b2' },
        ],
      },
      [],
    ],
    [
      'one list item edited on both sides keeps the server version and shows the lost one',
      { screenshots: [{ id: 's1', fileName: 'a' }] },
      { screenshots: [{ id: 's1', fileName: 'mine' }] },
      { screenshots: [{ id: 's1', fileName: 'theirs' }] },
      { screenshots: [{ id: 's1', fileName: 'theirs' }] },
      [lost('screenshots[s1]', { id: 's1', fileName: 'mine' })],
    ],
    [
      'the trades index key never shows up as a lost value',
      { openedAt: '1', openedAtDescKey: '9' },
      { openedAt: '2', openedAtDescKey: '8' },
      { openedAt: '3', openedAtDescKey: '7' },
      { openedAt: '3', openedAtDescKey: '7' },
      [lost('openedAt', '2')],
    ],
  ])('%s', (_name, base, local, master, expected, conflicts) => {
    const merged = merge(base, local, master)
    expect(merged).toMatchObject(expected)
    expect(merged.conflicts ?? []).toEqual(conflicts)
  })

  it('the same lost value is listed once, however often the conflict is resolved', () => {
    const earlier = { field: 'notes', lostValue: '"mine"', detectedAt: '2025-01-01T00:00:00.000Z' }
    const merged = merge({ notes: 'base' }, { notes: 'mine', conflicts: [earlier] }, { notes: 'theirs', conflicts: [earlier] })
    expect(merged.conflicts).toEqual([earlier])
  })

  it('keeps at most the 50 newest lost values', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ field: 'notes', lostValue: `"v${i}"`, detectedAt: NOW }))
    const merged = merge({ notes: 'b' }, { notes: 'mine' }, { notes: 'theirs', conflicts: many })
    expect(merged.conflicts).toHaveLength(50)
    expect(merged.conflicts?.at(-1)).toEqual(lost('notes', 'mine'))
  })

  it('RxDB storage fields are neither merged nor compared', () => {
    const handler = createFieldMergeConflictHandler<Doc>(() => new Date(NOW))
    const a = { ...doc({ notes: 'x' }), _attachments: { s1: { digest: 'd', length: 1, type: 'image/png' } }, _rev: '1-a', _meta: { lwt: 1 } }
    expect(handler.isEqual(a as never, doc({ notes: 'x' }), 'test')).toBe(true)
    expect(handler.isEqual(a as never, doc({ notes: 'y' }), 'test')).toBe(false)
    const merged = merge({ notes: 'a' }, { notes: 'a', _attachments: { s1: 1 } }, { notes: 'a' })
    expect(merged.conflicts).toBeUndefined()
  })

  it('is deterministic: two devices resolving the same conflict end with the same content', () => {
    const base = { notes: 'n', exitPrice: '1', setupId: 's0' }
    const deviceA = { notes: 'from A', exitPrice: '1', setupId: 'sA' }
    const deviceB = { notes: 'n', exitPrice: '2', setupId: 'sB' }
    // B reached the server first; A merges against it. Running it again gives the same row.
    const first = merge(base, deviceA, deviceB)
    const second = merge(base, deviceA, deviceB)
    expect(first).toEqual(second)
    expect(first).toMatchObject({ notes: 'from A', exitPrice: '2', setupId: 'sB' })
    expect(first.conflicts).toEqual([lost('setupId', 'sA')])
  })
})
