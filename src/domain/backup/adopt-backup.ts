import type { JsonValue } from '../common'
import { attachmentKey, BACKUP_COLLECTIONS, type BackupDocument, type JournalBackup } from './backup-format'
import { derivedId } from './derived-id'

export interface AdoptedBackup {
  readonly backup: JournalBackup
  /** The record ids of the file, each with the id it gets in this account (preferences keep their keys). */
  readonly ids: ReadonlyMap<string, string>
  /** Screenshot descriptions left out: their bytes are not in the file and their copy on the server is another account's. */
  readonly droppedScreenshots: number
}

/** Every string in a JSON value that is a record id of the file, replaced by that record's new id. */
function remap(value: JsonValue, ids: ReadonlyMap<string, string>): JsonValue {
  if (typeof value === 'string') return ids.get(value) ?? value
  if (Array.isArray(value)) return value.map((item) => remap(item, ids))
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, remap(item as JsonValue, ids)]))
  return value
}

/**
 * Makes the records of a backup made by another account (or by no known account: files from before
 * backups named their owner) this account's own rows: each record gets the id `derivedId(owner, id)`,
 * and every reference to it follows, wherever it sits (a trade's tags, setup, account and import, a
 * fill's import, a journal entry's trades, a plan's or a custom metric's definition, a preference
 * such as the default account, a derived trade's source key). A UUID string equal to a record id of
 * the file is such a reference: random UUIDs do not meet by chance.
 *
 * Server revisions go (they are revisions of the other account's rows; these are new rows here), and
 * so do screenshots' storage paths (objects in the other account's folder, which this account may not
 * read): screenshots whose bytes are in the file upload again under this account; the others, with
 * their image nowhere this account can reach, are left out.
 */
export function adoptBackup(backup: JournalBackup, ownerId: string): AdoptedBackup {
  const ids = new Map<string, string>()
  for (const name of BACKUP_COLLECTIONS) {
    if (name === 'preferences') continue
    for (const document of backup.collections[name]) ids.set(document.id, derivedId(ownerId, document.id))
  }
  const withBytes = new Set(backup.attachments.map((attachment) => attachmentKey(attachment.tradeId, attachment.id)))
  let droppedScreenshots = 0
  const adopt = (document: BackupDocument): BackupDocument => {
    const { serverRevision: _otherAccountsRevision, ...rest } = document
    const adopted = remap(rest, ids) as Record<string, JsonValue>
    if (!Array.isArray(document.screenshots)) return adopted as BackupDocument
    const screenshots = (document.screenshots as Record<string, JsonValue>[]).flatMap((screenshot) => {
      if (!withBytes.has(attachmentKey(document.id, String(screenshot.id)))) {
        droppedScreenshots += 1
        return []
      }
      const { remotePath: _otherAccountsObject, ...kept } = screenshot
      return [kept]
    })
    return { ...adopted, screenshots } as unknown as BackupDocument
  }
  const collections = Object.fromEntries(BACKUP_COLLECTIONS.map((name) => [name, backup.collections[name].map(adopt)])) as unknown as JournalBackup['collections']
  return {
    backup: {
      ...backup,
      ownerId,
      collections,
      attachments: backup.attachments.map((attachment) => ({ ...attachment, tradeId: ids.get(attachment.tradeId) ?? attachment.tradeId })),
    },
    ids,
    droppedScreenshots,
  }
}
