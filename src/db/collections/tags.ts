import type { RxJsonSchema } from 'rxdb'
import type { Tag } from '../../domain'
import type { CollectionDefinition } from './definition'
import { keyword, softDeleteProperties, syncedProperties, syncedRequired, text, uuid } from '../schema/fields'

export const tagsSchema: RxJsonSchema<Tag> = {
  title: 'tags',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...softDeleteProperties,
    kind: keyword,
    name: text(80),
    color: text(64),
    description: text(500),
    mergedIntoId: uuid,
  },
  required: [...syncedRequired, 'isDeleted', 'kind', 'name'],
  indexes: [['isDeleted', 'kind', 'name']],
  additionalProperties: false,
}

export const tagsCollection: CollectionDefinition<Tag> = {
  schema: tagsSchema,
  migrationStrategies: {},
  synced: true,
}
