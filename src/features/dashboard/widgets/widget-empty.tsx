import { useLingui } from '@lingui/react/macro'
import type { EmptyReason } from './view-models'
import type { DashboardData } from '../use-dashboard-data'
import * as styles from '../dashboard.css'

/** Why a widget has nothing to show for the current filters, in words (never an empty chart). */
export function WidgetEmpty({ reason, data }: { reason: EmptyReason; data: DashboardData }) {
  const { t } = useLingui()
  const open = data.metrics.overall.open
  const currency = data.report.currency
  const text =
    reason === 'onlyOpen'
      ? t`Only open trades here (${open}). Statistics count closed trades: they appear once a trade is closed.`
      : reason === 'noneInCurrency'
        ? t`No closed trades in ${currency} for these filters.`
        : data.filtered
          ? t`No closed trades in this period. Choose another date range or account.`
          : t`No closed trades yet. Log or import trades to see this.`
  return <p className={styles.empty}>{text}</p>
}
