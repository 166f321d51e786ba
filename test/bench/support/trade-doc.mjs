// A trade document of realistic size (what src/db stores for one trade, about 0.7 kB of JSON), shared
// by the backend and sync benchmarks so both move the same rows.
import { randomUUID } from 'node:crypto'

/** The n-th trade: fields of the domain Trade without `id` (the server row's `doc`). */
export function tradeDoc(n) {
  return {
    accountId: randomUUID(),
    exchange: 'binance',
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: n % 2 ? 'long' : 'short',
    entryPrice: '61234.50',
    exitPrice: '61890.10',
    quantity: '0.125',
    leverage: 10,
    tradingFee: '3.061725',
    feeAsset: 'USDT',
    fundingFee: '-0.4211',
    stopLoss: '60500',
    takeProfit: '63000',
    openedAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    closedAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000 + 3_600_000).toISOString(),
    setupId: randomUUID(),
    tagIds: [randomUUID(), randomUUID()],
    notes: 'Breakout above the Asian range high, volume confirmed; trailed the stop under the last 15m swing.',
    screenshots: [],
    source: 'manual',
    isDeleted: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
}
