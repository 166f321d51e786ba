import { useLingui } from '@lingui/react/macro'
import { InfoIcon } from '../../ui'
import { RemoveSampleDialog } from './remove-sample-dialog'
import * as styles from './sample-data.css'

interface SampleBannerProps {
  readonly removing: boolean
  readonly onRemove: () => Promise<boolean>
}

/** Shown while the sample journal is loaded, so nobody mistakes its numbers for their own. */
export function SampleBanner({ removing, onRemove }: SampleBannerProps) {
  const { t } = useLingui()
  return (
    <aside className={styles.banner} aria-label={t`Sample data`}>
      <p className={styles.bannerText}>
        <InfoIcon className={styles.bannerIcon} />
        <span>
          <span className={styles.strong}>{t`You are exploring a sample journal.`}</span>{' '}
          {t`Its trades, tags and accounts are examples. Trades you add yourself stay when you remove it.`}
        </span>
      </p>
      <RemoveSampleDialog removing={removing} onConfirm={onRemove} />
    </aside>
  )
}
