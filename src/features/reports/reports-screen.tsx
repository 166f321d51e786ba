import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../platform/shell/screen-frame'
import { usePreference } from '../../db'
import { traderTimeZone } from '../../ui'
import { BackupCard } from './backup-card'
import { ExportTradesCard } from './export-trades-card'
import * as styles from './reports.css'
import { RestoreCard } from './restore-card'

/** /reports: trades as CSV, the whole journal as a backup file, and restoring one. All on the device. */
export function ReportsScreen() {
  const { t } = useLingui()
  const profile = usePreference('profile').value
  const breakevenBand = usePreference('tradingDefaults').value.breakevenBand
  const timeZone = traderTimeZone(profile)
  return (
    <ScreenFrame title={t`Reports`} description={t`Export your trades and back up your journal`}>
      <div className={styles.screen}>
        <ExportTradesCard timeZone={timeZone} breakevenBand={breakevenBand} />
        <BackupCard timeZone={timeZone} />
        <RestoreCard timeZone={timeZone} />
      </div>
    </ScreenFrame>
  )
}
