import { describe, expect, it } from 'vitest'
import type { Account } from '../../../src/domain/account'
import type { ImportBatch } from '../../../src/domain/import-batch'
import type { Trade } from '../../../src/domain/trade'
import { summariseExchanges } from '../../../src/features/exchanges/exchange-summary'
import { matchesSearch } from '../../../src/features/help/guide/search-text'

const at = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString()

const account = (id: string, exchange: string | undefined, extra: Partial<Account> = {}): Account => ({
  id,
  createdAt: at(1),
  updatedAt: at(1),
  name: id,
  kind: 'exchange',
  ...(exchange ? { exchange } : {}),
  baseCurrency: 'USDT',
  initialCapital: '0',
  archived: false,
  isDeleted: false,
  ...extra,
})

const batch = (id: string, exchange: string, status: ImportBatch['status'], day: number, accountId = 'main'): ImportBatch => ({
  id,
  createdAt: at(day),
  updatedAt: at(day),
  accountId,
  fileName: `${id}.csv`,
  fileSize: 10,
  fileHash: id,
  exchange,
  exportType: 'binance-spot',
  status,
  rowCount: 5,
  fillCount: 4,
  ledgerEntryCount: 1,
  tradeCount: 2,
  duplicateCount: 0,
  errorCount: 0,
  startedAt: at(day),
})

const trade = (exchange: string | undefined, accountId?: string) => ({ exchange, accountId }) as unknown as Trade

describe('exchange summaries', () => {
  const accounts = [account('main', 'binance'), account('kraken-sub', 'kraken'), account('gone', 'okx', { isDeleted: true }), account('spare', undefined)]
  const batches = [batch('b1', 'binance', 'completed', 1), batch('b2', 'binance', 'failed', 3), batch('b3', 'binance', 'undone', 2), batch('g1', 'gate', 'completed', 1, 'spare')]
  const trades = [trade('binance'), trade('Binance'), trade('kraken', 'kraken-sub'), trade(undefined)]
  const summaries = summariseExchanges(accounts, batches, trades)
  const of = (name: string) => summaries.find((summary) => summary.name === name)!

  it.each([
    // exchange, account names, imports counted, fills, cash flows, trades, last import
    ['Binance', ['main'], 1, 4, 1, 2, 'b2'],
    ['Gate.io', ['spare'], 1, 4, 1, 0, 'g1'],
    ['Kraken', ['kraken-sub'], 0, 0, 0, 1, null],
    ['OKX', [], 0, 0, 0, 0, null],
  ])('%s', (name, accountNames, imports, fills, cashFlows, tradeCount, last) => {
    const summary = of(name)
    expect(summary.accounts.map((a) => a.name)).toEqual(accountNames)
    expect([summary.imports, summary.fills, summary.cashFlows, summary.trades]).toEqual([imports, fills, cashFlows, tradeCount])
    expect(summary.lastImport?.id ?? null).toBe(last)
  })

  it('lists every partner exchange once, the ones in use first', () => {
    expect(summaries).toHaveLength(11)
    expect(summaries.slice(0, 3).map((summary) => summary.name)).toEqual(['Binance', 'Kraken', 'Gate.io'])
  })
})

describe('search', () => {
  it.each([
    ['', ['KuCoin'], true],
    ['kuc', ['KuCoin'], true],
    ['KUCOIN spot', ['KuCoin', 'Spot trade history'], true],
    ['analisis', ['Análisis de comisiones'], true],
    ['futures', ['KuCoin', 'Spot trade history'], false],
  ])('%j in %j: %s', (search, texts, expected) => {
    expect(matchesSearch(search, texts)).toBe(expected)
  })
})
