import type { IsoInstant } from '../common'
import { BACKUP_COLLECTIONS, type JournalBackup } from './backup-format'
import type { PerCollection } from './restore-plan'

/** What a backup file holds, shown before the trader confirms a restore. */
export interface BackupSummary {
  readonly exportedAt: IsoInstant
  readonly counts: PerCollection<number>
  /** Trades not in the trash. */
  readonly liveTrades: number
  /** Open time of the oldest and newest trade. */
  readonly firstTradeAt?: IsoInstant
  readonly lastTradeAt?: IsoInstant
  readonly includesScreenshots: boolean
  /** Screenshots whose original bytes are in the file, and the size of all bytes in it. */
  readonly screenshots: number
  readonly attachmentBytes: number
}

export function summariseBackup(backup: JournalBackup): BackupSummary {
  const counts = Object.fromEntries(BACKUP_COLLECTIONS.map((name) => [name, backup.collections[name].length])) as PerCollection<number>
  const trades = backup.collections.trades
  const openTimes = trades
    .map((trade) => trade.openedAt)
    .filter((time): time is string => typeof time === 'string')
    .sort()
  return {
    exportedAt: backup.exportedAt,
    counts,
    liveTrades: trades.filter((trade) => trade.isDeleted !== true).length,
    ...(openTimes.length > 0 ? { firstTradeAt: openTimes[0], lastTradeAt: openTimes[openTimes.length - 1] } : {}),
    includesScreenshots: backup.includesScreenshots,
    screenshots: backup.attachments.filter((attachment) => !attachment.id.endsWith('.display')).length,
    attachmentBytes: backup.attachments.reduce((sum, attachment) => sum + attachment.length, 0),
  }
}
