import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { createBackupRepository, useJournalDatabase } from '../../db'
import { exportFileName } from '../../domain/backup'
import { Button, Card, CardHeader, Checkbox, notify } from '../../ui'
import { downloadFile } from './download'
import * as styles from './reports.css'

/** The whole journal as one JSON file, kept on the device, that restores identically. */
export function BackupCard({ timeZone }: { readonly timeZone: string }) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const [includeScreenshots, setIncludeScreenshots] = useState(true)
  const [busy, setBusy] = useState(false)

  async function download() {
    setBusy(true)
    try {
      const backup = await createBackupRepository(db).export({ includeScreenshots })
      downloadFile(JSON.stringify(backup), exportFileName('backup', Date.now(), timeZone), 'application/json')
      notify.success(t`Exported successfully`)
    } catch (error) {
      console.error(error)
      notify.error(t`Something went wrong`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card as="section" aria-labelledby="backup-title" className={styles.card}>
      <CardHeader
        titleId="backup-title"
        title={t`Back up your journal`}
        description={t`Everything in one file: trades (also those in the trash), fills, funding and other cash flows, imports, tags, accounts, goals and plans, journal entries, custom metrics and pages, and your settings.`}
      />
      <Checkbox label={t`Include screenshots`} checked={includeScreenshots} onCheckedChange={setIncludeScreenshots} />
      <p className={styles.muted}>
        {includeScreenshots
          ? t`Screenshot images are stored in the file, which makes it larger.`
          : t`The file keeps which screenshots a trade has, but not the images.`}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => void download()} loading={busy}>
          {t`Download backup`}
        </Button>
      </div>
    </Card>
  )
}
