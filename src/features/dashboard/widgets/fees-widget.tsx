import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Sensitive } from '../../../ui'
import { emptyReasonOf, feesSummary } from './view-models'
import { FigureList } from './figure-list'
import { WidgetEmpty } from './widget-empty'
import type { WidgetProps } from './widget-props'
import * as styles from '../dashboard.css'

/** Trading fees and funding, kept apart (funding is not a fee), and what they cost together. */
export function FeesWidget({ data, fmt }: WidgetProps) {
  const { t } = useLingui()
  const { report, metrics, blur } = data
  const reason = emptyReasonOf(report, metrics.overall)
  if (reason) return <WidgetEmpty reason={reason} data={data} />
  const summary = feesSummary(report)
  const currency = report.currency
  const money = (amount: number, signed = false) => <Sensitive hidden={blur}>{fmt.money(amount, currency, signed)}</Sensitive>
  const unknown = summary.feesUnknown
  return (
    <>
      <FigureList
        items={[
          { label: t`Trading fees`, value: money(summary.fees) },
          { label: t`Funding paid`, value: money(summary.fundingPaid) },
          { label: t`Funding received`, value: money(summary.fundingReceived) },
          { label: t`Total cost`, value: money(summary.totalCost) },
          { label: t`Share of gross profit`, value: fmt.stat(summary.shareOfGross, 'percent', currency) },
        ]}
      />
      <p className={styles.empty}>{t`Total cost = trading fees + funding paid - funding received, on closed trades; share of gross profit = total cost / gross P&L.`}</p>
      {unknown > 0 ? (
        <p className={styles.empty}>
          {plural(unknown, {
            one: '# trade pays fees in a coin without a price: its fees are left out.',
            other: '# trades pay fees in a coin without a price: their fees are left out.',
          })}
        </p>
      ) : null}
    </>
  )
}
