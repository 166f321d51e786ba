import { describe, expect, it } from 'vitest'
import { ExchangeSyncError } from '../../../../sync/exchange-sync/errors'
import { nextCursor, readBillCursor } from '../../../../sync/exchange-sync/okx'

// OKX pages newest first by billId; the cursor walks down to the last finished walk's newest row.
describe('OKX bill cursor', () => {
  it('a first walk stores its top once it reaches the end of the list', () => {
    expect(nextCursor({}, ['30', '20', '10'], 3)).toEqual({ fresh: 3, cursor: { walk: { top: '30', after: '10' } }, finished: false })
    expect(nextCursor({ walk: { top: '30', after: '10' } }, ['9'], 3)).toEqual({ fresh: 1, cursor: { done: '30' }, finished: true })
  })

  it('a later walk stops at the rows synced before and keeps only the new ones', () => {
    expect(nextCursor({ done: '30' }, ['50', '40', '30'], 3)).toEqual({ fresh: 2, cursor: { done: '50' }, finished: true })
    expect(nextCursor({ done: '30' }, [], 3)).toEqual({ fresh: 0, cursor: { done: '30' }, finished: true })
  })

  it('a walk interrupted mid-way resumes below its last page and keeps the old high mark until it ends', () => {
    const first = nextCursor({ done: '5' }, ['90', '80'], 2)
    expect(first.cursor).toEqual({ done: '5', walk: { top: '90', after: '80' } })
    expect(nextCursor(first.cursor, ['70', '5'], 2)).toEqual({ fresh: 1, cursor: { done: '90' }, finished: true })
  })

  it('refuses a page that is not newest first, repeats the cursor, or has a malformed id', () => {
    expect(() => nextCursor({}, ['10', '20'], 3)).toThrow(ExchangeSyncError)
    expect(() => nextCursor({ walk: { top: '90', after: '80' } }, ['80'], 3)).toThrow(ExchangeSyncError)
    expect(() => nextCursor({}, ['1e5'], 3)).toThrow(ExchangeSyncError)
  })

  it('reads a stored cursor field by field and ignores anything else', () => {
    expect(readBillCursor({ done: '123', walk: { top: '200', after: '150' } })).toEqual({ done: '123', walk: { top: '200', after: '150' } })
    expect(readBillCursor({ done: 5, walk: { top: '200' } })).toEqual({})
    expect(readBillCursor(null)).toEqual({})
  })
})
