import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useConnectivity } from '../../platform/connectivity'
import { useScreenshotDownloads } from '../../platform/sync/sync-context'
import { createBackupRepository, useJournalDatabase } from '../../db'
import { exportFileName } from '../../domain/backup'
import { Button, Card, CardHeader, Checkbox, notify } from '../../ui'
import { downloadFile } from './download'
import { exportBackup } from './export-backup'
import * as styles from './reports.css'

/** The whole journal as one JSON file, kept on the device, that restores identically. */
export function BackupCard({ timeZone }: { readonly timeZone: string }) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const [includeScreenshots, setIncludeScreenshots] = useState(true)
  const downloads = useScreenshotDownloads()
  const { online } = useConnectivity()
  const [busy, setBusy] = useState(false)
  /** Screenshots the last backup made here could not include; stays on the card, unlike the toast. */
  const [leftOut, setLeftOut] = useState(0)

  async function download() {
    setBusy(true)
    try {
      const repository = createBackupRepository(db)
      const { backup, screenshotsLeftOut } = await exportBackup({ exportJournal: (options) => repository.export(options), includeScreenshots, downloads, online })
      downloadFile(JSON.stringify(backup), exportFileName('backup', Date.now(), timeZone), 'application/json')
      setLeftOut(screenshotsLeftOut)
      if (screenshotsLeftOut === 0) notify.success(t`Exported successfully`)
      else notify.info(t`Exported without some screenshots`, { description: leftOutText(screenshotsLeftOut) })
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
        {includeScreenshots ? t`Screenshot images are stored in the file, which makes it larger.` : t`The file keeps which screenshots a trade has, but not the images.`}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => void download()} loading={busy}>
          {t`Download backup`}
        </Button>
      </div>
      {leftOut > 0 ? (
        <p role="status" className={styles.muted}>
          {leftOutText(leftOut)}
        </p>
      ) : null}
    </Card>
  )
}

/** Translated at call time, so a language switch applies. */
const leftOutText = (count: number) =>
  plural(count, {
    one: '# screenshot is not on this device yet, so the file has its description but not its image. Download the backup again once this device is online and the screenshot has synced.',
    other:
      '# screenshots are not on this device yet, so the file has their descriptions but not their images. Download the backup again once this device is online and the screenshots have synced.',
  })
