import type { RxJsonSchema } from 'rxdb'
import type { Account } from '../../domain'
import type { CollectionDefinition } from './definition'
import { code, decimal, instant, keyword, softDeleteProperties, syncedProperties, syncedRequired, text } from '../schema/fields'

export const accountsSchema: RxJsonSchema<Account> = {
  title: 'accounts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...softDeleteProperties,
    name: text(80),
    kind: keyword,
    exchange: code,
    baseCurrency: code,
    initialCapital: decimal,
    startedAt: instant,
    color: text(64),
    notes: text(2000),
    archived: { type: 'boolean' },
  },
  required: [...syncedRequired, 'isDeleted', 'name', 'kind', 'baseCurrency', 'initialCapital', 'archived'],
  indexes: [['isDeleted', 'name']],
  additionalProperties: false,
}

export const accountsCollection: CollectionDefinition<Account> = {
  schema: accountsSchema,
  migrationStrategies: {},
  synced: true,
}
