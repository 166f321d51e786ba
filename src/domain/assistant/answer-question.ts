import type { Id } from '../common'
import { compileJournalFilter } from '../journal/filter-trades'
import { EMPTY_JOURNAL_FILTER, type JournalFilter } from '../journal/journal-filter'
import { type JournalSearchParams, toJournalSearch } from '../journal/journal-search'
import { DEFAULT_JOURNAL_SORT } from '../journal/journal-sort'
import { summariseTrade } from '../journal/trade-summary'
import { computeMetrics, type CurrencyReport, type Metrics, type MetricsOptions, type Streaks, type Value } from '../metrics'
import type { Trade } from '../trade'
import { isValidTimeZone, wallTimeAt } from '../trades/trade-time'
import type { AssistantMetric } from './lexicon'
import type { ParsedQuestion, Subset, SubsetDimension } from './parse-question'

/** A figure as the metrics engine gave it; the feature formats and words it. */
export type MetricFigure =
  | { readonly kind: 'percent'; readonly value: Value }
  | { readonly kind: 'ratio'; readonly value: Value }
  | { readonly kind: 'money'; readonly value: Value; readonly currency: string }
  | { readonly kind: 'count'; readonly value: number }
  | { readonly kind: 'streaks'; readonly streaks: Streaks }
  | {
      readonly kind: 'summary'
      readonly winRate: Value
      readonly pnl: number
      readonly profitFactor: Value
      readonly currency: string
    }

/** The journal's URL search params that show a group of the counted trades, and how many it holds. */
export interface JournalLink {
  readonly search: JournalSearchParams
  /** Trades the link shows (open ones included, as the journal lists them). */
  readonly trades: number
}

export interface SubsetAnswer {
  readonly subset: Subset
  readonly figure: MetricFigure
  /** Closed trades with a known P&L the figure is computed over. */
  readonly counted: number
  /** Quote coins of the subset not in the figure (money is never added across coins without a rate). */
  readonly otherCurrencies: readonly string[]
  /** One link per symbol and side when the question named a coin or a side, else one. */
  readonly links: readonly JournalLink[]
  /** False when the subset has a weekday or hours, which the journal cannot filter by. */
  readonly linksExact: boolean
}

export type AssistantAnswer =
  | { readonly kind: 'notUnderstood'; readonly reason: Extract<ParsedQuestion, { kind: 'notUnderstood' }>['reason']; readonly word?: string }
  | {
      readonly kind: 'answer'
      readonly metric: AssistantMetric
      /** One subset, or two side by side with the dimension they differ in. */
      readonly parts: readonly SubsetAnswer[]
      readonly comparedOn?: SubsetDimension
    }

export interface AnswerContext {
  /** The trader's live trades (soft-deleted ones are left out by the metrics engine). */
  readonly trades: readonly Trade[]
  /** The metrics engine's options (zone, now, breakeven band, P&L view, capital). */
  readonly metricsOptions: MetricsOptions
}

const none: Value = { kind: 'none', reason: 'noTrades' }
const valueOf = (n: number | undefined): Value => (n === undefined ? none : { kind: 'value', value: n })

/** Metrics without money (counts, rates, streaks) span every quote coin; money stays in one. */
const MONEY_METRICS = new Set<AssistantMetric>([
  'summary',
  'pnl',
  'fees',
  'funding',
  'drawdown',
  'averageWin',
  'averageLoss',
  'averagePnl',
  'expectancy',
  'bestTrade',
  'worstTrade',
  'profitFactor',
  'riskReward',
])

function figureOf(metric: AssistantMetric, metrics: Metrics, report: CurrencyReport): MetricFigure {
  const money = (value: Value): MetricFigure => ({ kind: 'money', value, currency: report.currency })
  const { overall } = metrics
  switch (metric) {
    case 'summary':
      return { kind: 'summary', winRate: report.winRate, pnl: report.pnl, profitFactor: report.profitFactor, currency: report.currency }
    case 'winRate':
      return { kind: 'percent', value: overall.winRate }
    case 'averageRoi':
      return { kind: 'percent', value: overall.averageRoiPerTrade }
    case 'tradeCount':
      return { kind: 'count', value: overall.totalTrades }
    case 'streaks':
    case 'winStreak':
    case 'lossStreak':
      return { kind: 'streaks', streaks: overall.streaks }
    case 'profitFactor':
      return { kind: 'ratio', value: report.profitFactor }
    case 'riskReward':
      return { kind: 'ratio', value: report.riskToReward }
    case 'pnl':
      return money(report.totalTrades > 0 ? valueOf(report.pnl) : none)
    case 'fees':
      return money(report.totalTrades > 0 ? valueOf(Number(report.totals.fees)) : none)
    case 'funding':
      return money(report.totalTrades > 0 ? valueOf(Number(report.totals.fundingNet)) : none)
    case 'drawdown':
      return money(report.totalTrades > 0 ? valueOf(report.maxDrawdown.amount) : none)
    case 'averageWin':
      return money(report.averageWin)
    case 'averageLoss':
      return money(report.averageLoss)
    case 'averagePnl':
      return money(report.averagePnlPerTrade)
    case 'expectancy':
      return money(report.expectancy)
    case 'bestTrade':
      return money(valueOf(report.bestTrade?.pnl))
    case 'worstTrade':
      return money(valueOf(report.worstTrade?.pnl))
  }
}

