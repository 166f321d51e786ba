import { ACCOUNT_KINDS } from '../account'
import { CUSTOM_ITEM_KINDS } from '../custom-item'
import { IMPORT_STATUSES, PNL_METHODS } from '../import-batch'
import { JOURNAL_ENTRY_KINDS } from '../journal-entry'
import { LEDGER_ENTRY_KINDS } from '../ledger-entry'
import { PLAN_KINDS, PLAN_PERIODS, PLAN_STATUSES } from '../plan'
import { PREFERENCE_KEYS } from '../preferences'
import { TAG_KINDS } from '../tag'
import { MARKET_TYPES, type Trade, TRADE_SIDES, TRADE_SOURCES } from '../trade'
import { decimalProblem, storedTradeIssues, type TradeDraftErrorCode } from '../trades'
import { SCREENSHOT_MIME_TYPES, sniffImageType } from '../files/image-check'
import { base64ToBytes } from './base64'
import { BACKUP_COLLECTIONS, type BackupAttachment, type BackupCollectionName, type BackupDocument, ISO_INSTANT, type JournalBackup } from './backup-format'
import { isUuid } from '../common'

/**
 * The rules a backup's records must keep beyond their storage shape (which the database layer
 * checks against each collection's schema): the values of closed sets, ids the server takes, real
 * instants, and for trades the very rules the trade form and the import path apply
 * (storedTradeIssues). An edited file that breaks one is refused as a whole, naming the first
 * record and field; nothing is written.
 */

/** A trade-draft code (the form's own rules), or a value outside its closed set, or a malformed id. */
export type RecordRule = TradeDraftErrorCode | 'UNKNOWN_VALUE' | 'NOT_AN_ID'

export interface RecordViolation {
  readonly collection: BackupCollectionName
  /** Position of the record in its collection in the file. */
  readonly index: number
  /** Dotted path of the field, e.g. `side`, `tagIds.0`, `screenshots.1.mimeType`. */
  readonly field: string
  readonly rule: RecordRule
}

type FieldRule = (value: unknown) => RecordRule | undefined

/** Every rule lets an absent value through: which fields are required is the storage schema's call. */
const oneOf =
  (values: readonly string[]): FieldRule =>
  (value) =>
    value === undefined || (typeof value === 'string' && values.includes(value)) ? undefined : 'UNKNOWN_VALUE'

/** Primary keys and references are UUIDs: the server's columns are of type uuid. */
const anId: FieldRule = (value) => (value === undefined || (typeof value === 'string' && isUuid(value)) ? undefined : 'NOT_AN_ID')

/** `toISOString()` text of a real calendar time (no 2025-13-45, no 25:00). */
const anInstant: FieldRule = (value) => {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return 'INVALID_DATE'
  const epoch = Date.parse(value)
  return Number.isFinite(epoch) && new Date(epoch).toISOString().slice(0, 19) === value.slice(0, 19) ? undefined : 'INVALID_DATE'
}

const filled: FieldRule = (value) => (value === undefined || (typeof value === 'string' && value.trim() !== '') ? undefined : 'REQUIRED')

const notNegative: FieldRule = (value) => (typeof value === 'string' ? decimalProblem(value, 'nonNegative') : undefined)

const COMMON: Readonly<Record<string, FieldRule>> = { id: anId, createdAt: anInstant, updatedAt: anInstant, deletedAt: anInstant }
const ID_LISTS = new Set(['tagIds', 'tradeIds'])

const RULES: { readonly [K in BackupCollectionName]: Readonly<Record<string, FieldRule>> } = {
  accounts: { ...COMMON, kind: oneOf(ACCOUNT_KINDS), name: filled, initialCapital: notNegative, startedAt: anInstant },
  tags: { ...COMMON, kind: oneOf(TAG_KINDS), name: filled, mergedIntoId: anId },
  import_batches: {
    ...COMMON,
    accountId: anId,
    status: oneOf(IMPORT_STATUSES),
    pnlMethod: oneOf(PNL_METHODS),
    startedAt: anInstant,
    finishedAt: anInstant,
    undoneAt: anInstant,
  },
  fills: {
    ...COMMON,
    accountId: anId,
    importId: anId,
    marketType: oneOf(MARKET_TYPES),
    side: oneOf(['buy', 'sell']),
    positionSide: oneOf(['long', 'short', 'both']),
    executedAt: anInstant,
  },
  // Rows the trader typed have an empty import id.
  ledger_entries: { ...COMMON, accountId: anId, importId: (value) => (value === '' ? undefined : anId(value)), kind: oneOf(LEDGER_ENTRY_KINDS), occurredAt: anInstant },
  trades: { ...COMMON, accountId: anId, setupId: anId, importId: anId, source: oneOf(TRADE_SOURCES), tagIds: anId },
  plans: { ...COMMON, kind: oneOf(PLAN_KINDS), status: oneOf(PLAN_STATUSES), period: oneOf(PLAN_PERIODS), accountId: anId, lastTriggeredAt: anInstant },
  journal_entries: { ...COMMON, kind: oneOf(JOURNAL_ENTRY_KINDS), accountId: anId, tagIds: anId, tradeIds: anId },
  custom_items: { ...COMMON, kind: oneOf(CUSTOM_ITEM_KINDS) },
  // A preference row's id is its key (`profile`...), not a UUID: one the app does not know would sync
  // nowhere. Its value is read with defaults for missing or corrupted fields.
  preferences: { id: oneOf(PREFERENCE_KEYS), createdAt: anInstant, updatedAt: anInstant },
}

