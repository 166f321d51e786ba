import type { RxJsonSchema } from 'rxdb'
import type { JournalEntry } from '../../domain'
import type { CollectionDefinition } from './definition'
import { idList, keyword, localDate, softDeleteProperties, syncedProperties, syncedRequired, text, uuid } from '../schema/fields'

const score = { type: 'integer', minimum: 1, maximum: 5 } as const

/** Daily notes, psychology check-ins and reviews. */
export const journalEntriesSchema: RxJsonSchema<JournalEntry> = {
  title: 'journal entries',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...softDeleteProperties,
    kind: keyword,
    day: localDate,
    title: text(200),
    body: { type: 'string' },
    mood: score,
    energy: score,
    tagIds: idList,
    tradeIds: idList,
    accountId: uuid,
  },
  required: [...syncedRequired, 'isDeleted', 'kind', 'day', 'body', 'tagIds', 'tradeIds'],
  indexes: [
    ['isDeleted', 'day'],
    ['isDeleted', 'kind', 'day'],
  ],
  additionalProperties: false,
}

export const journalEntriesCollection: CollectionDefinition<JournalEntry> = {
  schema: journalEntriesSchema,
  migrationStrategies: {},
  synced: true,
}
