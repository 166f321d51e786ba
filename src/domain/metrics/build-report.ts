import { add, type Decimal, multiply, parseDecimal, round, subtract, toDecimalString, ZERO } from '../decimal'
import { MONEY_SCALE } from '../trades/trade-math'
import { PERIODS_OF_DAY } from '../trades/trade-time'
import type { MetricColumns } from './columns'
import type { PassPlan, PassResult } from './compute-pass'
import { dailyOf } from './daily-series'
import type { Dictionary } from './dictionary'
import { limbSumsAreExact, limbsToDecimal } from './exact-sum'
import type { CurrencyGroup } from './groups'
import { BUCKET, L, LIMB_SUMS, O, S, SCALARS } from './pass-layout'
import { bestAndWorst, bucketStats, DIRECTIONS, fixedBuckets, HOURS, keyedBuckets, payoffOf, profitFactorOf, streaksOf, WEEKDAYS } from './report-parts'
import type { EquityTrades } from './trade-ids'
import type { RowDictionaries } from './trade-row'
import type { CurrencyReport, MoneyTotals, OverallStats, RBucket, RCount } from './types'
import { average, INFINITE, none, value } from './value'

export interface ReportContext {
  readonly columns: MetricColumns
  readonly plan: PassPlan
  readonly pass: PassResult
  readonly dictionaries: RowDictionaries
  /** Trade id of a column position. */
  readonly idAt: (row: number) => string
  /** Ids and close times of column positions (read-only, may be shared between results). */
  readonly equityTradesAt: (rows: Int32Array) => EquityTrades
  /** Exact total of one limb kind for currency index c, when limbs could not hold it. */
  readonly exactFallback: (currencyIndex: number, kind: keyof typeof L) => Decimal
}

function exactTotal(context: ReportContext, group: CurrencyGroup, kind: keyof typeof L): string {
  let total = ZERO
  for (const source of group.sources) {
    const at = source.index * LIMB_SUMS + L[kind]
    const { limbs } = context.pass
    const high = limbs[at] as number
    const mid = limbs[at + 1] as number
    const low = limbs[at + 2] as number
    const amount = context.columns.limbsExact && limbSumsAreExact(high, mid, low) ? limbsToDecimal(high, mid, low) : context.exactFallback(source.index, kind)
    total = add(total, multiply(amount, source.rate))
  }
  return toDecimalString(round(total, MONEY_SCALE))
}

function totalsOf(context: ReportContext, group: CurrencyGroup, s: number): MoneyTotals {
  const { scalars } = context.pass
  const paid = exactTotal(context, group, 'fundingPaid')
  const received = exactTotal(context, group, 'fundingReceived')
  return {
    netPnl: exactTotal(context, group, 'net'),
    grossPnl: exactTotal(context, group, 'gross'),
    fees: exactTotal(context, group, 'fee'),
    fundingPaid: paid,
    fundingReceived: received,
    fundingNet: toDecimalString(subtract(parseDecimal(received), parseDecimal(paid))),
    feesImplied: scalars[s + S.feesImplied] as number,
    feesUnknown: scalars[s + S.feesUnknown] as number,
    volume: scalars[s + S.volume] as number,
  }
}

