import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { DerivativeResult, DerivativeTotals, SpotDisposal, SpotTotals } from '../../domain/tax'
import { Button, DataTable } from '../../ui'
import { Money } from '../analytics'
import type { Formatters } from '../charts'

const PAGE = 50

interface TableProps<T> {
  readonly rows: readonly T[]
  readonly fmt: Formatters
  readonly blur: boolean
}

/** A decimal string shown as money: exact in the CSV, rounded for the eye here. */
function amount(fmt: Formatters, blur: boolean, text: string, currency: string, signed = false) {
  const value = Number(text)
  return <Money text={fmt.money(value, currency, signed)} amount={signed ? value : 0} plain={!signed} blur={blur} />
}

function useShowMore(total: number) {
  const { t } = useLingui()
  const [shown, setShown] = useState(PAGE)
  const visible = Math.min(shown, total)
  const more =
    visible < total ? (
      <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
        {t`Show more (${visible} of ${total})`}
      </Button>
    ) : null
  return { visible, more }
}

/** Spot totals of a tax year, one row per currency (never added across currencies). */
export function SpotTotalsTable({ rows, fmt, blur }: TableProps<SpotTotals>) {
  const { t } = useLingui()
  return (
    <DataTable
      caption={t`Spot totals by currency`}
      columns={[t`Currency`, t`Disposals`, t`Proceeds`, t`Cost basis`, t`Fees`, t`Short-term gain`, t`Long-term gain`, t`Net gain or loss`]}
      rows={rows.map((row) => ({
        key: row.currency,
        cells: [
          row.currency,
          fmt.count(row.disposals),
          amount(fmt, blur, row.proceeds, row.currency),
          amount(fmt, blur, row.costBasis, row.currency),
          amount(fmt, blur, row.fees, row.currency),
          amount(fmt, blur, row.shortTermGain, row.currency, true),
          amount(fmt, blur, row.longTermGain, row.currency, true),
          amount(fmt, blur, row.gain, row.currency, true),
        ],
      }))}
    />
  )
}

export function SpotDisposalTable({ rows, fmt, blur }: TableProps<SpotDisposal>) {
  const { t } = useLingui()
  const { visible, more } = useShowMore(rows.length)
  return (
    <>
      <DataTable
        caption={t`Spot disposals`}
        columns={[t`Sold`, t`Acquired`, t`Symbol`, t`Quantity`, t`Proceeds`, t`Cost basis`, t`Fees`, t`Gain or loss`, t`Term`]}
        rows={rows.slice(0, visible).map((row, index) => ({
          key: `${row.tradeId}:${row.term}:${index}`,
          cells: [
            fmt.day(row.disposedOn),
            fmt.day(row.acquiredOn),
            row.symbol,
            fmt.number(Number(row.quantity), 8),
            amount(fmt, blur, row.proceeds, row.currency),
            row.unmatched ? t`No purchase recorded` : amount(fmt, blur, row.costBasis, row.currency),
            row.feeUnknown ? t`Unknown` : amount(fmt, blur, row.fees, row.currency),
            amount(fmt, blur, row.gain, row.currency, true),
            row.shortSale ? t`Short sale` : row.term === 'long' ? t`Long term` : t`Short term`,
          ],
        }))}
      />
      {more}
    </>
  )
}

export function DerivativeTotalsTable({ rows, fmt, blur }: TableProps<DerivativeTotals>) {
  const { t } = useLingui()
  return (
    <DataTable
      caption={t`Derivatives totals by currency`}
      columns={[t`Currency`, t`Trades`, t`Realised P&L`, t`Fees`, t`Funding`, t`Net`]}
      rows={rows.map((row) => ({
        key: row.currency,
        cells: [
          row.currency,
          fmt.count(row.trades),
          amount(fmt, blur, row.realisedPnl, row.currency, true),
          amount(fmt, blur, row.fees, row.currency),
          amount(fmt, blur, row.funding, row.currency, true),
          amount(fmt, blur, row.net, row.currency, true),
        ],
      }))}
    />
  )
}

export function DerivativeTable({ rows, fmt, blur }: TableProps<DerivativeResult>) {
  const { t } = useLingui()
  const { visible, more } = useShowMore(rows.length)
  return (
    <>
      <DataTable
        caption={t`Derivatives trades`}
        columns={[t`Closed`, t`Symbol`, t`Currency`, t`Realised P&L`, t`Fees`, t`Funding`, t`Net`]}
        rows={rows.slice(0, visible).map((row) => ({
          key: row.tradeId,
          cells: [
            fmt.day(row.closedOn),
            row.symbol,
            row.currency,
            amount(fmt, blur, row.realisedPnl, row.currency, true),
            row.feeUnknown ? t`Unknown` : amount(fmt, blur, row.fees, row.currency),
            amount(fmt, blur, row.funding, row.currency, true),
            amount(fmt, blur, row.net, row.currency, true),
          ],
        }))}
      />
      {more}
    </>
  )
}
