import type { DecimalString, IsoInstant, SoftDeletable, SyncedFields } from './common'

export type AccountKind = 'exchange' | 'propChallenge' | 'paper' | 'wallet' | 'other'
export const ACCOUNT_KINDS: readonly AccountKind[] = ['exchange', 'propChallenge', 'paper', 'wallet', 'other']

/** An exchange sub-account, a prop challenge, a paper account... Every screen can filter by it. */
export interface Account extends SyncedFields, SoftDeletable {
  readonly name: string
  readonly kind: AccountKind
  readonly exchange?: string
  /** Currency the account's capital and P&L are counted in, e.g. `USDT`. */
  readonly baseCurrency: string
  readonly initialCapital: DecimalString
  /** When the initial capital applies (start of the equity curve). */
  readonly startedAt?: IsoInstant
  readonly color?: string
  readonly notes?: string
  /** Hidden from pickers but kept for history. */
  readonly archived: boolean
}
