import { fromDexieToStorage } from 'rxdb/plugins/storage-dexie'
import { describe, expect, it } from 'vitest'
import { storageDocumentOf } from '../../../src/db/index-reads'

// What IndexedDB hands back for a document: booleans of indexes as '1' / '0', keys that started with
// a pipe stored with Dexie's '__' substitute (at any depth, in any dotted part).
const cases: [name: string, booleanIndexes: string[], stored: Record<string, unknown>][] = [
  [
    'a trade',
    ['_deleted', 'isDeleted'],
    { id: 't1', _deleted: '0', isDeleted: '1', symbol: 'BTCUSDT', tagIds: ['a', 'b'], overrides: { netPnl: '12.5' }, _meta: { lwt: 1700000000000.01 }, _attachments: {} },
  ],
  ['no boolean index', [], { id: 't2', notes: '', screenshots: [{ id: 's1', mimeType: 'image/png' }] }],
  ['an absent boolean index', ['archived'], { id: 'a1', name: 'Main' }],
  ['pipe substitutes', ['_deleted'], { id: 'x', _deleted: '1', __a: 1, nested: { __b: { c: [{ __d: 'e' }] }, 'f.__g': 2 }, list: [[{ __h: null }]] }],
  ['nulls, numbers and empty values', ['_deleted'], { id: 'y', _deleted: '0', n: 0, z: null, s: '', arr: [], obj: {} }],
  ['a nested boolean index', ['_deleted', 'flags.on'], { id: 'z', _deleted: '0', flags: { on: '1' } }],
]

describe('storageDocumentOf', () => {
  it.each(cases)('reads %s as RxDB does', (_name, booleanIndexes, stored) => {
    const ours = storageDocumentOf(booleanIndexes, structuredClone(stored))
    expect(ours).toEqual(fromDexieToStorage(booleanIndexes, structuredClone(stored)))
  })
})
