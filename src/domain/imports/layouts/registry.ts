import { displayHeaderCell, normaliseHeaderCell } from '../csv/header'
import { BINANCE_LAYOUTS } from './binance'
import { binanceOrderHistory } from './binance-order-history'
import { binanceStatements } from './binance-statements'
import { BITFINEX_LAYOUTS } from './bitfinex'
import { BITSTAMP_LAYOUTS } from './bitstamp'
import { BYBIT_LAYOUTS } from './bybit'
import { COINBASE_LAYOUTS } from './coinbase'
import { GATE_LAYOUTS } from './gate'
import { KRAKEN_LAYOUTS } from './kraken'
import { KUCOIN_LAYOUTS } from './kucoin'
import { MEXC_LAYOUTS } from './mexc'
import { OKX_LAYOUTS } from './okx'
import type { ColumnPattern, ExchangeLayout, LayoutId, ResolvedColumn, ResolvedColumns } from './types'

/** Every built-in layout; the column mapping is built per import (mapping.ts). */
export const LAYOUTS: readonly ExchangeLayout[] = [
  ...BINANCE_LAYOUTS,
  binanceOrderHistory,
  binanceStatements,
  ...BYBIT_LAYOUTS,
  ...OKX_LAYOUTS,
  ...COINBASE_LAYOUTS,
  ...KRAKEN_LAYOUTS,
  ...KUCOIN_LAYOUTS,
  ...GATE_LAYOUTS,
  ...MEXC_LAYOUTS,
  ...BITFINEX_LAYOUTS,
  ...BITSTAMP_LAYOUTS,
]

export function layoutById(id: LayoutId): ExchangeLayout | undefined {
  return LAYOUTS.find((layout) => layout.id === id)
}

export interface LayoutMatch {
  readonly layout: ExchangeLayout
  readonly columns: ResolvedColumns
  /** Required fields x 10 + optional fields found: the most specific layout wins. */
  readonly score: number
}

function matches(pattern: ColumnPattern, cell: string): boolean {
  return typeof pattern === 'string' ? pattern === cell : pattern.test(cell)
}

/** Resolves the layout's fields in a header; undefined when a required field is missing. */
export function matchLayout(layout: ExchangeLayout, header: readonly string[]): LayoutMatch | undefined {
  const cells = header.map(normaliseHeaderCell)
  const used = new Set<number>()
  const columns = new Map<string, ResolvedColumn>()
  // Required fields first, so an optional field never takes a column a required one needs.
  const fields = [...layout.required, ...Object.keys(layout.columns).filter((field) => !layout.required.includes(field))]
  for (const field of fields) {
    const alternatives = layout.columns[field] ?? []
    let found = -1
    for (const pattern of alternatives) {
      found = cells.findIndex((cell, index) => !used.has(index) && matches(pattern, cell))
      if (found !== -1) break
    }
    if (found === -1) {
      if (layout.required.includes(field)) return undefined
      continue
    }
    used.add(found)
    columns.set(field, { index: found, header: displayHeaderCell(header[found] ?? '') })
  }
  return { layout, columns, score: layout.required.length * 10 + (columns.size - layout.required.length) }
}

/** The best-fitting built-in layout for a header, or undefined. */
export function detectLayout(header: readonly string[], layouts: readonly ExchangeLayout[] = LAYOUTS): LayoutMatch | undefined {
  let best: LayoutMatch | undefined
  for (const layout of layouts) {
    const match = matchLayout(layout, header)
    if (match && (!best || match.score > best.score)) best = match
  }
  return best
}
