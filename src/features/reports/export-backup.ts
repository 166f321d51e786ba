import type { ScreenshotDownloads } from '../../platform/sync/sync-context'
import { type JournalBackup, missingScreenshots } from '../../domain/backup'

/** How long a backup waits for screenshots to download before it is made without them. */
export const BACKUP_DOWNLOAD_WAIT_MS = 60_000

export interface ExportBackupOptions {
  /** The journal as a backup file (the backup repository's `export`). */
  readonly exportJournal: (options: { readonly includeScreenshots: boolean }) => Promise<JournalBackup>
  readonly includeScreenshots: boolean
  /** Downloads of screenshots only another device has; null without account sync. */
  readonly downloads: ScreenshotDownloads | null
  readonly online: boolean
  /** Gives up waiting for downloads (default after BACKUP_DOWNLOAD_WAIT_MS); they stay queued. */
  readonly downloadWait?: AbortSignal
}

export interface BackupExport {
  readonly backup: JournalBackup
  /** Screenshots the file describes without their image: not on this device, the trader is told. */
  readonly screenshotsLeftOut: number
}

/**
 * A backup with screenshots holds the bytes on this device. Screenshots synced from another device
 * may have only their description here: when online, those already uploaded are downloaded first;
 * whatever is still missing is counted rather than silently left out.
 */
export async function exportBackup(options: ExportBackupOptions): Promise<BackupExport> {
  const first = await options.exportJournal({ includeScreenshots: options.includeScreenshots })
  const missing = missingScreenshots(first)
  const downloadable = missing.filter((screenshot) => screenshot.remotePath)
  const { downloads } = options
  if (!downloads || !options.online || downloadable.length === 0) return { backup: first, screenshotsLeftOut: missing.length }
  const wait = options.downloadWait ?? AbortSignal.timeout(BACKUP_DOWNLOAD_WAIT_MS)
  const downloaded = await Promise.all(downloadable.map((screenshot) => downloads.requestScreenshot(screenshot.tradeId, screenshot.screenshotId, wait)))
  if (!downloaded.some(Boolean)) return { backup: first, screenshotsLeftOut: missing.length }
  const backup = await options.exportJournal({ includeScreenshots: options.includeScreenshots })
  return { backup, screenshotsLeftOut: missingScreenshots(backup).length }
}
