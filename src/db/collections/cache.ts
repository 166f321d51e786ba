import type { RxJsonSchema } from 'rxdb'
import type { IsoInstant } from '../../domain'
import type { CollectionDefinition } from './definition'
import { code, instant, jsonObject, text } from '../schema/fields'

/**
 * Device-only copies of network data (market prices, exchange rates, calendar, leaderboard...), so
 * those screens show their last data with its age while offline. Never replicated.
 */
export interface CacheEntry {
  /** `<namespace>:<what>`, e.g. `market:tickers`, `fx:EUR-USD:2025-03-01`. */
  readonly id: string
  readonly namespace: string
  /** Arrays are wrapped (`{ items: [...] }`). */
  readonly data: Readonly<Record<string, unknown>>
  readonly fetchedAt: IsoInstant
  readonly expiresAt?: IsoInstant
  /** Where it came from (URL or provider name), for the "as of" line. */
  readonly source?: string
}

export const cacheSchema: RxJsonSchema<CacheEntry> = {
  title: 'cache',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: text(200),
    namespace: code,
    data: jsonObject,
    fetchedAt: instant,
    expiresAt: instant,
    source: text(500),
  },
  required: ['id', 'namespace', 'data', 'fetchedAt'],
  // Evict or list one namespace oldest first.
  indexes: [['namespace', 'fetchedAt']],
  additionalProperties: false,
}

export const cacheCollection: CollectionDefinition<CacheEntry> = {
  schema: cacheSchema,
  migrationStrategies: {},
  synced: false,
}
