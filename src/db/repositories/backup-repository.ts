import type { RxCollection } from 'rxdb'
import type { Trade } from '../../domain'
import {
  adoptBackup,
  BACKUP_COLLECTIONS,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupAttachment,
  type BackupCollectionName,
  type BackupDocument,
  type BackupProblem,
  base64ToBytes,
  bytesToBase64,
  type BackupSummary,
  checkBackupRecords,
  checkDocument,
  CONTENT_COLLECTIONS,
  dropDanglingReferences,
  firstNonImageAttachment,
  type JournalBackup,
  type JsonSchemaNode,
  type JournalState,
  parseBackup,
  type PerCollection,
  planRestore,
  plannedWrites,
  type RestoreMode,
  type SchemaVersions,
  summariseBackup,
} from '../../domain/backup'
import { JOURNAL_COLLECTIONS } from '../collections'
import { fromStoredTrade, type StoredTrade, toStoredTrade } from '../collections/trades'
import type { JournalDatabase } from '../journal-database'

/**
 * Export and restore of a whole journal (the backup file of src/domain/backup). Works on the RxDB
 * collections directly, because a restore must write records exactly as they were (same ids,
 * timestamps, trash flags and sync bookkeeping), which the repositories would stamp anew.
 *
 * A restore is all or nothing as far as IndexedDB allows: the whole file is read and every document
 * checked against its collection's schema and the domain's rules for its records (RxDB does not
 * validate in the browser build) before the first write, and if a write fails anyway (a full disk),
 * what was written is removed again and replaced preferences are put back.
 *
 * Ids: a file made by this user's journal is written as it is. A file made by another account (or
 * naming no owner) is adopted first: its records get ids of this account (adopt-backup.ts), or the
 * server would refuse them as another user's rows and they would never leave this device. Either way,
 * a trade's reference to a tag, setup or account found neither in the file nor in the journal is
 * left out (dangling-references.ts), and the result says how many.
 */

/** The schema version of each collection this app writes. */
export const CURRENT_SCHEMA_VERSIONS: SchemaVersions = Object.fromEntries(BACKUP_COLLECTIONS.map((name) => [name, JOURNAL_COLLECTIONS[name].schema.version])) as SchemaVersions

/** A file problem, or a journal that is not empty for an `empty` restore, or a failed write. */
export type RestoreProblem = BackupProblem | { readonly code: 'notEmpty' } | { readonly code: 'writeFailed'; readonly message: string }

export class BackupRestoreError extends Error {
  constructor(readonly problem: RestoreProblem) {
    super(`Backup not restored: ${problem.code}`)
    this.name = 'BackupRestoreError'
  }
}

export type ReadBackupResult = { readonly ok: true; readonly backup: JournalBackup; readonly summary: BackupSummary } | { readonly ok: false; readonly problem: BackupProblem }

export interface RestoreCheck {
  /** No trades, fills, tags, accounts, imports, plans, journal entries or custom items yet. */
  readonly journalIsEmpty: boolean
  /** Records of the file the journal already holds (preferences not counted). */
  readonly alreadyHere: number
}

export interface RestoreResult {
  readonly mode: RestoreMode
  readonly added: PerCollection<number>
  readonly skipped: PerCollection<number>
  readonly replacedPreferences: number
  /** Screenshot bytes written (originals and display copies). */
  readonly attachments: number
  /** Trades' tag, setup and account ids left out: neither the file nor the journal has those records. */
  readonly droppedReferences: number
  /** Screenshots of another account's file left out: their image was neither in the file nor readable by this account. */
  readonly droppedScreenshots: number
}

export interface RestoreOptions {
  readonly mode: RestoreMode
  /** Records written so far, after each chunk. */
  readonly onProgress?: (written: number, total: number) => void
}

const CHUNK = 200

type AnyCollection = RxCollection<Record<string, unknown>>

