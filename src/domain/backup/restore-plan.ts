import { BACKUP_COLLECTIONS, type BackupAttachment, type BackupCollectionName, type BackupDocument, CONTENT_COLLECTIONS, type JournalBackup } from './backup-format'

/**
 * How a backup goes into a journal.
 * - `empty`: the journal holds no trades, fills, tags, accounts, imports, plans, journal entries or
 *   custom items (preference rows always exist after sign-in). Everything is written as it is in the
 *   file, and the file's preferences replace the current ones: the journal becomes the backup.
 * - `merge`: for a journal that already holds data. Only records whose id is not in the journal
 *   are added; a record already here is kept as it is (the trader's newer edits are never
 *   overwritten by an older file), and so are the current preferences.
 */
export type RestoreMode = 'empty' | 'merge'

export type PerCollection<T> = { readonly [K in BackupCollectionName]: T }

export interface RestorePlan {
  readonly mode: RestoreMode
  /** Records to create, per collection, in restore order. */
  readonly inserts: PerCollection<readonly BackupDocument[]>
  /** Preference rows to overwrite with the file's (empty mode only). */
  readonly replaces: readonly BackupDocument[]
  /** Records of the file left out because the journal already has their id (merge mode). */
  readonly skipped: PerCollection<number>
  /** Screenshot bytes of the trades being created. */
  readonly attachments: readonly BackupAttachment[]
}

export type RestorePlanResult = { readonly ok: true; readonly plan: RestorePlan } | { readonly ok: false; readonly problem: { readonly code: 'notEmpty' } }

/** What the journal holds now: the ids of the file's records that it already has, and whether it is empty. */
export interface JournalState {
  readonly isEmpty: boolean
  readonly existingIds: PerCollection<ReadonlySet<string>>
}

function perCollection<T>(make: (name: BackupCollectionName) => T): PerCollection<T> {
  return Object.fromEntries(BACKUP_COLLECTIONS.map((name) => [name, make(name)])) as PerCollection<T>
}

export function planRestore(backup: JournalBackup, journal: JournalState, mode: RestoreMode): RestorePlanResult {
  if (mode === 'empty' && !journal.isEmpty) return { ok: false, problem: { code: 'notEmpty' } }
  const isNew = (name: BackupCollectionName) => (document: BackupDocument) => !journal.existingIds[name].has(document.id)
  const inserts = perCollection((name) => backup.collections[name].filter(isNew(name)))
  const skipped = perCollection((name) => backup.collections[name].length - inserts[name].length)
  const replaces = mode === 'empty' ? backup.collections.preferences.filter((document) => !isNew('preferences')(document)) : []
  const created = new Set(inserts.trades.map((trade) => trade.id))
  return {
    ok: true,
    plan: {
      mode,
      inserts,
      replaces,
      skipped: mode === 'empty' ? perCollection(() => 0) : skipped,
      attachments: backup.attachments.filter((attachment) => created.has(attachment.tradeId)),
    },
  }
}

/** Records a plan writes, in all. */
export function plannedWrites(plan: RestorePlan): number {
  return CONTENT_COLLECTIONS.reduce((sum, name) => sum + plan.inserts[name].length, plan.inserts.preferences.length + plan.replaces.length)
}
