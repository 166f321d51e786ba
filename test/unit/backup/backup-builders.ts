import { BACKUP_COLLECTIONS, BACKUP_FORMAT, type BackupCollectionName, type BackupDocument, type JournalBackup, type SchemaVersions } from '../../../src/domain/backup'

export const SCHEMA_VERSIONS = Object.fromEntries(BACKUP_COLLECTIONS.map((name) => [name, 0])) as SchemaVersions

/** A valid backup file's content with the given documents (every other collection empty). */
export function buildBackup(collections: Partial<Record<BackupCollectionName, BackupDocument[]>> = {}, fields: Partial<JournalBackup> = {}): JournalBackup {
  return {
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: '2025-06-01T12:00:00.000Z',
    schemaVersions: SCHEMA_VERSIONS,
    includesScreenshots: true,
    collections: { ...(Object.fromEntries(BACKUP_COLLECTIONS.map((name) => [name, []])) as unknown as JournalBackup['collections']), ...collections },
    attachments: [],
    ...fields,
  }
}

export const tradeDoc = (id: string, fields: Record<string, unknown> = {}): BackupDocument =>
  ({ id, createdAt: '2025-03-01T00:00:00.000Z', updatedAt: '2025-03-01T00:00:00.000Z', isDeleted: false, openedAt: '2025-03-03T09:00:00.000Z', ...fields }) as BackupDocument

export const doc = (id: string, fields: Record<string, unknown> = {}): BackupDocument =>
  ({ id, createdAt: '2025-03-01T00:00:00.000Z', updatedAt: '2025-03-01T00:00:00.000Z', ...fields }) as BackupDocument