async function exportAttachments(collection: RxCollection<StoredTrade>): Promise<BackupAttachment[]> {
  const out: BackupAttachment[] = []
  for (const doc of await collection.find().exec()) {
    for (const attachment of doc.allAttachments()) {
      const blob = await attachment.getData()
      const bytes = new Uint8Array(await blob.arrayBuffer())
      out.push({ tradeId: doc.primary, id: attachment.id, type: attachment.type, length: bytes.length, data: bytesToBase64(bytes) })
    }
  }
  return out.sort((a, b) => (a.tradeId === b.tradeId ? (a.id < b.id ? -1 : 1) : a.tradeId < b.tradeId ? -1 : 1))
}

/** What a document is stored as: trades get their index key back. */
function toStored(name: BackupCollectionName, document: BackupDocument): Record<string, unknown> {
  return name === 'trades' ? (toStoredTrade(document as unknown as Trade) as unknown as Record<string, unknown>) : { ...document }
}

/** Runs the collection's migration strategies over documents written with an older schema version. */
async function migrate(name: BackupCollectionName, documents: readonly BackupDocument[], from: number): Promise<BackupDocument[]> {
  const { schema, migrationStrategies } = JOURNAL_COLLECTIONS[name]
  let current: BackupDocument[] = [...documents]
  for (let version = from + 1; version <= schema.version; version++) {
    const strategy = migrationStrategies[version]
    if (!strategy) throw new Error(`No migration strategy for ${name} version ${version}`)
    const next: BackupDocument[] = []
    for (const document of current) {
      const migrated = (await strategy(document, undefined as never)) as BackupDocument | null
      if (migrated) next.push(migrated)
    }
    current = next
  }
  return current
}

/** The first record of the file that its collection's schema or its domain rules refuse, as a file problem. */
function checkRecords(backup: JournalBackup): BackupProblem | undefined {
  const problem = checkAgainstSchemas(backup)
  if (problem) return problem
  const violation = checkBackupRecords(backup)
  if (violation) return { code: 'invalidRecord', ...violation }
  const notImage = firstNonImageAttachment(backup)
  return notImage ? { code: 'notAnImage', tradeId: notImage.tradeId, id: notImage.id } : undefined
}

/** The first document of the file that its collection's schema refuses, as a file problem. */
function checkAgainstSchemas(backup: JournalBackup): BackupProblem | undefined {
  for (const name of BACKUP_COLLECTIONS) {
    const schema = JOURNAL_COLLECTIONS[name].schema as unknown as JsonSchemaNode
    const documents = backup.collections[name]
    for (let index = 0; index < documents.length; index++) {
      const where = `collections.${name}.${index}`
      let stored: Record<string, unknown>
      try {
        stored = toStored(name, documents[index] as BackupDocument)
      } catch {
        return { code: 'invalid', where: `${where}.openedAt` }
      }
      const violation = checkDocument(stored, schema)
      if (violation) return { code: 'invalid', where: violation.path ? `${where}.${violation.path}` : where }
    }
  }
  return undefined
}

