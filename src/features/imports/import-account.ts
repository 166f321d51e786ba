import type { Account } from '../../domain'

/** The account choice that creates an account named after the file's exchange. */
export const NEW_ACCOUNT = 'new'

/**
 * The account an import goes to unless the trader picks one: the trader's default account when it is
 * on the file's exchange (or on none), else another account on that exchange, else a new one for it.
 * An account of another exchange is never the default: a Bybit file would land in 'Binance' unnoticed.
 * Without a detected exchange: the default account, else the first.
 */
export function defaultImportAccount(accounts: readonly Pick<Account, 'id' | 'exchange'>[], defaultAccountId: string | null | undefined, exchange: string | undefined): string {
  const preferred = accounts.find((account) => account.id === defaultAccountId)
  if (!exchange) return preferred?.id ?? accounts[0]?.id ?? NEW_ACCOUNT
  const sameExchange = (account: Pick<Account, 'exchange'>) => account.exchange?.toLowerCase() === exchange.toLowerCase()
  if (preferred && sameExchange(preferred)) return preferred.id
  const onExchange = accounts.find(sameExchange)
  if (onExchange) return onExchange.id
  if (preferred && !preferred.exchange) return preferred.id
  return NEW_ACCOUNT
}
