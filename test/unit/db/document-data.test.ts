import { describe, expect, it } from 'vitest'
import { withoutStorageFields } from '../../../src/db/document-data'

describe('withoutStorageFields', () => {
  const tagIds = ['t1']
  const stored = { id: 'a', symbol: 'BTCUSDT', tagIds, openedAtDescKey: 'zz', _rev: '1-x', _meta: { lwt: 1 }, _attachments: {}, _deleted: false }

  it.each([
    ['RxDB fields only', undefined, { id: 'a', symbol: 'BTCUSDT', tagIds, openedAtDescKey: 'zz' }],
    ['RxDB fields and a storage-only index key', 'openedAtDescKey', { id: 'a', symbol: 'BTCUSDT', tagIds }],
  ])('drops %s', (_case, omit, expected) => {
    expect(withoutStorageFields(stored, omit)).toEqual(expected)
  })

  it('copies the top level only: nested arrays stay shared, the source is untouched', () => {
    const copy = withoutStorageFields(stored)
    expect(copy).not.toBe(stored)
    expect(copy.tagIds).toBe(tagIds)
    expect(stored).toHaveProperty('_rev', '1-x')
  })
})
