import type { JsonObject, SoftDeletable, SyncedFields } from './common'

/**
 * Trader-defined metrics (/my-metrics), pages (/custom/{pageId}), macro events of the trader's own
 * economic calendar (/economic-calendar) and the market watchlist (/market-data).
 */
export type CustomItemKind = 'metric' | 'page' | 'economicEvent' | 'watchlist'
export const CUSTOM_ITEM_KINDS: readonly CustomItemKind[] = ['metric', 'page', 'economicEvent', 'watchlist']

export interface CustomItem extends SyncedFields, SoftDeletable {
  readonly kind: CustomItemKind
  readonly name: string
  readonly description?: string
  readonly icon?: string
  /** Position among items of its kind (menus, lists). */
  readonly order: number
  /** A metric's formula and format, or a page's widgets; shaped by the owning feature. */
  readonly definition: JsonObject
}
