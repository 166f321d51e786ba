import type { TradeFact } from '../insights/trade-facts'
import type { Aggregate, MetricDefinition, MetricField, MetricFilter, MetricUnit } from './definition'
import { unitOf, usesMoney } from './definition'

export type MetricValue = { readonly kind: 'value'; readonly value: number } | { readonly kind: 'none'; readonly reason: 'noTrades' | 'zeroDenominator' }

export interface MetricResult {
  /** The quote coin the value is in; null when the metric reads no money (worked out over every trade). */
  readonly currency: string | null
  readonly value: MetricValue
  readonly unit: MetricUnit
  /** Trades the numerator's filter let through. */
  readonly matched: number
}

const HOUR_MS = 3_600_000

/** A trade's figure, or undefined when it has none (ROI without a margin). */
function fieldOf(fact: TradeFact, field: MetricField): number | undefined {
  switch (field) {
    case 'pnl':
      return fact.pnl
    case 'grossPnl':
      return fact.gross
    case 'fees':
      return fact.fee
    case 'funding':
      return fact.funding
    case 'notional':
      return fact.notional
    case 'margin':
      return fact.margin
    case 'leverage':
      return fact.leverage
    case 'holdHours':
      return fact.holdMs / HOUR_MS
    case 'roi':
      return fact.margin > 0 ? fact.pnl / fact.margin : undefined
  }
}

export function matchesFilter(fact: TradeFact, filter: MetricFilter): boolean {
  if (filter.setupId !== undefined && fact.setupId !== filter.setupId) return false
  if (filter.tagId !== undefined && !fact.tagIds.includes(filter.tagId)) return false
  if (filter.side !== undefined && fact.direction !== filter.side) return false
  if (filter.symbol !== undefined && fact.symbol !== filter.symbol) return false
  if (filter.exchange !== undefined && fact.exchange !== filter.exchange) return false
  if (filter.outcome !== undefined && fact.outcome !== filter.outcome) return false
  return true
}

/** One aggregate over the facts: its value and how many trades its filter let through. */
export function evaluateAggregate(facts: readonly TradeFact[], aggregate: Aggregate): { value: MetricValue; matched: number } {
  let matched = 0
  let count = 0
  let sum = 0
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (const fact of facts) {
    if (!matchesFilter(fact, aggregate.filter)) continue
    matched += 1
    if (aggregate.fn === 'count' || aggregate.field === undefined) continue
    const figure = fieldOf(fact, aggregate.field)
    if (figure === undefined || !Number.isFinite(figure)) continue
    count += 1
    sum += figure
    if (figure < min) min = figure
    if (figure > max) max = figure
  }
  if (aggregate.fn === 'count') return { value: { kind: 'value', value: matched }, matched }
  if (count === 0) return { value: { kind: 'none', reason: 'noTrades' }, matched }
  const result = aggregate.fn === 'sum' ? sum : aggregate.fn === 'avg' ? sum / count : aggregate.fn === 'min' ? min : max
  return { value: { kind: 'value', value: result }, matched }
}

function evaluateOver(facts: readonly TradeFact[], definition: MetricDefinition, currency: string | null): MetricResult {
  const unit = unitOf(definition)
  const top = evaluateAggregate(facts, definition.numerator)
  if (!definition.denominator) return { currency, value: top.value, unit, matched: top.matched }
  const bottom = evaluateAggregate(facts, definition.denominator)
  if (top.value.kind === 'none') return { currency, value: top.value, unit, matched: top.matched }
  if (bottom.value.kind === 'none') return { currency, value: bottom.value, unit, matched: top.matched }
  if (bottom.value.value === 0) return { currency, value: { kind: 'none', reason: 'zeroDenominator' }, unit, matched: top.matched }
  return { currency, value: { kind: 'value', value: top.value.value / bottom.value.value }, unit, matched: top.matched }
}

/**
 * The metric over closed trades' facts. One result over every trade when it reads no money, else
 * one per quote coin with matching trades (most trades first), as amounts in different coins are
 * never mixed.
 */
export function evaluateMetric(facts: readonly TradeFact[], definition: MetricDefinition): MetricResult[] {
  if (!usesMoney(definition)) return [evaluateOver(facts, definition, null)]
  const byCurrency = new Map<string, TradeFact[]>()
  for (const fact of facts) {
    const group = byCurrency.get(fact.currency)
    if (group) group.push(fact)
    else byCurrency.set(fact.currency, [fact])
  }
  // A coin none of whose trades pass the filter says nothing; when no coin has one, one empty result says so.
  const results = [...byCurrency.entries()]
    .sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1))
    .map(([currency, group]) => evaluateOver(group, definition, currency))
    .filter((result) => result.matched > 0)
  return results.length > 0 ? results : [evaluateOver([], definition, null)]
}