export function createBackupRepository(db: JournalDatabase) {
  const collections = db.rxDatabase.collections
  const collectionOf = (name: BackupCollectionName) => collections[name] as unknown as AnyCollection

  /**
   * The journal's state for a file. For an adopted file, `adoptedIds` maps the file's ids to the
   * adopted ones: a record also counts as here under its original id (written by a restore from
   * before adoption, or the same account's own file from before backups named their owner), so it
   * is not added a second time.
   */
  async function journalState(backup: JournalBackup, adoptedIds?: ReadonlyMap<string, string>): Promise<JournalState> {
    const existingIds = {} as Record<BackupCollectionName, ReadonlySet<string>>
    let isEmpty = true
    for (const name of BACKUP_COLLECTIONS) {
      const collection = collectionOf(name)
      const fileIds = new Set(backup.collections[name].map((document) => document.id))
      const here = new Set((await collection.findByIds([...fileIds]).exec()).keys())
      if (adoptedIds && name !== 'preferences') {
        const adoptedIdOf = new Map([...adoptedIds].filter(([, adopted]) => fileIds.has(adopted)))
        for (const original of (await collection.findByIds([...adoptedIdOf.keys()]).exec()).keys()) here.add(adoptedIdOf.get(original) as string)
      }
      existingIds[name] = here
      if (CONTENT_COLLECTIONS.includes(name) && isEmpty) isEmpty = (await collection.find({ selector: {}, limit: 1 }).exec()).length === 0
    }
    return { isEmpty, existingIds }
  }

  /** Every id of a collection on this device, trash included. */
  async function idsOf(name: BackupCollectionName): Promise<ReadonlySet<string>> {
    return new Set((await collectionOf(name).find().exec()).map((doc) => String(doc.primary)))
  }

  /** A checked file as this journal takes it: adopted when another account made it, without dangling references. */
  async function prepare(backup: JournalBackup) {
    const adopted = backup.ownerId === db.userId ? undefined : adoptBackup(backup, db.userId)
    const cleaned = dropDanglingReferences(adopted?.backup ?? backup, { tags: await idsOf('tags'), accounts: await idsOf('accounts') })
    return {
      backup: cleaned.backup,
      state: await journalState(cleaned.backup, adopted?.ids),
      droppedReferences: cleaned.dropped,
      droppedScreenshots: adopted?.droppedScreenshots ?? 0,
    }
  }

  async function insertAll(
    name: BackupCollectionName,
    documents: readonly BackupDocument[],
    attachments: readonly BackupAttachment[],
    written: Map<BackupCollectionName, string[]>,
    progress: (count: number) => void,
  ) {
    const collection = collectionOf(name)
    const byTrade = new Map<string, BackupAttachment[]>()
    for (const attachment of attachments) byTrade.set(attachment.tradeId, [...(byTrade.get(attachment.tradeId) ?? []), attachment])
    for (let start = 0; start < documents.length; start += CHUNK) {
      const chunk = documents.slice(start, start + CHUNK).map((document) => {
        const stored = toStored(name, document)
        const files = byTrade.get(document.id)
        // RxDB 17 takes inline attachments on insert as { id, type, data: Blob }[].
        if (files) stored._attachments = files.map((file) => ({ id: file.id, type: file.type, data: new Blob([base64ToBytes(file.data)], { type: file.type }) }))
        return stored
      })
      const result = await collection.bulkInsert(chunk)
      written.set(name, [...(written.get(name) ?? []), ...result.success.map((doc) => String(doc.primary))])
      if (result.error.length > 0) throw new Error(`${result.error.length} ${name} records were not written (${result.error[0]?.status})`)
      progress(chunk.length)
    }
  }

  async function rollBack(written: Map<BackupCollectionName, string[]>, previousPreferences: readonly Record<string, unknown>[]) {
    for (const [name, ids] of [...written].reverse()) if (ids.length > 0) await collectionOf(name).bulkRemove(ids)
    if (previousPreferences.length > 0) await collectionOf('preferences').bulkUpsert([...previousPreferences])
  }

  return {
    /** Every synced record of the journal (trash included), with screenshot bytes when asked. */
    async export(options: { readonly includeScreenshots: boolean }): Promise<JournalBackup> {
      const exportedAt = db.clock().toISOString()
      const out = {} as Record<BackupCollectionName, BackupDocument[]>
      for (const name of BACKUP_COLLECTIONS) {
        const docs = await collectionOf(name).find().exec()
        out[name] = docs.map((doc) => {
          const plain = doc.toJSON() as Record<string, unknown>
          return (name === 'trades' ? fromStoredTrade(plain as unknown as StoredTrade) : plain) as unknown as BackupDocument
        })
      }
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        exportedAt,
        ownerId: db.userId,
        schemaVersions: CURRENT_SCHEMA_VERSIONS,
        includesScreenshots: options.includeScreenshots,
        collections: out,
        attachments: options.includeScreenshots ? await exportAttachments(collections.trades) : [],
      }
    },

    /**
     * Reads a backup file's text: the envelope and versions (domain), migration of documents from an
     * older schema version, then every document against its collection's schema and its domain rules,
     * and the screenshot bytes' types. Writes nothing.
     */
    async read(text: string): Promise<ReadBackupResult> {
      const parsed = parseBackup(text, CURRENT_SCHEMA_VERSIONS)
      if (!parsed.ok) return parsed
      let backup = parsed.backup
      const older = BACKUP_COLLECTIONS.filter((name) => backup.schemaVersions[name] < CURRENT_SCHEMA_VERSIONS[name])
      if (older.length > 0) {
        const migrated = { ...backup.collections } as Record<BackupCollectionName, readonly BackupDocument[]>
        try {
          for (const name of older) migrated[name] = await migrate(name, backup.collections[name], backup.schemaVersions[name])
        } catch {
          return { ok: false, problem: { code: 'invalid', where: 'schemaVersions' } }
        }
        backup = { ...backup, schemaVersions: CURRENT_SCHEMA_VERSIONS, collections: migrated }
      }
      const problem = checkRecords(backup)
      return problem ? { ok: false, problem } : { ok: true, backup, summary: summariseBackup(backup) }
    },

    /** Whether the journal is empty, and how many of the file's records it already holds. */
    async check(backup: JournalBackup): Promise<RestoreCheck> {
      const { state } = await prepare(backup)
      const alreadyHere = CONTENT_COLLECTIONS.reduce((sum, name) => sum + state.existingIds[name].size, 0)
      return { journalIsEmpty: state.isEmpty, alreadyHere }
    },

    /**
     * Writes a backup that `read` accepted. `empty` refuses a journal that holds data (notEmpty);
     * `merge` adds only what the journal lacks. Throws BackupRestoreError; on a failed write, what
     * was written is taken out again.
     */
    async restore(backup: JournalBackup, options: RestoreOptions): Promise<RestoreResult> {
      const problem = checkRecords(backup)
      if (problem) throw new BackupRestoreError(problem)
      const prepared = await prepare(backup)
      const planned = planRestore(prepared.backup, prepared.state, options.mode)
      if (!planned.ok) throw new BackupRestoreError(planned.problem)
      const { plan } = planned
      const total = plannedWrites(plan)
      let done = 0
      const written = new Map<BackupCollectionName, string[]>()
      let previousPreferences: Record<string, unknown>[] = []
      try {
        for (const name of BACKUP_COLLECTIONS) {
          await insertAll(name, plan.inserts[name], name === 'trades' ? plan.attachments : [], written, (count) => {
            done += count
            options.onProgress?.(done, total)
          })
        }
        if (plan.replaces.length > 0) {
          const preferences = collectionOf('preferences')
          const current = await preferences.findByIds(plan.replaces.map((document) => document.id)).exec()
          previousPreferences = [...current.values()].map((doc) => doc.toJSON() as Record<string, unknown>)
          const result = await preferences.bulkUpsert(plan.replaces.map((document) => ({ ...document })))
          if (result.error.length > 0) throw new Error(`${result.error.length} preferences were not written`)
        }
        options.onProgress?.(total, total)
      } catch (error) {
        await rollBack(written, previousPreferences).catch(() => undefined)
        throw new BackupRestoreError({ code: 'writeFailed', message: error instanceof Error ? error.message : String(error) })
      }
      const count = (make: (name: BackupCollectionName) => number) => Object.fromEntries(BACKUP_COLLECTIONS.map((name) => [name, make(name)])) as PerCollection<number>
      return {
        mode: plan.mode,
        added: count((name) => plan.inserts[name].length),
        skipped: plan.skipped,
        replacedPreferences: plan.replaces.length,
        attachments: plan.attachments.length,
        droppedReferences: prepared.droppedReferences,
        droppedScreenshots: prepared.droppedScreenshots,
      }
    },
  }
}

export type BackupRepository = ReturnType<typeof createBackupRepository>
