import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { TradeFeeRow } from '../../domain/fees'
import { Button, DataTable } from '../../ui'
import { Money } from '../analytics'
import type { Formatters } from '../charts'

const PAGE = 50

/** Trade details: pair, margin, leverage, gross P&L %, total fees %, net P&L %, fee $, funding $. */
export function TradeFeeTable({ rows, fmt, blur }: { rows: readonly TradeFeeRow[]; fmt: Formatters; blur: boolean }) {
  const { t } = useLingui()
  const [shown, setShown] = useState(PAGE)
  const pct = (n: number) => fmt.percent(n, true)
  const total = rows.length
  const visible = Math.min(shown, total)
  return (
    <>
      <DataTable
        caption={t`Trade details`}
        columns={[t`Pair`, t`Margin`, t`Leverage`, t`Gross P&L %`, t`Total fees %`, t`Net P&L %`, t`Fee $`, t`Funding $`]}
        rows={rows.slice(0, visible).map((row) => ({
          key: row.tradeId,
          cells: [
            row.symbol,
            <Money key="m" text={fmt.money(row.margin, row.currency)} amount={0} plain blur={blur} />,
            `${fmt.number(row.leverage, 2)}x`,
            fmt.value(row.grossPnlPercent, pct),
            row.feeKnown ? fmt.value(row.feesPercent, (n) => fmt.percent(n, false)) : t`Unknown`,
            fmt.value(row.netPnlPercent, pct),
            row.feeKnown ? <Money key="f" text={fmt.money(row.fee, row.currency)} amount={0} plain blur={blur} /> : t`Unknown`,
            <Money key="fu" text={fmt.money(row.funding, row.currency, true)} amount={row.funding} blur={blur} />,
          ],
        }))}
      />
      {visible < total ? (
        <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
          {t`Show more (${visible} of ${total})`}
        </Button>
      ) : null}
    </>
  )
}
