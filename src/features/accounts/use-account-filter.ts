import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Id } from '../../domain'
import { useAccounts } from '../../db'
import { selectedAccountId } from './account-search'

export interface AccountFilterState {
  /** The selected account, or undefined for all accounts. */
  readonly accountId: Id | undefined
  /** Writes `?account=` on the current screen (replacing the history entry); undefined clears it. */
  readonly setAccountId: (accountId: Id | undefined) => void
}

/**
 * Navigation options that set (or, with undefined, drop) `?account=` on the current screen and keep
 * its other search params; a filter change replaces the history entry rather than adding one.
 */
export function accountNavigation(accountId: Id | undefined) {
  // The updater is typed per route; the filter serves every route, so it is given loosely.
  const search = (previous: Record<string, unknown>) => ({ ...previous, account: accountId })
  return { to: '.', search: search as never, replace: true } as const
}

/**
 * The account filter every screen shares, kept in the URL (`?account=<id>`) so a filtered screen can
 * be reloaded, bookmarked and shared between tabs. Works on any route: it reads the search loosely and
 * keeps the other search params when it writes.
 */
export function useAccountFilter(): AccountFilterState {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const { data: accounts, isLoading } = useAccounts()
  const navigate = useNavigate()
  const accountId = selectedAccountId(search.account, accounts, isLoading)
  const setAccountId = useCallback((next: Id | undefined) => void navigate(accountNavigation(next)), [navigate])
  return { accountId, setAccountId }
}