export function buildReport(context: ReportContext, group: CurrencyGroup, g: number): CurrencyReport {
  const { pass, plan, columns, dictionaries } = context
  const sc = pass.scalars
  const s = g * SCALARS
  const get = (slot: number) => sc[s + slot] as number
  const capital = plan.capital[g] as number
  const hasCapital = capital > 0
  const trades = get(S.closed)
  const wins = get(S.wins)
  const losses = get(S.losses)
  const decided = wins + losses
  const pnl = get(S.pnl)
  const winSum = get(S.winSum)
  const lossSum = get(S.lossSum)
  const emptyReason = trades > 0 ? 'noDecidedTrades' : 'noTrades'

  const rCount = plan.rEdges.length + 1
  const rMultiples: RBucket[] = Array.from({ length: rCount }, (_, index) => ({
    from: index === 0 ? null : (plan.rEdges[index - 1] as number),
    to: index === rCount - 1 ? null : (plan.rEdges[index] as number),
    ...bucketStats(pass.r, (g * rCount + index) * BUCKET),
  }))
  const keyOf = (dictionary: Dictionary) => (index: number) => dictionary.keyAt(index)
  const hour = fixedBuckets(pass.hour, g, HOURS)
  const weekday = fixedBuckets(pass.weekday, g, WEEKDAYS)
  const breakdowns = {
    symbol: keyedBuckets(pass.symbol, g, plan.sizes.symbol, (index) => dictionaries.symbol.keyAt(index) ?? ''),
    setup: keyedBuckets(pass.setup, g, plan.sizes.setup, keyOf(dictionaries.setup)),
    tag: keyedBuckets(pass.tag, g, plan.sizes.tag, keyOf(dictionaries.tag)),
    exchange: keyedBuckets(pass.exchange, g, plan.sizes.exchange, keyOf(dictionaries.exchange)),
    account: keyedBuckets(pass.account, g, plan.sizes.account, keyOf(dictionaries.account)),
    side: fixedBuckets(pass.side, g, DIRECTIONS),
    periodOfDay: fixedBuckets(pass.period, g, PERIODS_OF_DAY),
    hour,
    weekday,
  }
  const hours = bestAndWorst(hour)
  const weekdays = bestAndWorst(weekday)
  const days = dailyOf(pass, g, capital)

  const from = pass.eqOffset[g] as number
  const to = from + (pass.counted[g] as number)
  const drawdown = pass.eqDrawdown.subarray(from, to)
  const equityValues = pass.eqValue.subarray(from, to)
  const equityTrades = context.equityTradesAt(pass.eqRow.subarray(from, to))
  let drawdownPercent: Float64Array | undefined
  if (hasCapital) {
    // Peak = equity + drawdown at each point.
    drawdownPercent = new Float64Array(to - from)
    for (let e = 0; e < drawdownPercent.length; e++) {
      const peak = (equityValues[e] as number) + (drawdown[e] as number)
      drawdownPercent[e] = peak > 0 ? (drawdown[e] as number) / peak : 0
    }
  }
  const rowTime = (row: number) => (row >= 0 ? (columns.closeMs[row] as number) : undefined)
  const tradeRef = (pnlValue: number, row: number) => (row >= 0 ? { tradeId: context.idAt(row), pnl: pnlValue, closedAt: columns.closeMs[row] as number } : undefined)
  const maxDrawdownAmount = get(S.maxDrawdown)
  const troughRow = get(S.maxDrawdownTroughRow)
  const peakRow = get(S.maxDrawdownPeakRow)
  const recoveredRow = get(S.recoveredRow)
  const openCount = get(S.open)

  return {
    currency: group.currency,
    sourceCurrencies: group.sources.map((source) => source.currency),
    view: plan.view,
    capital: { amount: capital, exact: toDecimalString(group.capital), source: group.capitalSource },
    totalTrades: trades,
    wins,
    losses,
    breakevens: get(S.breakevens),
    unpriced: get(S.unpriced),
    open: {
      count: openCount,
      long: get(S.openLong),
      short: get(S.openShort),
      notional: get(S.openNotional),
      margin: get(S.openMargin),
      fees: get(S.openFees),
      funding: get(S.openFunding),
      ...(openCount > 0 ? { oldestOpenedAt: get(S.openOldest) } : {}),
      averageAgeMs: average(get(S.openAgeSum), openCount, 'noTrades'),
    },
    pnl,
    totals: totalsOf(context, group, s),
    totalBalance: capital + pnl,
    winRate: average(wins, decided, emptyReason),
    lossRate: average(losses, decided, emptyReason),
    grossProfit: winSum,
    grossLoss: lossSum,
    averagePnlPerTrade: average(pnl, trades, 'noTrades'),
    averagePnlPerDay: average(pnl, days.daily.length, 'noTrades'),
    tradingDays: days.daily.length,
    averageRoiPerTrade: average(get(S.roiSum), get(S.roiCount), trades > 0 ? 'noMargin' : 'noTrades'),
    currentRoi: hasCapital ? value(pnl / capital) : none('noCapital'),
    maxDrawdown: {
      amount: maxDrawdownAmount,
      percent: hasCapital ? value(get(S.maxDrawdownPercent)) : none('noCapital'),
      ...(troughRow >= 0 ? { troughAt: rowTime(troughRow) } : {}),
      ...(troughRow >= 0 && peakRow >= 0 ? { peakAt: rowTime(peakRow) } : {}),
      ...(troughRow >= 0 && recoveredRow >= 0 ? { recoveredAt: rowTime(recoveredRow) } : {}),
    },
    currentDrawdown: get(S.peak) - (capital + get(S.cumulative)),
    streaks: streaksOf(get(S.streakKind), get(S.streakLength), get(S.longestWin), get(S.longestLoss)),
    profitFactor: trades === 0 ? none('noTrades') : profitFactorOf(winSum, lossSum, wins, losses),
    sharpeRatio: days.sharpe,
    riskToReward: trades === 0 ? none('noTrades') : payoffOf(winSum, lossSum, wins, losses),
    averageWin: average(winSum, wins, trades > 0 ? 'noWins' : 'noTrades'),
    averageLoss: average(lossSum, losses, trades > 0 ? 'noLosses' : 'noTrades'),
    ...(trades > 0 ? { bestTrade: tradeRef(get(S.best), get(S.bestRow)), worstTrade: tradeRef(get(S.worst), get(S.worstRow)) } : {}),
    ...(days.best ? { bestDay: days.best } : {}),
    ...(days.worst ? { worstDay: days.worst } : {}),
    ...(hours.best ? { bestHour: { hour: hours.best.key, pnl: hours.best.pnl, trades: hours.best.trades } } : {}),
    ...(hours.worst ? { worstHour: { hour: hours.worst.key, pnl: hours.worst.pnl, trades: hours.worst.trades } } : {}),
    ...(weekdays.best ? { bestWeekday: { weekday: weekdays.best.key, pnl: weekdays.best.pnl, trades: weekdays.best.trades } } : {}),
    ...(weekdays.worst ? { worstWeekday: { weekday: weekdays.worst.key, pnl: weekdays.worst.pnl, trades: weekdays.worst.trades } } : {}),
    averageHoldingTimeMs: average(get(S.holdSum), get(S.holdCount), 'noTrades'),
    averagePositionSize: average(get(S.notionalSum), trades, 'noTrades'),
    averageLeverage: average(get(S.leverageSum), trades, 'noTrades'),
    expectancy: decided > 0 ? value((winSum + lossSum) / decided) : none(emptyReason),
    expectancyR: average(get(S.rDecidedSum), get(S.rDecidedCount), trades > 0 ? 'noRisk' : 'noTrades'),
    averageR: average(get(S.rSum), get(S.rCount), trades > 0 ? 'noRisk' : 'noTrades'),
    tradesWithR: get(S.rCount),
    rMultiples,
    recoveryFactor: trades === 0 ? none('noTrades') : maxDrawdownAmount > 0 ? value(pnl / maxDrawdownAmount) : pnl > 0 ? INFINITE : none('noDrawdown'),
    breakdowns,
    equity: {
      time: equityTrades.time,
      equity: equityValues,
      drawdown,
      ...(drawdownPercent ? { drawdownPercent } : {}),
      tradeIds: equityTrades.ids,
    },
    daily: days.daily,
  }
}

