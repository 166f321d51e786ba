/** The parsed request, as PostgREST's ApiRequest/Types.hs names it (only what this subset serves). */

export interface JsonOperation {
  readonly arrow: '->' | '->>'
  /** A key, or an array index such as `+1` / `-2` when `isIndex`. */
  readonly operand: string
  readonly isIndex: boolean
}

/** A column, optionally followed by a JSON path (`doc->>notes`). */
export interface Field {
  readonly name: string
  readonly jsonPath: readonly JsonOperation[]
}

export type SelectItem =
  | {
      readonly kind: 'field'
      readonly field: Field
      readonly alias?: string
      readonly cast?: string
      /** `col.sum()` or `count()`; refused (aggregates are off on Supabase). */
      readonly aggregate?: string
    }
  | { readonly kind: 'star' }
  /** `rel(...)` or `...rel(...)`: an embedding, which needs a relationship this schema does not expose. */
  | { readonly kind: 'relation'; readonly name: string; readonly spread: boolean; readonly children: readonly SelectItem[] }

export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj'
export type QuantOperator = 'eq' | 'gte' | 'gt' | 'lte' | 'lt' | 'like' | 'ilike' | 'match' | 'imatch'
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown'
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts'

export type Operation =
  | { readonly kind: 'simple'; readonly op: SimpleOperator; readonly value: string }
  | { readonly kind: 'quant'; readonly op: QuantOperator; readonly quantifier?: 'any' | 'all'; readonly value: string }
  | { readonly kind: 'in'; readonly values: readonly string[] }
  | { readonly kind: 'is'; readonly value: IsValue }
  | { readonly kind: 'isdistinct'; readonly value: string }
  | { readonly kind: 'fts'; readonly op: FtsOperator; readonly language?: string; readonly value: string }

export interface OpExpr {
  readonly negated: boolean
  readonly operation: Operation
}

export interface Filter {
  readonly field: Field
  readonly expr: OpExpr
}

export type LogicTree =
  { readonly kind: 'expr'; readonly negated: boolean; readonly op: 'and' | 'or'; readonly children: readonly LogicTree[] } | { readonly kind: 'stmt'; readonly filter: Filter }

export interface OrderTerm {
  readonly field: Field
  /** `rel(col)`: ordering by an embedded resource (never available here). */
  readonly relation?: string
  readonly direction?: 'asc' | 'desc'
  readonly nulls?: 'nullsfirst' | 'nullslast'
}

/** Rows requested: `offset` .. `upper` inclusive (`upper` undefined = no upper bound). */
export interface RowRange {
  readonly offset: number
  readonly upper?: number
}
