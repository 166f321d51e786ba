import { useLingui } from '@lingui/react/macro'
import type { ExchangeFeeRow } from '../../domain/fees'
import { Money, type AnalyticsLabels } from '../analytics'
import type { Formatters } from '../charts'
import { DataTable } from '../../ui'

interface ExchangeTableProps {
  readonly rows: readonly ExchangeFeeRow[]
  readonly fmt: Formatters
  readonly labels: AnalyticsLabels
  readonly blur: boolean
  readonly showCurrency: boolean
}

/** Exchange comparison: rank, exchange, total volume, trades, average fee, efficiency. */
export function ExchangeTable({ rows, fmt, labels, blur, showCurrency }: ExchangeTableProps) {
  const { t } = useLingui()
  return (
    <DataTable
      caption={t`Exchange comparison`}
      columns={[t`Rank`, t`Exchange`, t`Total volume`, t`Trades`, t`Average fee`, t`Efficiency`]}
      rows={rows.map((row) => ({
        key: `${row.exchange ?? ''}:${row.currency}`,
        cells: [
          row.rank > 0 ? `#${row.rank}` : '—',
          showCurrency ? `${labels.exchange(row.exchange)} (${row.currency})` : labels.exchange(row.exchange),
          <Money key="v" text={fmt.money(row.volume, row.currency)} amount={0} plain blur={blur} />,
          fmt.number(row.trades, 0),
          fmt.value(row.averageFeeRate, fmt.feeRate),
          fmt.value(row.efficiency, (n) => fmt.percent(n)),
        ],
      }))}
    />
  )
}
