import { expect } from 'vitest'
import type { Trade } from '../../../src/domain/trade'
import { buildSampleJournal } from '../../../src/domain/sample-journal'
import type { Value } from '../../../src/domain/metrics'
import { buildTrade, without } from '../domain/builders'
import { TEST_SAMPLE_TEXTS } from '../sample-journal/sample-texts'

export const NOW = Date.parse('2025-06-01T12:00:00.000Z')

let counter = 0
/** A fresh id per call, so trades built in one table never share one. */
export function nextId(): string {
  counter += 1
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`
}

/**
 * A closed linear USDT long of 1 unit from 100 to 100 + `pnl`, leverage 10 (notional 100, margin 10),
 * so its gross P&L is `pnl`. Times are UTC instants.
 */
export function pnlTrade(pnl: number, openedAt: string, closedAt: string, fields: Partial<Trade> = {}): Trade {
  return buildTrade({
    id: nextId(),
    entryPrice: '100',
    exitPrice: String(100 + pnl),
    quantity: '1',
    leverage: 10,
    openedAt,
    closedAt,
    ...fields,
  })
}

/** 100 contracts of 100 USD (10,000 USD) long from 50,000 to 60,000 at 5x: +1/30 BTC, margin 0.04 BTC. */
export function inverseTrade(fields: Partial<Trade> = {}): Trade {
  return buildTrade({
    id: nextId(),
    symbol: 'BTCUSD_PERP',
    baseAsset: 'BTC',
    quoteAsset: 'USD',
    marketType: 'inverse',
    entryPrice: '50000',
    exitPrice: '60000',
    quantity: '100',
    contractSize: '100',
    leverage: 5,
    ...fields,
  })
}

export function openTrade(fields: Partial<Trade> = {}): Trade {
  return without(buildTrade({ id: nextId(), entryPrice: '100', quantity: '1', leverage: 10, openedAt: '2025-05-31T10:00:00.000Z', ...fields }), 'exitPrice', 'closedAt')
}

export const num = (v: Value): number => {
  if (v.kind !== 'value') throw new Error(`expected a number, got ${JSON.stringify(v)}`)
  return v.value
}

/** Walks a result and fails on any NaN or Infinity (typed arrays included). */
export function expectAllFinite(value: unknown, path = 'metrics'): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value), `${path} is ${value}`).toBe(true)
    return
  }
  if (ArrayBuffer.isView(value)) {
    const array = value as unknown as ArrayLike<number>
    for (let i = 0; i < array.length; i++) if (!Number.isFinite(array[i])) expect.fail(`${path}[${i}] is ${array[i]}`)
    return
  }
  if (Array.isArray(value)) value.forEach((item, i) => expectAllFinite(item, `${path}[${i}]`))
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) expectAllFinite(item, `${path}.${key}`)
}

/** A seeded sample journal as stored trades. */
export function sampleTrades(seed: number, tradeCount = 400) {
  const journal = buildSampleJournal({ seed, now: NOW, texts: TEST_SAMPLE_TEXTS, tradeCount })
  const trades: Trade[] = journal.trades.map((trade) => ({ ...trade, createdAt: trade.openedAt, updatedAt: trade.openedAt, isDeleted: false }))
  return { journal, trades }
}
