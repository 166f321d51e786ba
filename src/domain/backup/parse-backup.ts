import * as v from 'valibot'
import { isBase64, decodedLength } from './base64'
import { attachmentKey, BACKUP_COLLECTIONS, BACKUP_FORMAT, BACKUP_VERSION, type BackupCollectionName, ISO_INSTANT, type JournalBackup, type SchemaVersions } from './backup-format'
import type { RecordViolation } from './check-records'

/** Why a file cannot be restored. Nothing is written for any of them. */
export type BackupProblem =
  | { readonly code: 'empty' }
  | { readonly code: 'notJson' }
  /** JSON, but not a backup of this app (another app's export, a CSV renamed .json...). */
  | { readonly code: 'foreign' }
  /** Written by a newer version of the app: its format or a collection's schema is unknown here. */
  | { readonly code: 'newerVersion' }
  /** A field of the file is missing or has the wrong type; `where` is a dotted path such as `collections.trades.3.entryPrice`. */
  | { readonly code: 'invalid'; readonly where: string }
  | { readonly code: 'duplicateId'; readonly collection: BackupCollectionName; readonly id: string }
  /** Screenshot bytes that are not valid base64, have the wrong size, repeat, or belong to no trade of the file. */
  | { readonly code: 'badAttachment'; readonly tradeId: string; readonly id: string }
  /** Screenshot bytes that are not an image type the app takes (check-records.ts). */
  | { readonly code: 'notAnImage'; readonly tradeId: string; readonly id: string }
  /** A record whose value breaks a rule of its collection (check-records.ts): an edited or damaged file. */
  | ({ readonly code: 'invalidRecord' } & RecordViolation)

export type BackupParseResult = { readonly ok: true; readonly backup: JournalBackup } | { readonly ok: false; readonly problem: BackupProblem }

const instant = v.pipe(v.string(), v.regex(ISO_INSTANT))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))

/** Only the key is checked here; each collection's own schema checks the rest before a restore. */
const documentSchema = v.looseObject({ id: text(64) })

const attachmentSchema = v.object({
  tradeId: text(64),
  id: text(80),
  type: text(100),
  length: count,
  data: v.string(),
})

const byCollection = <T extends v.GenericSchema>(schema: T) => v.object(Object.fromEntries(BACKUP_COLLECTIONS.map((name) => [name, schema])) as Record<BackupCollectionName, T>)

const backupSchema = v.looseObject({
  format: v.literal(BACKUP_FORMAT),
  version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(BACKUP_VERSION)),
  exportedAt: instant,
  ownerId: v.optional(text(64)),
  schemaVersions: byCollection(count),
  includesScreenshots: v.boolean(),
  collections: byCollection(v.array(documentSchema)),
  attachments: v.array(attachmentSchema),
})

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNewer(raw: Record<string, unknown>, current: SchemaVersions): boolean {
  if (typeof raw.version === 'number' && raw.version > BACKUP_VERSION) return true
  const versions = raw.schemaVersions
  if (!isRecord(versions)) return false
  return BACKUP_COLLECTIONS.some((name) => typeof versions[name] === 'number' && (versions[name] as number) > current[name])
}

function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.') || '(file)'
}

function checkIds(backup: JournalBackup): BackupProblem | undefined {
  for (const name of BACKUP_COLLECTIONS) {
    const seen = new Set<string>()
    for (const document of backup.collections[name]) {
      if (seen.has(document.id)) return { code: 'duplicateId', collection: name, id: document.id }
      seen.add(document.id)
    }
  }
  return undefined
}

function checkAttachments(backup: JournalBackup): BackupProblem | undefined {
  const trades = new Set(backup.collections.trades.map((trade) => trade.id))
  const seen = new Set<string>()
  for (const attachment of backup.attachments) {
    const key = attachmentKey(attachment.tradeId, attachment.id)
    const valid = trades.has(attachment.tradeId) && !seen.has(key) && isBase64(attachment.data) && decodedLength(attachment.data) === attachment.length
    if (!valid) return { code: 'badAttachment', tradeId: attachment.tradeId, id: attachment.id }
    seen.add(key)
  }
  return undefined
}

/**
 * Reads a backup file's text completely before anything is written: the envelope, the versions,
 * every document's key, unique ids and the attachments' bytes. Each collection's own schema is
 * checked by the database layer (it owns those schemas) before it writes.
 */
export function parseBackup(text: string, currentSchemaVersions: SchemaVersions): BackupParseResult {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  if (body.trim() === '') return { ok: false, problem: { code: 'empty' } }
  let raw: unknown
  try {
    raw = JSON.parse(body)
  } catch {
    return { ok: false, problem: { code: 'notJson' } }
  }
  if (!isRecord(raw) || raw.format !== BACKUP_FORMAT) return { ok: false, problem: { code: 'foreign' } }
  if (isNewer(raw, currentSchemaVersions)) return { ok: false, problem: { code: 'newerVersion' } }
  const parsed = v.safeParse(backupSchema, raw)
  if (!parsed.success) return { ok: false, problem: { code: 'invalid', where: pathOf(parsed.issues[0]) } }
  const backup = parsed.output as unknown as JournalBackup
  const problem = checkIds(backup) ?? checkAttachments(backup)
  return problem ? { ok: false, problem } : { ok: true, backup }
}
