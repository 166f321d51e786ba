import type { Id } from '../common'
import type { TradeOutcome } from '../trades/trade-outcome'

/**
 * A trader-defined metric, stored as a custom item's `definition` (kind 'metric'). It is data, never
 * code: an aggregate of a trade field over a filter of trades, optionally divided by a second one.
 * Nothing the trader types is evaluated; the only free text (a symbol) is compared, not run.
 */
export type AggregateFn = 'count' | 'sum' | 'avg' | 'min' | 'max'
export const AGGREGATE_FNS: readonly AggregateFn[] = ['count', 'sum', 'avg', 'min', 'max']

/** Trade figures an aggregate can read; money ones are in the trade's quote coin. */
export type MetricField = 'pnl' | 'grossPnl' | 'fees' | 'funding' | 'notional' | 'margin' | 'leverage' | 'holdHours' | 'roi'
export const METRIC_FIELDS: readonly MetricField[] = ['pnl', 'grossPnl', 'fees', 'funding', 'notional', 'margin', 'leverage', 'holdHours', 'roi']
export const MONEY_FIELDS: ReadonlySet<MetricField> = new Set(['pnl', 'grossPnl', 'fees', 'funding', 'notional', 'margin'])

export type MetricSide = 'long' | 'short'
export const METRIC_SIDES: readonly MetricSide[] = ['long', 'short']
export const METRIC_OUTCOMES: readonly TradeOutcome[] = ['win', 'loss', 'breakeven']

/** Which trades count; an absent key lets every trade through. */
export interface MetricFilter {
  readonly setupId?: Id
  readonly tagId?: Id
  readonly side?: MetricSide
  /** Upper case, as the journal writes symbols. */
  readonly symbol?: string
  /** Lower case exchange id. */
  readonly exchange?: string
  readonly outcome?: TradeOutcome
}

export interface Aggregate {
  readonly fn: AggregateFn
  /** Required except for count. */
  readonly field?: MetricField
  readonly filter: MetricFilter
}

/** How a ratio reads: a plain number (1.85) or a percentage (62.5 %). */
export type RatioDisplay = 'number' | 'percent'
export const RATIO_DISPLAYS: readonly RatioDisplay[] = ['number', 'percent']

export interface MetricDefinition {
  readonly version: 1
  readonly numerator: Aggregate
  /** Present for a ratio: numerator / denominator. */
  readonly denominator?: Aggregate
  readonly display: RatioDisplay
}

const aggregateUsesMoney = (aggregate: Aggregate) => aggregate.fn !== 'count' && aggregate.field !== undefined && MONEY_FIELDS.has(aggregate.field)

/** Money is never added across quote coins: a metric that reads a money field is worked out per coin. */
export function usesMoney(definition: MetricDefinition): boolean {
  return aggregateUsesMoney(definition.numerator) || (definition.denominator !== undefined && aggregateUsesMoney(definition.denominator))
}

/** How the value reads: money only for a lone money aggregate (a ratio of two amounts has no unit). */
export type MetricUnit = 'money' | 'count' | 'number' | 'percent' | 'hours' | 'leverage'

export function unitOf(definition: MetricDefinition): MetricUnit {
  if (definition.denominator) return definition.display === 'percent' ? 'percent' : 'number'
  const { fn, field } = definition.numerator
  if (fn === 'count' || field === undefined) return 'count'
  if (MONEY_FIELDS.has(field)) return 'money'
  if (field === 'roi') return 'percent'
  if (field === 'holdHours') return 'hours'
  return 'leverage'
}