/** The part of a subset the journal's filter can express, exactly as the journal applies it. */
function journalFilterOf(subset: Subset): JournalFilter {
  const period = subset.period
  return {
    ...EMPTY_JOURNAL_FILTER,
    ...(period ? ('preset' in period ? { datePreset: period.preset } : { datePreset: 'custom' as const, from: period.from, to: period.to }) : {}),
    ...(subset.symbol ? { symbol: subset.symbol } : {}),
    ...(subset.setupId ? { setupId: subset.setupId } : {}),
    ...(subset.tagId ? { tagIds: [subset.tagId] } : {}),
    ...(subset.exchange ? { exchange: subset.exchange } : {}),
    ...(subset.accountId ? { accountId: subset.accountId } : {}),
  }
}

const isLong = (trade: Trade) => trade.side === 'long' || trade.side === 'buy'

/** The trades of a subset: the journal's own filter, then coin, side, weekday and hours of the open time. */
function tradesOf(subset: Subset, context: AnswerContext): readonly Trade[] {
  const { timeZone, now, breakevenBand = '0' } = context.metricsOptions
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC'
  const filter = journalFilterOf(subset)
  const journalTest = compileJournalFilter(filter, { now, timeZone: zone, summaryOf: (trade) => summariseTrade(trade, breakevenBand) })
  const tests: ((trade: Trade) => boolean)[] = [(trade) => !trade.isDeleted]
  if (journalTest) tests.push(journalTest)
  const { coin, direction, weekday, hours } = subset
  if (coin) tests.push((trade) => trade.baseAsset.toUpperCase() === coin)
  if (direction) tests.push((trade) => isLong(trade) === (direction === 'long'))
  if (weekday !== undefined || hours) {
    tests.push((trade) => {
      const wall = wallTimeAt(Date.parse(trade.openedAt), zone)
      const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() || 7
      return (weekday === undefined || day === weekday) && (!hours || (wall.hour >= hours.from && wall.hour < hours.to))
    })
  }
  return context.trades.filter((trade) => tests.every((test) => test(trade)))
}

/** Links to the journal: one per symbol (when a coin was named) and side (when a side was). */
function linksOf(subset: Subset, trades: readonly Trade[]): JournalLink[] {
  const base = journalFilterOf(subset)
  const groups = new Map<string, { filter: JournalFilter; trades: number }>()
  for (const trade of trades) {
    const symbol = subset.coin ? trade.symbol.toUpperCase() : undefined
    const side = subset.direction ? trade.side : undefined
    const key = `${symbol ?? ''}|${side ?? ''}`
    const group = groups.get(key) ?? { filter: { ...base, ...(symbol ? { symbol } : {}), ...(side ? { side } : {}) }, trades: 0 }
    group.trades += 1
    groups.set(key, group)
  }
  if (groups.size === 0) {
    const filter = { ...base, ...(subset.direction ? { side: subset.direction } : {}), ...(subset.symbol ? { symbol: subset.symbol } : {}) }
    return [{ search: toJournalSearch({ filter, sort: DEFAULT_JOURNAL_SORT }), trades: 0 }]
  }
  return [...groups.values()]
    .sort((a, b) => b.trades - a.trades)
    .map((group) => ({ search: toJournalSearch({ filter: group.filter, sort: DEFAULT_JOURNAL_SORT }), trades: group.trades }))
}

function answerSubset(metric: AssistantMetric, subset: Subset, context: AnswerContext): SubsetAnswer {
  const trades = tradesOf(subset, context)
  const metrics = computeMetrics(trades, context.metricsOptions)
  const report = metrics.primary
  const money = MONEY_METRICS.has(metric)
  return {
    subset,
    figure: figureOf(metric, metrics, report),
    counted: money ? report.totalTrades : metrics.overall.totalTrades,
    otherCurrencies: money ? metrics.reports.filter((other) => other !== report && other.totalTrades > 0).map((other) => other.currency) : [],
    links: linksOf(subset, trades),
    linksExact: subset.weekday === undefined && subset.hours === undefined,
  }
}

/** Answers a parsed question with the metrics engine's figures over exactly the trades it names. */
export function answerQuestion(question: ParsedQuestion, context: AnswerContext): AssistantAnswer {
  if (question.kind === 'notUnderstood') return { kind: 'notUnderstood', reason: question.reason, ...(question.word ? { word: question.word } : {}) }
  const subsets = question.comparison ? question.comparison.sides : [question.subset]
  return {
    kind: 'answer',
    metric: question.metric,
    parts: subsets.map((subset) => answerSubset(question.metric, subset, context)),
    ...(question.comparison ? { comparedOn: question.comparison.dimension } : {}),
  }
}

/** What the trader's journal names, for the parser: coins, symbols, exchanges from the trades. */
export function vocabularyOf(
  trades: readonly Trade[],
  names: { readonly setups: readonly { id: Id; name: string }[]; readonly tags: readonly { id: Id; name: string }[]; readonly accounts: readonly { id: Id; name: string }[] },
) {
  const coins = new Set<string>()
  const symbols = new Set<string>()
  const exchanges = new Set<string>()
  for (const trade of trades) {
    if (trade.isDeleted) continue
    coins.add(trade.baseAsset.toUpperCase())
    symbols.add(trade.symbol.toUpperCase())
    if (trade.exchange) exchanges.add(trade.exchange.toLowerCase())
  }
  return { coins: [...coins], symbols: [...symbols], exchanges: [...exchanges], ...names }
}
