import type { RxJsonSchema } from 'rxdb'
import type { Plan } from '../../domain'
import type { CollectionDefinition } from './definition'
import { instant, jsonObject, keyword, localDate, softDeleteProperties, syncedProperties, syncedRequired, text, uuid } from '../schema/fields'

/** Goals, trading plan, risk rules and performance alerts (domain Plan, by `kind`). */
export const plansSchema: RxJsonSchema<Plan> = {
  title: 'plans',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...softDeleteProperties,
    kind: keyword,
    title: text(200),
    description: text(5000),
    status: keyword,
    period: keyword,
    startsOn: localDate,
    endsOn: localDate,
    accountId: uuid,
    definition: jsonObject,
    lastTriggeredAt: instant,
  },
  required: [...syncedRequired, 'isDeleted', 'kind', 'title', 'status', 'period', 'definition'],
  indexes: [['isDeleted', 'kind', 'updatedAt']],
  additionalProperties: false,
}

export const plansCollection: CollectionDefinition<Plan> = {
  schema: plansSchema,
  migrationStrategies: {},
  synced: true,
}
