import { useLingui } from '@lingui/react/macro'
import { emptyReasonOf, setupRows, sideRows } from './view-models'
import { GroupTable } from './group-table'
import { WidgetEmpty } from './widget-empty'
import type { WidgetProps } from './widget-props'
import * as styles from '../dashboard.css'

/** P&L and win rate per setup, best first. */
export function SetupPerformanceWidget({ data, fmt }: WidgetProps) {
  const { t } = useLingui()
  const { report, metrics } = data
  const reason = emptyReasonOf(report, metrics.overall)
  if (reason) return <WidgetEmpty reason={reason} data={data} />
  const names = new Map(data.tags.map((tag) => [tag.id, tag.name]))
  const rows = setupRows(report)
  return (
    <>
      <GroupTable
        rows={rows}
        nameOf={(key) => (key === null ? t`No setup` : (names.get(key) ?? t`Deleted setup`))}
        groupLabel={t`Setup`}
        currency={report.currency}
        fmt={fmt}
        blur={data.blur}
      />
      <p className={styles.empty}>{t`Win rate = wins / (wins + losses) of the trades tagged with the setup; P&L their sum.`}</p>
    </>
  )
}

/** Long trades against short ones (spot buys count as long, sells as short). */
export function LongShortWidget({ data, fmt }: WidgetProps) {
  const { t } = useLingui()
  const { report, metrics } = data
  const reason = emptyReasonOf(report, metrics.overall)
  if (reason) return <WidgetEmpty reason={reason} data={data} />
  const names = { long: t`Long`, short: t`Short` }
  return (
    <>
      <GroupTable rows={sideRows(report)} nameOf={(key) => names[key]} groupLabel={t`Side`} currency={report.currency} fmt={fmt} blur={data.blur} />
      <p className={styles.empty}>{t`Long includes spot buys, short includes spot sells.`}</p>
    </>
  )
}
