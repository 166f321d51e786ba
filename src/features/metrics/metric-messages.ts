import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Id, Tag } from '../../domain'
import type { Aggregate, AggregateFn, MetricDefinition, MetricField, MetricFormField, MetricFormProblem, MetricSide, RatioDisplay } from '../../domain/custom-metrics'
import { METRIC_NAME_MAX } from '../../domain/custom-metrics'
import { exchangeBrand } from '../../domain/partner-exchanges'
import type { TradeOutcome } from '../../domain/trades/trade-outcome'

/** The words of the metric builder's pickers and of a metric's formula. */
export function useMetricWords() {
  const { t } = useLingui()
  return useMemo(() => {
    const fns: Record<AggregateFn, string> = { count: t`Count of trades`, sum: t`Sum`, avg: t`Average`, min: t`Minimum`, max: t`Maximum` }
    const fields: Record<MetricField, string> = {
      pnl: t`P&L`,
      grossPnl: t`Gross P&L`,
      fees: t`Fees`,
      funding: t`Funding`,
      notional: t`Position size`,
      margin: t`Margin`,
      leverage: t`Leverage`,
      holdHours: t`Holding time (hours)`,
      roi: t`ROI`,
    }
    const sides: Record<MetricSide, string> = { long: t`Long`, short: t`Short` }
    const outcomes: Record<TradeOutcome, string> = { win: t`Win`, loss: t`Loss`, breakeven: t`Breakeven` }
    const displays: Record<RatioDisplay, string> = { number: t`Number (1.85)`, percent: t`Percentage (62.5%)` }
    return { fns, fields, sides, outcomes, displays }
  }, [t])
}

/** A metric's formula in words, e.g. "Sum of P&L (setup Breakout, long) / Count of trades". */
export function useDescribeMetric(tags: readonly Tag[]) {
  const { t } = useLingui()
  const words = useMetricWords()
  const names = useMemo(() => new Map<Id, string>(tags.map((tag) => [tag.id, tag.name])), [tags])
  return (definition: MetricDefinition): string => {
    const aggregate = (a: Aggregate) => {
      const calculation = words.fns[a.fn]
      const figure = a.field ? words.fields[a.field] : ''
      const head = a.fn === 'count' || !a.field ? words.fns.count : t`${calculation} of ${figure}`
      const f = a.filter
      const parts: string[] = []
      const unknown = t`deleted tag`
      const setup = f.setupId ? (names.get(f.setupId) ?? unknown) : ''
      const tag = f.tagId ? (names.get(f.tagId) ?? unknown) : ''
      if (setup) parts.push(t`setup ${setup}`)
      if (tag) parts.push(t`tag ${tag}`)
      if (f.side) parts.push(words.sides[f.side].toLowerCase())
      if (f.symbol) parts.push(f.symbol)
      if (f.exchange) parts.push(exchangeBrand(f.exchange))
      if (f.outcome) parts.push(words.outcomes[f.outcome].toLowerCase())
      const filter = parts.join(', ')
      return parts.length === 0 ? t`${head} (all trades)` : `${head} (${filter})`
    }
    return definition.denominator ? `${aggregate(definition.numerator)} / ${aggregate(definition.denominator)}` : aggregate(definition.numerator)
  }
}

/** Why a field of the metric form was refused. */
export function useMetricFormMessage() {
  const { t } = useLingui()
  return (problem: MetricFormProblem, field: MetricFormField): string => {
    switch (problem) {
      case 'required':
        return field === 'name' ? t`Give the metric a name.` : t`Choose a calculation.`
      case 'tooLong':
        return t`Keep the name under ${METRIC_NAME_MAX} characters.`
      case 'taken':
        return t`Another metric already has this name.`
      case 'fieldRequired':
        return t`Choose the trade figure to calculate with.`
      case 'unknownChoice':
        return t`Choose one of the options.`
      case 'invalidSymbol':
        return t`Enter a symbol as the journal writes it, such as BTCUSDT.`
      case 'deletedTag':
        return t`This tag or setup no longer exists: choose another.`
    }
  }
}
