import { useLingui } from '@lingui/react/macro'
import type { DayGroup, EventDayComparison } from '../../domain/market'
import { formatMoney, formatNumber, formatPercent, DataTable } from '../../ui'
import { Money } from '../analytics'

/** Event days against other trading days, one block of rows per quote currency. */
export function EventDayTable({ comparisons, blur }: { comparisons: readonly EventDayComparison[]; blur: boolean }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const several = comparisons.length > 1
  const row = (key: string, name: string, currency: string, group: DayGroup) => {
    const decided = group.wins + group.losses
    return {
      key,
      cells: [
        several ? `${name} (${currency})` : name,
        formatNumber(group.days, locale, { maxDecimals: 0 }),
        formatNumber(group.trades, locale, { maxDecimals: 0 }),
        decided === 0 ? '—' : formatPercent(group.wins / decided, locale, { decimals: 1 }),
        <Money key="pnl" text={formatMoney(group.pnl, locale, { currency, signed: true })} amount={Number(group.pnl)} blur={blur} />,
        group.pnlPerDay === null ? '—' : <Money key="day" text={formatMoney(group.pnlPerDay, locale, { currency, signed: true })} amount={group.pnlPerDay} blur={blur} />,
      ],
    }
  }
  return (
    <DataTable
      caption={t`Your results on event days and on other days`}
      columns={[t`Days`, t`Trading days`, t`Trades`, t`Win rate`, t`P&L`, t`P&L per day`]}
      rows={comparisons.flatMap((c) => [
        row(`${c.currency}:event`, t`Event days`, c.currency, c.eventDays),
        row(`${c.currency}:high`, t`High-impact event days`, c.currency, c.highImpactDays),
        row(`${c.currency}:other`, t`Other trading days`, c.currency, c.otherDays),
      ])}
    />
  )
}
