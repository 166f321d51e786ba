import type { Id, SoftDeletable, SyncedFields } from './common'

/** Setups are docs/product.md's Setup entity; emotions and mistakes feed the behaviour analytics. */
export type TagKind = 'setup' | 'emotion' | 'mistake'
export const TAG_KINDS: readonly TagKind[] = ['setup', 'emotion', 'mistake']

export interface Tag extends SyncedFields, SoftDeletable {
  readonly kind: TagKind
  readonly name: string
  /** HSL triple such as `210 80% 56%`, like the theme tokens. */
  readonly color?: string
  readonly description?: string
  /** Set when this tag was merged into another; trades were re-tagged to `mergedIntoId`. */
  readonly mergedIntoId?: Id
}
