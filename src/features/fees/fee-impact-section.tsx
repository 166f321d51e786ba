import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { feeImpactSeries } from '../../domain/fees'
import type { TradeFact } from '../../domain/insights'
import { formatDate, SelectField } from '../../ui'
import { type Formatters, MultiLineChart } from '../charts'
import * as styles from '../../ui/components/report.css'

interface FeeImpactSectionProps {
  readonly facts: readonly TradeFact[]
  /** Quote coins, most trades first. */
  readonly currencies: readonly string[]
  readonly fmt: Formatters
  readonly blur: boolean
}

/** Cumulative gross P&L against net P&L and fees, by month, in one quote coin at a time. */
export function FeeImpactSection({ facts, currencies, fmt, blur }: FeeImpactSectionProps) {
  const { t, i18n } = useLingui()
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? 'USD')
  const points = useMemo(() => feeImpactSeries(facts, currency), [facts, currency])
  const month = (key: string) => formatDate(`${key}-15T12:00:00.000Z`, i18n.locale, { style: 'month-year', timeZone: 'UTC' })
  return (
    <>
      {currencies.length > 1 ? (
        <SelectField label={t`Currency of the chart`} name="fee-currency" value={currency} onValueChange={setChosen} options={currencies.map((c) => ({ value: c, label: c }))} />
      ) : null}
      {points.length === 0 ? (
        <p className={styles.notice}>{t`No closed trade with known fees in ${currency} yet: the chart starts with your first one.`}</p>
      ) : (
        <MultiLineChart
          title={t`Fee impact on P&L`}
          description={t`Cumulative gross P&L (before fees and funding), cumulative net P&L (after them) and cumulative trading fees in ${currency}, by month of close. The gap between gross and net is what fees and funding cost.`}
          categoryLabel={t`Month`}
          labels={points.map((p) => month(p.month))}
          series={[
            { name: t`Gross P&L`, values: points.map((p) => p.cumulativeGross) },
            { name: t`Net P&L`, values: points.map((p) => p.cumulativeNet) },
            { name: t`Trading fees`, values: points.map((p) => p.cumulativeFees) },
          ]}
          formatValue={(n) => fmt.money(n, currency)}
          money
          blur={blur}
        />
      )}
    </>
  )
}
