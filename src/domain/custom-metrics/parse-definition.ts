import type { JsonObject } from '../common'
import {
  AGGREGATE_FNS,
  type Aggregate,
  type AggregateFn,
  METRIC_FIELDS,
  METRIC_OUTCOMES,
  METRIC_SIDES,
  type MetricDefinition,
  type MetricField,
  type MetricFilter,
  RATIO_DISPLAYS,
  type RatioDisplay,
} from './definition'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined => ((list as readonly unknown[]).includes(value) ? (value as T) : undefined)
const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined)

function parseFilter(value: unknown): MetricFilter | null {
  if (value === undefined) return {}
  if (!isRecord(value)) return null
  const filter: { -readonly [K in keyof MetricFilter]: MetricFilter[K] } = {}
  const setupId = text(value.setupId, 64)
  const tagId = text(value.tagId, 64)
  const side = oneOf(METRIC_SIDES, value.side)
  const symbol = text(value.symbol, 40)
  const exchange = text(value.exchange, 40)
  const outcome = oneOf(METRIC_OUTCOMES, value.outcome)
  if (setupId) filter.setupId = setupId
  if (tagId) filter.tagId = tagId
  if (side) filter.side = side
  if (symbol) filter.symbol = symbol.toUpperCase()
  if (exchange) filter.exchange = exchange.toLowerCase()
  if (outcome) filter.outcome = outcome
  return filter
}

function parseAggregate(value: unknown): Aggregate | null {
  if (!isRecord(value)) return null
  const fn = oneOf<AggregateFn>(AGGREGATE_FNS, value.fn)
  if (!fn) return null
  const field = oneOf<MetricField>(METRIC_FIELDS, value.field)
  if (fn !== 'count' && !field) return null
  const filter = parseFilter(value.filter)
  if (!filter) return null
  return fn === 'count' ? { fn, filter } : { fn, field, filter }
}

/**
 * A stored definition read back (it may come from another device or an older version): the metric,
 * or null when it is not one this version understands. Unknown keys are dropped.
 */
export function parseMetricDefinition(json: unknown): MetricDefinition | null {
  if (!isRecord(json) || json.version !== 1) return null
  const numerator = parseAggregate(json.numerator)
  if (!numerator) return null
  const display = oneOf<RatioDisplay>(RATIO_DISPLAYS, json.display) ?? 'number'
  if (json.denominator === undefined || json.denominator === null) return { version: 1, numerator, display }
  const denominator = parseAggregate(json.denominator)
  return denominator ? { version: 1, numerator, denominator, display } : null
}

/** The definition as the JSON a custom item stores. */
export function definitionToJson(definition: MetricDefinition): JsonObject {
  return JSON.parse(JSON.stringify(definition)) as JsonObject
}
