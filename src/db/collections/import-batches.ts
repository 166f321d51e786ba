import type { RxJsonSchema } from 'rxdb'
import type { ImportBatch } from '../../domain'
import type { CollectionDefinition } from './definition'
import { code, instant, keyword, syncedProperties, syncedRequired, text, uuid } from '../schema/fields'

const count = { type: 'integer', minimum: 0 } as const

export const importBatchesSchema: RxJsonSchema<ImportBatch> = {
  title: 'import batches',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    accountId: uuid,
    fileName: text(255),
    fileSize: count,
    fileHash: text(64),
    exchange: code,
    exportType: text(64),
    mappingPresetId: text(64),
    sourceTimeZone: text(64),
    pnlMethod: keyword,
    status: keyword,
    rowCount: count,
    fillCount: count,
    ledgerEntryCount: count,
    tradeCount: count,
    duplicateCount: count,
    errorCount: count,
    startedAt: instant,
    finishedAt: instant,
    undoneAt: instant,
    errorMessage: text(2000),
  },
  required: [
    ...syncedRequired,
    'accountId',
    'fileName',
    'fileSize',
    'fileHash',
    'exchange',
    'exportType',
    'status',
    'rowCount',
    'fillCount',
    'ledgerEntryCount',
    'tradeCount',
    'duplicateCount',
    'errorCount',
    'startedAt',
  ],
  // Import history newest first; "this file was already imported" by its hash.
  indexes: ['startedAt', 'fileHash'],
  additionalProperties: false,
}

export const importBatchesCollection: CollectionDefinition<ImportBatch> = {
  schema: importBatchesSchema,
  migrationStrategies: {},
  synced: true,
}
