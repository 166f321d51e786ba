import { fillWithDefaultSettings, normalizeMangoQuery, prepareQuery } from 'rxdb'
import { describe, expect, it } from 'vitest'
import { tradesSchema } from '../../../src/db/collections/trades'
import { type TradeListOptions, tradeQuery } from '../../../src/db/repositories/trade-repository'

// As RxDB sees the schema at runtime (primary key appended to every index).
const schema = fillWithDefaultSettings(tradesSchema)

function plan(options: TradeListOptions) {
  const query = normalizeMangoQuery(schema, tradeQuery(options))
  // RxQuery only ever looks for documents that are not removed (as rx-query does before planning).
  query.selector = { ...query.selector, _deleted: { $eq: false } }
  return prepareQuery(schema, query).queryPlan
}

describe('trade queries are served from indexes', () => {
  it.each<[string, TradeListOptions, string[]]>([
    ['newest first (the journal)', { limit: 50 }, ['isDeleted', 'openedAtDescKey']],
    ['newest first in a date range', { openedFrom: '2025-01-01T00:00:00Z', openedBefore: '2025-02-01T00:00:00Z' }, ['isDeleted', 'openedAtDescKey']],
    ['oldest first in a date range', { direction: 'asc', openedFrom: '2025-01-01T00:00:00Z' }, ['isDeleted', 'openedAt']],
    ['one symbol, newest first', { symbol: 'BTCUSDT', limit: 50 }, ['isDeleted', 'symbol', 'openedAtDescKey']],
    ['by symbol A-Z', { sort: 'symbol', direction: 'asc' }, ['isDeleted', 'symbol', 'openedAtDescKey']],
    ['the trash', { deleted: 'only' }, ['isDeleted', 'openedAtDescKey']],
    ['recently edited, oldest first', { sort: 'updatedAt', direction: 'asc' }, ['isDeleted', 'updatedAt']],
  ])('%s', (_name, options, index) => {
    const queryPlan = plan(options)
    expect(queryPlan.index).toEqual(['_deleted', ...index, 'id'])
    expect(queryPlan.sortSatisfiedByIndex).toBe(true)
    expect(queryPlan.selectorSatisfiedByIndex).toBe(true)
  })

  it('still answers filters that no index serves (checked in memory)', () => {
    const queryPlan = plan({ side: 'short', search: 'pump' })
    expect(queryPlan.selectorSatisfiedByIndex).toBe(false)
  })
})
