import { useLingui } from '@lingui/react/macro'
import type { SideSplit } from '../../domain/market'
import { formatMoney, formatNumber, formatPercent, DataTable } from '../../ui'
import { Money } from '../analytics'

export interface PositioningTableProps {
  readonly caption: string
  readonly split: readonly [SideSplit, SideSplit]
  readonly blur: boolean
}

/** Long and short side by side: trades, share, open, then one row per quote coin of results. */
export function PositioningTable({ caption, split, blur }: PositioningTableProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const sideName = (direction: 'long' | 'short') => (direction === 'long' ? t`Long` : t`Short`)
  // Several quote coins: each result row names its coin (amounts are never added across them).
  const several = new Set(split.flatMap((side) => side.results.map((r) => r.currency))).size > 1
  const rows = split.flatMap((side) => {
    const base = [
      sideName(side.direction),
      formatNumber(side.trades, locale, { maxDecimals: 0 }),
      side.share === null ? '—' : formatPercent(side.share, locale, { decimals: 0 }),
      formatNumber(side.open, locale, { maxDecimals: 0 }),
    ]
    if (side.results.length === 0) return [{ key: side.direction, cells: [...base, '0', '—', '—'] }]
    return side.results.map((totals, index) => ({
      key: `${side.direction}:${totals.currency}`,
      cells: [
        ...(index === 0 ? base : ['', '', '', '']).map((cell, column) => (column === 0 && several ? `${sideName(side.direction)} · ${totals.currency}` : cell)),
        formatNumber(totals.trades, locale, { maxDecimals: 0 }),
        totals.winRate === null ? '—' : formatPercent(totals.winRate, locale, { decimals: 1 }),
        <Money key="pnl" text={formatMoney(totals.pnl, locale, { currency: totals.currency, signed: true })} amount={Number(totals.pnl)} blur={blur} />,
      ],
    }))
  })
  return <DataTable caption={caption} columns={[t`Side`, t`Trades`, t`Share`, t`Open`, t`Closed`, t`Win rate`, t`P&L`]} rows={rows} />
}