export function buildOverall(pass: PassResult, plan: PassPlan): OverallStats {
  const o = pass.overall
  const get = (slot: number) => o[slot] as number
  const trades = get(O.closed)
  const wins = get(O.wins)
  const losses = get(O.losses)
  const rCount = plan.rEdges.length + 1
  return {
    totalTrades: trades,
    wins,
    losses,
    breakevens: get(O.breakevens),
    unpriced: get(O.unpriced),
    open: get(O.open),
    winRate: average(wins, wins + losses, trades > 0 ? 'noDecidedTrades' : 'noTrades'),
    streaks: streaksOf(get(O.streakKind), get(O.streakLength), get(O.longestWin), get(O.longestLoss)),
    averageHoldingTimeMs: average(get(O.holdSum), get(O.holdCount), 'noTrades'),
    averageLeverage: average(get(O.leverageSum), trades, 'noTrades'),
    averageRoiPerTrade: average(get(O.roiSum), get(O.roiCount), trades > 0 ? 'noMargin' : 'noTrades'),
    averageR: average(get(O.rSum), get(O.rCount), trades > 0 ? 'noRisk' : 'noTrades'),
    expectancyR: average(get(O.rDecidedSum), get(O.rDecidedCount), trades > 0 ? 'noRisk' : 'noTrades'),
    tradesWithR: get(O.rCount),
    rMultiples: Array.from({ length: rCount }, (_, index): RCount => {
      const { trades: count, wins: won, losses: lost, breakevens, winRate } = bucketStats(pass.overallR, index * BUCKET)
      return {
        from: index === 0 ? null : (plan.rEdges[index - 1] as number),
        to: index === rCount - 1 ? null : (plan.rEdges[index] as number),
        trades: count,
        wins: won,
        losses: lost,
        breakevens,
        winRate,
      }
    }),
  }
}
