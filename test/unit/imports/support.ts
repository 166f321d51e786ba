import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import {
  type AggregationFill,
  type AggregationLedgerEntry,
  type DerivedTrade,
  type DeriveTradesOptions,
  deriveTrades,
  type ImportOptions,
  type ParsedImport,
  parseImport,
  toTrade,
} from '../../../src/domain/imports'
import { deriveTradeFigures, storedTradeIssues, type TradeFigures } from '../../../src/domain/trades'

export const FIXTURES = join(__dirname, '../../fixtures/exchanges')

export function fixture(path: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, path)))
}

/** Parses text or bytes and fails the test on a file-level refusal. */
export function parsed(input: string | Uint8Array, options: ImportOptions = {}): ParsedImport {
  const result = parseImport(input, options)
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`)
  return result
}

export function parsedFixture(path: string, options: ImportOptions = {}): ParsedImport {
  return parsed(fixture(path), options)
}

/** Gives imported records an import id, as the worker does, so re-derivations can tell files apart. */
export function asStored<T extends object>(records: readonly T[], importId: string): (T & { importId: string })[] {
  return records.map((record) => ({ ...record, importId }))
}

export function derive(fills: readonly AggregationFill[], ledger: readonly AggregationLedgerEntry[] = [], options: DeriveTradesOptions = {}): readonly DerivedTrade[] {
  return deriveTrades(fills, ledger, options).trades
}

/** The figures the journal will show for a derived trade (UTC, no breakeven band). */
export function figuresOf(derived: DerivedTrade, conversionRates?: Record<string, string>): TradeFigures {
  const trade = toTrade(derived, { id: '00000000-0000-4000-8000-000000000000', now: '2025-01-01T00:00:00.000Z' })
  return deriveTradeFigures(trade, { timeZone: 'UTC', conversionRates })
}

/** Every derived trade passes the shared trade validation. */
export function expectValid(trades: readonly DerivedTrade[]): void {
  for (const derived of trades) {
    const trade = toTrade(derived, { id: '00000000-0000-4000-8000-000000000000', now: '2025-01-01T00:00:00.000Z' })
    expect(storedTradeIssues(trade), derived.sourceKey).toEqual([])
  }
}

/** A compact view of a trade for table assertions. */
export function summary(derived: DerivedTrade): Record<string, string | undefined> {
  const t = derived.trade
  return {
    symbol: t.symbol,
    side: t.side,
    marketType: t.marketType,
    quantity: t.quantity,
    entryPrice: t.entryPrice,
    exitPrice: t.exitPrice,
    openedAt: t.openedAt,
    closedAt: t.closedAt,
    tradingFee: t.tradingFee,
    feeAsset: t.feeAsset,
    fundingFee: t.fundingFee,
  }
}
