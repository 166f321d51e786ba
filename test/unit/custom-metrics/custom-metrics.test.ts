import { describe, expect, it } from 'vitest'
import {
  BLANK_AGGREGATE,
  blankMetricForm,
  definitionToJson,
  evaluateMetric,
  metricFormValues,
  parseMetricDefinition,
  readMetricForm,
  type Aggregate,
  type MetricDefinition,
  type MetricFormContext,
  type MetricFormValues,
} from '../../../src/domain/custom-metrics'
import { tradeFactsOf } from '../../../src/domain/insights'
import type { Trade } from '../../../src/domain/trade'
import { pnlTrade } from '../metrics/support'

const at = (day: number, hour: number) => new Date(Date.UTC(2025, 2, day, hour)).toISOString()
const trades: Trade[] = [
  pnlTrade(10, at(3, 9), at(3, 11), { setupId: 'breakout', tagIds: ['fomo'], exchange: 'binance' }),
  // A short from 100 to 104: -4.
  pnlTrade(4, at(4, 9), at(4, 13), { setupId: 'breakout', side: 'short', exchange: 'bybit' }),
  pnlTrade(6, at(5, 9), at(5, 10), { symbol: 'ETHUSDT', exchange: 'binance', tradingFee: '1' }),
  pnlTrade(0, at(6, 9), at(6, 10), { tagIds: ['fomo'] }),
  pnlTrade(3, at(7, 9), at(7, 10), { quoteAsset: 'USDC', symbol: 'BTCUSDC' }),
]
const facts = tradeFactsOf(trades, { timeZone: 'UTC' }).closed
const agg = (fields: Partial<Aggregate>): Aggregate => ({ fn: 'count', filter: {}, ...fields })
const metric = (numerator: Aggregate, denominator?: Aggregate, display: 'number' | 'percent' = 'number'): MetricDefinition =>
  denominator ? { version: 1, numerator, denominator, display } : { version: 1, numerator, display }
const values = (definition: MetricDefinition) =>
  evaluateMetric(facts, definition).map((r) => [r.currency, r.value.kind === 'value' ? Number(r.value.value.toFixed(6)) : r.value.reason, r.unit, r.matched])

describe('evaluateMetric', () => {
  it.each<[string, MetricDefinition, unknown[]]>([
    ['count of every trade, over every coin', metric(agg({})), [[null, 5, 'count', 5]]],
    ['count of breakout trades', metric(agg({ filter: { setupId: 'breakout' } })), [[null, 2, 'count', 2]]],
    [
      'sum of P&L per coin (net: the fee of 1 is taken off)',
      metric(agg({ fn: 'sum', field: 'pnl' })),
      [
        ['USDT', 11, 'money', 4],
        ['USDC', 3, 'money', 1],
      ],
    ],
    ['average P&L of breakout longs', metric(agg({ fn: 'avg', field: 'pnl', filter: { setupId: 'breakout', side: 'long' } })), [['USDT', 10, 'money', 1]]],
    ['worst short on Bybit', metric(agg({ fn: 'min', field: 'pnl', filter: { side: 'short', exchange: 'bybit' } })), [['USDT', -4, 'money', 1]]],
    ['largest fee on ETHUSDT', metric(agg({ fn: 'max', field: 'fees', filter: { symbol: 'ETHUSDT' } })), [['USDT', 1, 'money', 1]]],
    ['average holding time in hours', metric(agg({ fn: 'avg', field: 'holdHours' })), [[null, 1.8, 'hours', 5]]],
    ['average leverage', metric(agg({ fn: 'avg', field: 'leverage' })), [[null, 10, 'leverage', 5]]],
    [
      'win share of FOMO trades, as a percentage',
      metric(agg({ filter: { tagId: 'fomo', outcome: 'win' } }), agg({ filter: { tagId: 'fomo' } }), 'percent'),
      [[null, 0.5, 'percent', 1]],
    ],
    [
      'P&L of wins over P&L of losses, per coin',
      metric(agg({ fn: 'sum', field: 'pnl', filter: { outcome: 'win' } }), agg({ fn: 'sum', field: 'pnl', filter: { outcome: 'loss' } })),
      [
        ['USDT', -3.75, 'number', 2],
        ['USDC', 'noTrades', 'number', 1],
      ],
    ],
    [
      'a ratio over zero has no value',
      metric(agg({}), agg({ fn: 'sum', field: 'pnl', filter: { outcome: 'breakeven' } })),
      [
        ['USDT', 'zeroDenominator', 'number', 4],
        ['USDC', 'noTrades', 'number', 1],
      ],
    ],
    ['nothing matches', metric(agg({ fn: 'avg', field: 'pnl', filter: { symbol: 'DOGEUSDT' } })), [[null, 'noTrades', 'money', 0]]],
  ])('%s', (_name, definition, expected) => {
    expect(values(definition)).toEqual(expected)
  })

  it('gives one empty result on an empty journal', () => {
    expect(evaluateMetric([], metric(agg({ fn: 'sum', field: 'pnl' })))).toEqual([{ currency: null, value: { kind: 'none', reason: 'noTrades' }, unit: 'money', matched: 0 }])
  })
})

