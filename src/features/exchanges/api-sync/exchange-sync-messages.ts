import { useLingui } from '@lingui/react/macro'
import type { ExchangeSyncProblem } from './exchange-sync-api'

export interface ProblemWords {
  readonly what: string
  readonly todo: string
}

/** Each failure in plain words, with what the trader can do about it. */
export function useSyncProblemWords(): (problem: ExchangeSyncProblem) => ProblemWords {
  const { t } = useLingui()
  return (problem) => {
    switch (problem) {
      case 'key_refused':
        return {
          what: t`The exchange refused this API key`,
          todo: t`Check the key and the secret, or whether the key was deleted on the exchange, then connect it again.`,
        }
      case 'key_can_trade':
        return {
          what: t`Use a read-only key: this one can trade or withdraw`,
          todo: t`On the exchange, create a key with reading rights only and paste that one.`,
        }
      case 'passphrase_required':
        return { what: t`This exchange's API keys have a passphrase.`, todo: t`Enter the passphrase you set when you created this API key.` }
      case 'not_supported':
        return { what: t`The server does not sync this exchange yet.`, todo: t`Import the exchange's CSV export on Upload Trades instead.` }
      case 'rate_limited':
        return { what: t`The exchange asked us to slow down (rate limited).`, todo: t`Wait a minute and sync again: it resumes where it stopped.` }
      case 'exchange_down':
        return { what: t`The exchange did not answer (down or unreachable).`, todo: t`Try again later: nothing in your journal changed.` }
      case 'bad_answer':
        return {
          what: t`The exchange sent an answer that is not a valid fill, so nothing from it was saved.`,
          todo: t`Try again later; if it keeps happening, import the exchange's CSV instead.`,
        }
      case 'not_found':
        return { what: t`This connection no longer exists.`, todo: t`Reload the page, then connect the exchange again if you need it.` }
      case 'offline':
        return { what: t`You are offline.`, todo: t`Sync runs when you are back online.` }
      case 'signed-out':
        return { what: t`Your session has ended.`, todo: t`Sign in again to sync your exchanges.` }
      case 'server':
        return { what: t`The server could not do this right now.`, todo: t`Try again in a moment: nothing in your journal changed.` }
    }
  }
}

/** What a connection reads, per market code (sync/exchange-sync's `markets`). */
export function useMarketWords(): (market: string) => string {
  const { t } = useLingui()
  return (market) => {
    switch (market) {
      case 'spot':
        return t`Spot`
      case 'linear':
        return t`USDⓈ-M futures`
      case 'inverse':
        return t`Inverse (coin-margined)`
      case 'swap':
        return t`Perpetual swaps`
      case 'funding':
        return t`Funding`
      default:
        return market
    }
  }
}
