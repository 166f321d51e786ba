import type { RxJsonSchema } from 'rxdb'
import type { LedgerEntry } from '../../domain'
import type { CollectionDefinition } from './definition'
import { code, decimal, instant, keyword, syncedProperties, syncedRequired, text, uuid } from '../schema/fields'

export const ledgerEntriesSchema: RxJsonSchema<LedgerEntry> = {
  title: 'ledger entries',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    accountId: uuid,
    // Empty for rows the trader typed, so the field can stay required and indexed.
    importId: uuid,
    exchange: code,
    kind: keyword,
    asset: code,
    amount: decimal,
    symbol: text(64),
    occurredAt: instant,
    sourceTimeZone: text(64),
    exchangeTransactionId: text(128),
    dedupeKey: text(128),
    rowNumber: { type: 'integer', minimum: 0 },
    note: text(2000),
  },
  required: [...syncedRequired, 'accountId', 'importId', 'exchange', 'kind', 'asset', 'amount', 'occurredAt', 'dedupeKey', 'rowNumber'],
  indexes: [
    'importId',
    ['accountId', 'dedupeKey'],
    // Funding inside a position's lifetime; deposits and withdrawals for the equity curve.
    ['accountId', 'occurredAt'],
  ],
  additionalProperties: false,
}

export const ledgerEntriesCollection: CollectionDefinition<LedgerEntry> = {
  schema: ledgerEntriesSchema,
  migrationStrategies: {},
  synced: true,
}
