import type { RxJsonSchema } from 'rxdb'
import type { CustomItem } from '../../domain'
import type { CollectionDefinition } from './definition'
import { jsonObject, keyword, softDeleteProperties, syncedProperties, syncedRequired, text } from '../schema/fields'

/** Custom metrics and custom pages (domain CustomItem, by `kind`). */
export const customItemsSchema: RxJsonSchema<CustomItem> = {
  title: 'custom items',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...softDeleteProperties,
    kind: keyword,
    name: text(120),
    description: text(2000),
    icon: text(64),
    order: { type: 'number' },
    definition: jsonObject,
  },
  required: [...syncedRequired, 'isDeleted', 'kind', 'name', 'order', 'definition'],
  indexes: [['isDeleted', 'kind', 'name']],
  additionalProperties: false,
}

export const customItemsCollection: CollectionDefinition<CustomItem> = {
  schema: customItemsSchema,
  migrationStrategies: {},
  synced: true,
}
