import type { RxJsonSchema } from 'rxdb'
import { isPreferenceKey, preferenceStartingValue, type SyncedFields } from '../../domain'
import type { CollectionDefinition } from './definition'
import { jsonObject, syncedProperties, syncedRequired } from '../schema/fields'

/**
 * One document per preference key (`profile`, `customization`, ...). The id IS the key, not a random
 * UUID: two devices that each create the default `profile` offline must meet on one row, not two.
 * `value` is read through the domain's per-key parser (defaults for missing or corrupted fields),
 * so preference fields can be added without a schema version bump. It holds only the fields the
 * trader set (older versions stored every field): two devices that each set different fields offline
 * then merge without a clash.
 */
export interface PreferenceDocument extends SyncedFields {
  readonly value: Readonly<Record<string, unknown>>
}

export const preferencesSchema: RxJsonSchema<PreferenceDocument> = {
  title: 'preferences',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    id: { type: 'string', maxLength: 40 },
    value: jsonObject,
  },
  required: [...syncedRequired, 'value'],
  additionalProperties: false,
}

export const preferencesCollection: CollectionDefinition<PreferenceDocument> = {
  schema: preferencesSchema,
  migrationStrategies: {},
  synced: true,
  startingRow: (id) => (isPreferenceKey(id) ? { id, value: preferenceStartingValue(id) } : undefined),
}
