import type { Id } from '../common'
import type { CustomItem } from '../custom-item'
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
import { parseMetricDefinition } from './parse-definition'

/** One aggregate's pickers as the form holds them ('' = any / none chosen). */
export interface AggregateValues {
  readonly fn: string
  readonly field: string
  readonly setupId: string
  readonly tagId: string
  readonly side: string
  readonly symbol: string
  readonly exchange: string
  readonly outcome: string
}

export interface MetricFormValues {
  readonly name: string
  readonly numerator: AggregateValues
  readonly ratio: boolean
  readonly denominator: AggregateValues
  readonly display: string
}

export type MetricFormField = 'name' | `${'numerator' | 'denominator'}.${'fn' | 'field' | 'setupId' | 'tagId' | 'symbol'}` | 'display'
export type MetricFormProblem = 'required' | 'tooLong' | 'taken' | 'fieldRequired' | 'unknownChoice' | 'invalidSymbol' | 'deletedTag'
export type MetricFormErrors = Partial<Record<MetricFormField, MetricFormProblem>>

export const METRIC_NAME_MAX = 60
const SYMBOL = /^[A-Z0-9][A-Z0-9._:/-]{0,39}$/

export const BLANK_AGGREGATE: AggregateValues = { fn: 'count', field: '', setupId: '', tagId: '', side: '', symbol: '', exchange: '', outcome: '' }

export function blankMetricForm(): MetricFormValues {
  return { name: '', numerator: { ...BLANK_AGGREGATE, fn: 'sum', field: 'pnl' }, ratio: false, denominator: BLANK_AGGREGATE, display: 'number' }
}

function aggregateValues(aggregate: Aggregate): AggregateValues {
  const f = aggregate.filter
  return {
    fn: aggregate.fn,
    field: aggregate.field ?? '',
    setupId: f.setupId ?? '',
    tagId: f.tagId ?? '',
    side: f.side ?? '',
    symbol: f.symbol ?? '',
    exchange: f.exchange ?? '',
    outcome: f.outcome ?? '',
  }
}

/** The form for a stored metric (its definition read safely; an unreadable one starts blank). */
export function metricFormValues(item: Pick<CustomItem, 'name' | 'definition'>): MetricFormValues {
  const definition = parseMetricDefinition(item.definition)
  if (!definition) return { ...blankMetricForm(), name: item.name }
  return {
    name: item.name,
    numerator: aggregateValues(definition.numerator),
    ratio: definition.denominator !== undefined,
    denominator: definition.denominator ? aggregateValues(definition.denominator) : BLANK_AGGREGATE,
    display: definition.display,
  }
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => ((list as readonly string[]).includes(value) ? (value as T) : undefined)

/** What the form may refer to: the live setups and tags (a filter on a deleted one is refused). */
export interface MetricFormContext {
  readonly setupIds: ReadonlySet<Id>
  readonly tagIds: ReadonlySet<Id>
  /** Names of the other metrics (the unique-name rule, ignoring case). */
  readonly otherNames: readonly string[]
}

function readAggregate(values: AggregateValues, prefix: 'numerator' | 'denominator', context: MetricFormContext, errors: MetricFormErrors): Aggregate | null {
  const fn = oneOf<AggregateFn>(AGGREGATE_FNS, values.fn)
  if (!fn) {
    errors[`${prefix}.fn`] = values.fn === '' ? 'required' : 'unknownChoice'
    return null
  }
  let field: MetricField | undefined
  if (fn !== 'count') {
    field = oneOf<MetricField>(METRIC_FIELDS, values.field)
    if (!field) errors[`${prefix}.field`] = values.field === '' ? 'fieldRequired' : 'unknownChoice'
  }
  const filter: { -readonly [K in keyof MetricFilter]: MetricFilter[K] } = {}
  if (values.setupId) {
    if (context.setupIds.has(values.setupId)) filter.setupId = values.setupId
    else errors[`${prefix}.setupId`] = 'deletedTag'
  }
  if (values.tagId) {
    if (context.tagIds.has(values.tagId)) filter.tagId = values.tagId
    else errors[`${prefix}.tagId`] = 'deletedTag'
  }
  const side = oneOf(METRIC_SIDES, values.side)
  if (side) filter.side = side
  const symbol = values.symbol.trim().toUpperCase()
  if (symbol) {
    if (SYMBOL.test(symbol)) filter.symbol = symbol
    else errors[`${prefix}.symbol`] = 'invalidSymbol'
  }
  const exchange = values.exchange.trim().toLowerCase()
  if (exchange) filter.exchange = exchange
  const outcome = oneOf(METRIC_OUTCOMES, values.outcome)
  if (outcome) filter.outcome = outcome
  if (fn !== 'count' && !field) return null
  return fn === 'count' ? { fn, filter } : { fn, field, filter }
}

/** The definition the pickers describe, or why not; used for the live preview and for saving. */
export function readMetricDefinition(values: MetricFormValues, context: MetricFormContext): { ok: true; definition: MetricDefinition } | { ok: false; errors: MetricFormErrors } {
  const errors: MetricFormErrors = {}
  const numerator = readAggregate(values.numerator, 'numerator', context, errors)
  const denominator = values.ratio ? readAggregate(values.denominator, 'denominator', context, errors) : undefined
  const display = oneOf<RatioDisplay>(RATIO_DISPLAYS, values.display) ?? 'number'
  if (!numerator || denominator === null || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, definition: denominator ? { version: 1, numerator, denominator, display } : { version: 1, numerator, display } }
}

/** The whole form: the name rules (required, at most 60 characters, unique ignoring case) and the definition. */
export function readMetricForm(
  values: MetricFormValues,
  context: MetricFormContext,
): { ok: true; name: string; definition: MetricDefinition } | { ok: false; errors: MetricFormErrors } {
  const read = readMetricDefinition(values, context)
  const errors: MetricFormErrors = read.ok ? {} : { ...read.errors }
  const name = values.name.trim().replace(/\s+/g, ' ')
  if (name === '') errors.name = 'required'
  else if (name.length > METRIC_NAME_MAX) errors.name = 'tooLong'
  else if (context.otherNames.some((other) => other.trim().toLocaleLowerCase() === name.toLocaleLowerCase())) errors.name = 'taken'
  if (!read.ok || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, name, definition: read.definition }
}

/** Form fields in screen order, to focus the first refused one. */
export const METRIC_FORM_FIELDS: readonly MetricFormField[] = [
  'name',
  'numerator.fn',
  'numerator.field',
  'numerator.setupId',
  'numerator.tagId',
  'numerator.symbol',
  'denominator.fn',
  'denominator.field',
  'denominator.setupId',
  'denominator.tagId',
  'denominator.symbol',
  'display',
]
