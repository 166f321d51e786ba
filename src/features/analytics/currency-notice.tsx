import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { AnalyticsData } from './use-analytics-data'
import * as styles from '../../ui/components/report.css'

/**
 * Says which quote coin the numbers are in when the journal has several (they are never added
 * together without a rate), and why a chosen coin with only open trades shows nothing yet.
 */
export function CurrencyNotice({ data }: { data: AnalyticsData }) {
  const { t } = useLingui()
  const { report, currencies } = data
  const currency = report.currency
  const others = currencies
    .filter((c) => c.currency !== currency)
    .map((c) => c.currency)
    .join(', ')
  const unpriced = report.unpriced
  return (
    <>
      {currencies.length > 1 ? (
        <p className={styles.notice} role="note">
          {t`Amounts are in ${currency}. Trades quoted in ${others} are analysed apart (choose the currency above): amounts in different currencies are never added together.`}
        </p>
      ) : null}
      {report.totalTrades === 0 ? <p className={styles.notice}>{t`No closed trades in ${currency} yet.`}</p> : null}
      {unpriced > 0 ? (
        <p className={styles.notice}>
          {plural(unpriced, {
            one: '# closed trade pays fees in a coin without a price and is left out.',
            other: '# closed trades pay fees in a coin without a price and are left out.',
          })}
        </p>
      ) : null}
    </>
  )
}
