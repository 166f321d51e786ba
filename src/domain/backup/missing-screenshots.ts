import { attachmentKey, type JournalBackup } from './backup-format'

/** A screenshot a trade of the backup describes, whose original bytes are not in the file. */
export interface MissingScreenshot {
  readonly tradeId: string
  readonly screenshotId: string
  /** Where the bytes are in the bucket; absent while the device that has them has not uploaded them. */
  readonly remotePath?: string
}

/**
 * The screenshots a backup with screenshots leaves out: their bytes were not on the device that made
 * it (synced from another device and never opened here). None for a backup made without screenshots.
 */
export function missingScreenshots(backup: JournalBackup): MissingScreenshot[] {
  if (!backup.includesScreenshots) return []
  const present = new Set(backup.attachments.map((attachment) => attachmentKey(attachment.tradeId, attachment.id)))
  const missing: MissingScreenshot[] = []
  for (const trade of backup.collections.trades) {
    const screenshots = Array.isArray(trade.screenshots) ? trade.screenshots : []
    for (const screenshot of screenshots) {
      if (typeof screenshot !== 'object' || screenshot === null || Array.isArray(screenshot) || typeof screenshot.id !== 'string') continue
      if (present.has(attachmentKey(trade.id, screenshot.id))) continue
      const remotePath = typeof screenshot.remotePath === 'string' ? screenshot.remotePath : undefined
      missing.push({ tradeId: trade.id, screenshotId: screenshot.id, ...(remotePath ? { remotePath } : {}) })
    }
  }
  return missing
}