/** The screenshot types the app takes (docs/product.md section 5: PNG, JPG or JPEG). */
const SCREENSHOT_TYPES: readonly string[] = SCREENSHOT_MIME_TYPES
/** The compressed copy shown in lists: WebP where the browser encodes it, else JPEG (compress-image.ts). */
const DISPLAY_COPY_TYPES: readonly string[] = ['image/webp', 'image/jpeg']
const SCREENSHOT_RULES: Readonly<Record<string, FieldRule>> = { id: anId, mimeType: oneOf(SCREENSHOT_TYPES), addedAt: anInstant }

function fieldsViolation(document: Readonly<Record<string, unknown>>, rules: Readonly<Record<string, FieldRule>>, prefix = ''): { field: string; rule: RecordRule } | undefined {
  for (const [field, rule] of Object.entries(rules)) {
    const value = document[field]
    const values = ID_LISTS.has(field) && Array.isArray(value) ? value : [value]
    for (let index = 0; index < values.length; index++) {
      const broken = rule(values[index])
      if (broken) return { field: `${prefix}${field}${values === value ? `.${index}` : ''}`, rule: broken }
    }
  }
  return undefined
}

/** Without the trade form's rules, a trade's closed sets are still checked (the form would name them INVALID_SIDE...). */
const TRADE_CLOSED_SETS: Readonly<Record<string, FieldRule>> = { side: oneOf(TRADE_SIDES), marketType: oneOf(MARKET_TYPES) }

function tradeViolation(document: BackupDocument, tradeForm: boolean): { field: string; rule: RecordRule } | undefined {
  const screenshots = Array.isArray(document.screenshots) ? document.screenshots : []
  for (let index = 0; index < screenshots.length; index++) {
    const violation = fieldsViolation(screenshots[index] as Record<string, unknown>, SCREENSHOT_RULES, `screenshots.${index}.`)
    if (violation) return violation
  }
  if (!tradeForm) return fieldsViolation(document, TRADE_CLOSED_SETS)
  const [issue] = storedTradeIssues(document as unknown as Trade)
  return issue ? { field: issue.path, rule: issue.code } : undefined
}

/**
 * The first rule one record breaks (its storage shape aside), or undefined. `tradeForm: false` skips
 * the trade form's rules (a full parse of the trade, about 0.1 ms each): a document read back from
 * the device's own database passed them when it came in, and the journal reads 10,000 at a time.
 */
export function checkRecord(
  collection: BackupCollectionName,
  document: BackupDocument,
  options: { readonly tradeForm?: boolean } = {},
): { readonly field: string; readonly rule: RecordRule } | undefined {
  return fieldsViolation(document, RULES[collection]) ?? (collection === 'trades' ? tradeViolation(document, options.tradeForm !== false) : undefined)
}

/** The first record of the file that breaks a rule of its collection, in restore order. */
export function checkBackupRecords(backup: JournalBackup): RecordViolation | undefined {
  for (const collection of BACKUP_COLLECTIONS) {
    const documents = backup.collections[collection]
    for (let index = 0; index < documents.length; index++) {
      const violation = checkRecord(collection, documents[index] as BackupDocument)
      if (violation) return { collection, index, ...violation }
    }
  }
  return undefined
}

/**
 * The first screenshot bytes of the file that are not an image the app takes: an original must be
 * a PNG or JPEG by its type and by its first bytes (as a picked file is judged), a display copy
 * WebP or JPEG by its type.
 */
export function firstNonImageAttachment(backup: JournalBackup): BackupAttachment | undefined {
  return backup.attachments.find((attachment) => {
    if (attachment.id.endsWith('.display')) return !DISPLAY_COPY_TYPES.includes(attachment.type)
    // 16 bytes are enough to tell (SNIFF_BYTES); 24 base64 characters decode to 18.
    const head = attachment.data.length >= 24 ? base64ToBytes(attachment.data.slice(0, 24)) : base64ToBytes(attachment.data)
    return !SCREENSHOT_TYPES.includes(attachment.type) || sniffImageType(head) !== attachment.type
  })
}
