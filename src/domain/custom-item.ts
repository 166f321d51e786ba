import type { JsonObject, SoftDeletable, SyncedFields } from './common'

/** Trader-defined metrics (/my-metrics) and pages (/custom/{pageId}). */
export type CustomItemKind = 'metric' | 'page'
export const CUSTOM_ITEM_KINDS: readonly CustomItemKind[] = ['metric', 'page']

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
