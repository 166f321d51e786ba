import { t } from '@lingui/core/macro'
import type { MarketProblem } from './market-api'

/** Why the exchange gave no data, in words (the cached copy stays on screen). */
export function marketProblemMessage(problem: MarketProblem): string {
  switch (problem) {
    case 'unknownSymbol':
      return t`Binance does not list this symbol (spot or USD-M futures).`
    case 'rateLimited':
      return t`The exchange asked us to slow down. Try again in a minute.`
    case 'restricted':
      return t`The exchange refused the request from your region.`
    case 'server':
      return t`The exchange is not answering properly right now. Try again later.`
    case 'network':
      return t`Could not reach the exchange. Check your connection and try again.`
    case 'badData':
      return t`The exchange sent data this app cannot read.`
    case 'noData':
      return t`The exchange has no long/short data for this symbol.`
  }
}
