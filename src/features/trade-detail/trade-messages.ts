import { t } from '@lingui/core/macro'
import type { MarketType, TradeSide } from '../../domain'
import type { PeriodOfDay, TradeOutcome, TradeStatus } from '../../domain/trades'

// Translated names of the closed sets a trade shows; call while rendering (language switches).

export function sideLabel(side: TradeSide): string {
  switch (side) {
    case 'long':
      return t`Long`
    case 'short':
      return t`Short`
    case 'buy':
      return t`Buy`
    case 'sell':
      return t`Sell`
  }
}

export function marketLabel(market: MarketType): string {
  switch (market) {
    case 'spot':
      return t`Spot`
    case 'linear':
      return t`Linear contract`
    case 'inverse':
      return t`Inverse (coin-margined) contract`
  }
}

export function statusLabel(status: TradeStatus): string {
  return status === 'open' ? t`Open` : t`Closed`
}

export function outcomeLabel(outcome: TradeOutcome): string {
  switch (outcome) {
    case 'win':
      return t`Win`
    case 'loss':
      return t`Loss`
    case 'breakeven':
      return t`Breakeven`
  }
}

export function periodLabel(period: PeriodOfDay): string {
  switch (period) {
    case 'morning':
      return t`Morning`
    case 'afternoon':
      return t`Afternoon`
    case 'night':
      return t`Night`
  }
}
