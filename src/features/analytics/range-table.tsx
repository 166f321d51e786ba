import { useLingui } from '@lingui/react/macro'
import type { RangeBucket } from '../../domain/insights'
import { Money } from './money-cell'
import type { Formatters } from '../charts'
import { DataTable } from '../../ui'

interface RangeTableProps {
  readonly caption: string
  readonly groupLabel: string
  readonly buckets: readonly RangeBucket[]
  readonly unit: (value: number) => string
  /** The range's end belongs to it (size quarters) rather than to the next one (leverage bands). */
  readonly inclusive?: boolean
  /** The ranges are money (position sizes): blurred under the flag like every other amount. */
  readonly moneyRanges?: boolean
  readonly currency: string
  readonly fmt: Formatters
  readonly blur: boolean
}

/** Trades, win rate, average P&L and average ROI per range of a per-trade number. */
export function RangeTable({ caption, groupLabel, buckets, unit, inclusive = false, moneyRanges = false, currency, fmt, blur }: RangeTableProps) {
  const { t } = useLingui()
  const range = (b: RangeBucket) => {
    const from = unit(b.from)
    const to = b.to === null ? '' : unit(b.to)
    if (inclusive) return t`${from} to ${to}`
    return b.to === null ? t`${from} or more` : b.from === 0 ? t`under ${to}` : t`${from} to under ${to}`
  }
  return (
    <DataTable
      caption={caption}
      columns={[groupLabel, t`Trades`, t`Win rate`, t`Average P&L`, t`Average ROI`]}
      rows={buckets.map((b, index) => ({
        key: String(index),
        cells: [
          moneyRanges ? <Money key="range" text={range(b)} amount={0} blur={blur} plain /> : range(b),
          fmt.number(b.trades, 0),
          fmt.value(b.winRate, (n) => fmt.percent(n)),
          <Money key="avg" text={fmt.value(b.averagePnl, (n) => fmt.money(n, currency, true))} amount={b.averagePnl.kind === 'value' ? b.averagePnl.value : 0} blur={blur} />,
          fmt.value(b.averageRoi, (n) => fmt.percent(n, true)),
        ],
      }))}
    />
  )
}
