import { type BackupCollectionName, type BackupDocument, checkDocument, checkRecord, type JsonSchemaNode, withRecordDefaults } from '../domain/backup'
import { JOURNAL_COLLECTIONS } from './collections'
import { toStoredTrade } from './collections/trades'

/**
 * Restore on read: one check per collection for every document that comes in from outside the
 * app's own writes (a row pulled from the server) or out of IndexedDB (a document stored by another
 * app version, or edited by hand). The rules are the backup restore's, not a second set: the
 * collection's storage schema (checkDocument) and the domain's record rules (checkRecord, the trade
 * form's own rules for trades). Missing fields that have a harmless default are filled first
 * (withRecordDefaults), so a merely incomplete row is repaired; the rest is refused with a reason.
 */

export type CheckedCollection = BackupCollectionName

/** The document to use (defaults filled; the same object when nothing was missing), or why it is refused. */
export type RecordReading<T> = { readonly document: T; readonly reason?: undefined } | { readonly document?: undefined; readonly reason: string }

/** RxDB's own fields of a stored document: present on every read, never the record's business. */
const STORAGE_FIELDS = ['_rev', '_meta', '_attachments', '_deleted'] as const

const schemas = new Map<CheckedCollection, JsonSchemaNode>()
function schemaOf(name: CheckedCollection): JsonSchemaNode {
  let schema = schemas.get(name)
  if (!schema) {
    const base = JOURNAL_COLLECTIONS[name].schema as unknown as JsonSchemaNode
    // Accepting RxDB's fields as they are lets a stored document be checked without a copy.
    const properties = { ...base.properties, ...Object.fromEntries(STORAGE_FIELDS.map((field) => [field, {}])) }
    schemas.set(name, (schema = { ...base, properties }))
  }
  return schema
}

function reasonOf(name: CheckedCollection, stored: object, record: object, tradeForm: boolean): string | undefined {
  const shape = checkDocument(stored, schemaOf(name))
  if (shape) return `${shape.path || 'row'}: ${shape.rule}`
  const rule = checkRecord(name, record as BackupDocument, { tradeForm })
  return rule ? `${rule.field}: ${rule.rule}` : undefined
}

/**
 * A document as IndexedDB holds it (trades with their index key, RxDB's fields included). The trade
 * form's cross-field rules are left to the way in (pull, form, import, restore): every field still
 * has its type, format and closed set checked, which is what the metrics rely on.
 */
export function readStoredDocument<T extends object>(name: CheckedCollection, stored: T): RecordReading<T> {
  const document = withRecordDefaults(name, stored as unknown as BackupDocument) as unknown as T
  const reason = reasonOf(name, document, document, false)
  return reason === undefined ? { document } : { reason }
}

/** A document made from a server row (trades without their index key, which the database adds). */
export function readPulledDocument<T extends object>(name: CheckedCollection, pulled: T): RecordReading<T> {
  const document = withRecordDefaults(name, pulled as unknown as BackupDocument) as unknown as T
  let stored: object = document
  if (name === 'trades') {
    try {
      stored = toStoredTrade(document as never)
    } catch {
      return { reason: 'openedAt: INVALID_DATE' }
    }
  }
  const reason = reasonOf(name, stored, document, true)
  return reason === undefined ? { document } : { reason }
}
