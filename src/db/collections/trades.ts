import type { RxJsonSchema } from 'rxdb'
import type { Trade } from '../../domain'
import { withoutStorageFields } from '../document-data'
import { canonicalInstant, descendingTimeKey } from '../instants'
import type { CollectionDefinition } from './definition'
import { code, decimal, idList, instant, keyword, softDeleteProperties, syncedProperties, syncedRequired, text, uuid } from '../schema/fields'

const screenshot = {
  type: 'object',
  properties: {
    id: uuid,
    fileName: text(255),
    mimeType: text(32),
    size: { type: 'integer', minimum: 0 },
    width: { type: 'integer', minimum: 0 },
    height: { type: 'integer', minimum: 0 },
    addedAt: instant,
    remotePath: text(512),
  },
  required: ['id', 'fileName', 'mimeType', 'size', 'addedAt'],
  additionalProperties: false,
} as const

const overrides = {
  type: 'object',
  properties: { realizedPnl: decimal, netPnl: decimal, roi: decimal, margin: decimal, notional: decimal },
  additionalProperties: false,
} as const

/**
 * A trade as stored: the domain Trade plus `openedAtDescKey`, an index key that lists newest first
 * straight from an index (the journal's default order). Repositories add it on write and drop it on
 * read; the replication layer passes pulled rows through `toStoredTrade`.
 */
export interface StoredTrade extends Trade {
  readonly openedAtDescKey: string
}

export function toStoredTrade(trade: Trade): StoredTrade {
  const openedAt = canonicalInstant(trade.openedAt)
  return {
    ...trade,
    openedAt,
    ...(trade.closedAt ? { closedAt: canonicalInstant(trade.closedAt) } : {}),
    openedAtDescKey: descendingTimeKey(openedAt),
  }
}

/** The trade of a stored document, with or without RxDB's own fields (`_rev`, `_meta`...): a copy without them. */
export function fromStoredTrade(stored: StoredTrade): Trade {
  return withoutStorageFields(stored, 'openedAtDescKey') as unknown as Trade
}

export const tradesSchema: RxJsonSchema<StoredTrade> = {
  title: 'trades',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...softDeleteProperties,
    accountId: uuid,
    exchange: code,
    symbol: text(64),
    baseAsset: code,
    quoteAsset: code,
    marketType: keyword,
    side: keyword,
    entryPrice: decimal,
    exitPrice: decimal,
    quantity: decimal,
    contractSize: decimal,
    leverage: { type: 'number', minimum: 0 },
    tradingFee: decimal,
    feeAsset: code,
    fundingFee: decimal,
    stopLoss: decimal,
    takeProfit: decimal,
    openedAt: instant,
    openedAtDescKey: { type: 'string', maxLength: 13 },
    closedAt: instant,
    setupId: uuid,
    tagIds: idList,
    notes: { type: 'string' },
    screenshots: { type: 'array', items: screenshot },
    overrides,
    source: keyword,
    importId: uuid,
    sourceKey: text(128),
    sourceTimeZone: text(64),
  },
  required: [
    ...syncedRequired,
    'isDeleted',
    'symbol',
    'baseAsset',
    'quoteAsset',
    'marketType',
    'side',
    'entryPrice',
    'quantity',
    'openedAt',
    'openedAtDescKey',
    'tagIds',
    'notes',
    'screenshots',
    'source',
  ],
  indexes: [
    // The journal: live trades newest first, optionally from/before a date.
    ['isDeleted', 'openedAtDescKey'],
    // Oldest first and date ranges (equity curve, analytics periods).
    ['isDeleted', 'openedAt'],
    // One symbol, newest first; also the sort by symbol.
    ['isDeleted', 'symbol', 'openedAtDescKey'],
    // Recently edited.
    ['isDeleted', 'updatedAt'],
  ],
  // Screenshots: `<screenshotId>` original, `<screenshotId>.display` compressed copy.
  attachments: {},
  additionalProperties: false,
}

export const tradesCollection: CollectionDefinition<StoredTrade> = {
  schema: tradesSchema,
  migrationStrategies: {},
  synced: true,
}
