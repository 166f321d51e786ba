import type { Trade } from '../../../src/domain/trade'

/** A closed linear BTCUSDT long with round numbers; override any field. */
export function buildTrade(fields: Partial<Trade> = {}): Trade {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    isDeleted: false,
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'long',
    entryPrice: '100',
    exitPrice: '110',
    quantity: '2',
    leverage: 10,
    openedAt: '2025-03-03T09:00:00.000Z',
    closedAt: '2025-03-03T11:30:00.000Z',
    tagIds: [],
    notes: '',
    screenshots: [],
    source: 'manual',
    ...fields,
  }
}

/** Removes keys set to undefined, so a builder call can drop a default field. */
export function without<T extends object>(value: T, ...keys: (keyof T)[]): T {
  const copy = { ...value }
  for (const key of keys) delete copy[key]
  return copy
}
