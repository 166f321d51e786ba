import { useLingui } from '@lingui/react/macro'
import type { GroupStats } from '../../domain/insights'
import { Money } from './money-cell'
import type { Formatters } from '../charts'
import { DataTable } from '../../ui'

export interface BreakdownRow {
  readonly key: string
  readonly label: string
  readonly stats: GroupStats
}

/** Trades, win rate, P&L and average P&L per group. */
export function BreakdownTable({
  caption,
  groupLabel,
  rows,
  currency,
  fmt,
  blur,
}: {
  caption: string
  groupLabel: string
  rows: readonly BreakdownRow[]
  currency: string
  fmt: Formatters
  blur: boolean
}) {
  const { t } = useLingui()
  return (
    <DataTable
      caption={caption}
      columns={[groupLabel, t`Trades`, t`Win rate`, t`P&L`, t`Average P&L`]}
      rows={rows.map(({ key, label, stats }) => ({
        key,
        cells: [
          label,
          fmt.number(stats.trades, 0),
          fmt.value(stats.winRate, (n) => fmt.percent(n)),
          <Money key="pnl" text={fmt.money(stats.pnl, currency, true)} amount={stats.pnl} blur={blur} />,
          <Money
            key="avg"
            text={fmt.value(stats.averagePnl, (n) => fmt.money(n, currency, true))}
            amount={stats.averagePnl.kind === 'value' ? stats.averagePnl.value : 0}
            blur={blur}
          />,
        ],
      }))}
    />
  )
}
