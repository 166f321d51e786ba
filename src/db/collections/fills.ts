import type { RxJsonSchema } from 'rxdb'
import type { Fill } from '../../domain'
import type { CollectionDefinition } from './definition'
import { code, decimal, instant, keyword, syncedProperties, syncedRequired, text, uuid } from '../schema/fields'

export const fillsSchema: RxJsonSchema<Fill> = {
  title: 'fills',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    accountId: uuid,
    importId: uuid,
    exchange: code,
    symbol: text(64),
    baseAsset: code,
    quoteAsset: code,
    marketType: keyword,
    side: keyword,
    positionSide: keyword,
    price: decimal,
    quantity: decimal,
    contractSize: decimal,
    quoteQuantity: decimal,
    fee: decimal,
    feeAsset: code,
    realizedPnl: decimal,
    executedAt: instant,
    sourceTimeZone: text(64),
    exchangeTradeId: text(128),
    orderId: text(128),
    dedupeKey: text(128),
    rowNumber: { type: 'integer', minimum: 0 },
  },
  required: [...syncedRequired, 'accountId', 'importId', 'exchange', 'symbol', 'marketType', 'side', 'price', 'quantity', 'executedAt', 'dedupeKey', 'rowNumber'],
  indexes: [
    // Undo an import as a whole.
    'importId',
    // Re-import idempotency: is this fill already stored for this account?
    ['accountId', 'dedupeKey'],
    // Fills-to-trades aggregation walks one account's symbol in time order.
    ['accountId', 'symbol', 'executedAt'],
  ],
  additionalProperties: false,
}

export const fillsCollection: CollectionDefinition<Fill> = {
  schema: fillsSchema,
  migrationStrategies: {},
  synced: true,
}