describe('parseMetricDefinition reads stored data safely', () => {
  const good = metric(agg({ fn: 'sum', field: 'pnl', filter: { setupId: 'breakout', symbol: 'BTCUSDT' } }), agg({}), 'percent')

  it('round-trips a definition through JSON', () => {
    expect(parseMetricDefinition(definitionToJson(good))).toEqual(good)
  })

  it.each([
    ['not an object', 'sum(pnl)'],
    ['another version', { ...good, version: 2 }],
    ['an unknown function', { version: 1, numerator: { fn: 'eval', field: 'pnl', filter: {} } }],
    ['a sum without a field', { version: 1, numerator: { fn: 'sum', filter: {} } }],
    ['an unknown field', { version: 1, numerator: { fn: 'avg', field: 'constructor', filter: {} } }],
    ['a broken denominator', { version: 1, numerator: { fn: 'count', filter: {} }, denominator: { fn: 'avg' } }],
    ['a filter that is not an object', { version: 1, numerator: { fn: 'count', filter: 'side=long' } }],
  ])('refuses %s', (_name, json) => {
    expect(parseMetricDefinition(json)).toBeNull()
  })

  it('drops unknown keys and normalises case', () => {
    expect(
      parseMetricDefinition({ version: 1, numerator: { fn: 'count', field: 'pnl', filter: { symbol: 'btcusdt', exchange: 'Binance', side: 'up', extra: 1 } }, code: 'x' }),
    ).toEqual({
      version: 1,
      numerator: { fn: 'count', filter: { symbol: 'BTCUSDT', exchange: 'binance' } },
      display: 'number',
    })
  })
})

describe('readMetricForm', () => {
  const context: MetricFormContext = { setupIds: new Set(['breakout']), tagIds: new Set(['fomo']), otherNames: ['Breakout edge'] }
  const form = (fields: Partial<MetricFormValues>): MetricFormValues => ({ ...blankMetricForm(), name: 'Net per trade', ...fields })

  it('builds the definition the pickers describe', () => {
    const result = readMetricForm(
      form({
        name: '  FOMO   win share ',
        numerator: { ...BLANK_AGGREGATE, fn: 'count', tagId: 'fomo', outcome: 'win', symbol: ' btcusdt ' },
        ratio: true,
        denominator: { ...BLANK_AGGREGATE, fn: 'count', tagId: 'fomo' },
        display: 'percent',
      }),
      context,
    )
    expect(result).toEqual({
      ok: true,
      name: 'FOMO win share',
      definition: metric(agg({ filter: { tagId: 'fomo', outcome: 'win', symbol: 'BTCUSDT' } }), agg({ filter: { tagId: 'fomo' } }), 'percent'),
    })
  })

  it.each<[string, Partial<MetricFormValues>, string, string]>([
    ['an empty name', { name: '  ' }, 'name', 'required'],
    ['a long name', { name: 'x'.repeat(61) }, 'name', 'tooLong'],
    ['a name already used (any case)', { name: 'breakout EDGE' }, 'name', 'taken'],
    ['a sum without a figure', { numerator: { ...BLANK_AGGREGATE, fn: 'sum' } }, 'numerator.field', 'fieldRequired'],
    ['an unknown calculation', { numerator: { ...BLANK_AGGREGATE, fn: 'median' } }, 'numerator.fn', 'unknownChoice'],
    ['a deleted setup', { numerator: { ...BLANK_AGGREGATE, setupId: 'gone' } }, 'numerator.setupId', 'deletedTag'],
    ['a symbol with spaces', { numerator: { ...BLANK_AGGREGATE, symbol: 'BTC USDT' } }, 'numerator.symbol', 'invalidSymbol'],
    ['a ratio without its second figure', { ratio: true, denominator: { ...BLANK_AGGREGATE, fn: 'avg' } }, 'denominator.field', 'fieldRequired'],
  ])('refuses %s', (_name, fields, field, problem) => {
    const result = readMetricForm(form(fields), context)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]).toBe(problem)
  })

  it('fills the form back from a stored metric', () => {
    const definition = metric(agg({ fn: 'avg', field: 'fees', filter: { exchange: 'binance' } }))
    const back = metricFormValues({ name: 'Fees on Binance', definition: definitionToJson(definition) })
    expect(readMetricForm(back, { ...context, otherNames: [] })).toEqual({ ok: true, name: 'Fees on Binance', definition })
    expect(metricFormValues({ name: 'Broken', definition: { version: 9 } })).toEqual({ ...blankMetricForm(), name: 'Broken' })
  })
})
