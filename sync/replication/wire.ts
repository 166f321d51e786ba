/**
 * The shapes `sync_pull` and `sync_push` exchange (sync/supabase/README.md). Server rows and local
 * documents are distinct types; row-mapping.ts is the one place that converts between them.
 */

/** Position after the last row served: the writing transaction's id (64-bit, as text) and the row key. */
export interface Checkpoint {
  readonly stamp: string
  readonly key: string
}

/** A table row as the functions render it: no user_id, `stamp` as text, typed columns as named. */
export interface ServerRow {
  readonly doc?: Readonly<Record<string, unknown>> | null
  readonly deleted?: boolean | null
  readonly revision: number | string
  readonly stamp?: string
  readonly created_at?: string
  readonly updated_at?: string
  readonly [column: string]: unknown
}

/** One row of a push: the key column (none for per-user tables), the columns it sets, its base. */
export type PushRowBody = Readonly<Record<string, unknown>> & { readonly base_revision: number | null }

export interface PullPage {
  readonly rows: readonly ServerRow[]
  readonly checkpoint: Checkpoint | null
}

export interface WrittenRow {
  readonly id: string
  readonly revision: number | string
  readonly stamp?: string
}

export interface RejectedRow {
  readonly id: string
  readonly code: string
  readonly message: string
}

export interface PushResult {
  readonly written: readonly WrittenRow[]
  readonly conflicts: readonly ServerRow[]
  readonly rejected: readonly RejectedRow[]
}
