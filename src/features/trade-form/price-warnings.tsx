import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { type Id, usePreference, useTrades } from '../../db'
import { type LastTradedPrice, type PriceWarning, priceWarnings } from '../../domain/trades'
import { formatDate, formatNumber, traderTimeZone } from '../../ui'
import * as styles from './trade-form.css'

interface PriceWarningsProps {
  readonly symbol: string
  readonly entryPrice: string
  readonly exitPrice: string
  /** The trade being edited: its own stored prices are not a reference for itself. */
  readonly tradeId?: Id
}

/**
 * Prices that look like a typo, said above Save while the trader can still fix them; the save is
 * never blocked (a real move that large is possible). The reference for a symbol is the last price
 * it was traded at in this journal, which is known offline.
 */
export function PriceWarnings({ symbol, entryPrice, exitPrice, tradeId }: PriceWarningsProps) {
  const { data: sameSymbol } = useTrades({ symbol, limit: 2 })
  const lastTraded = useMemo<LastTradedPrice | undefined>(() => {
    const last = sameSymbol.find((trade) => trade.id !== tradeId)
    return last ? { price: last.exitPrice ?? last.entryPrice, at: last.closedAt ?? last.openedAt } : undefined
  }, [sameSymbol, tradeId])
  const warnings = priceWarnings({ entryPrice, exitPrice, lastTraded })
  const text = useWarningText(symbol)
  return (
    <div role="status" className={styles.priceWarnings}>
      {warnings.map((warning) => (
        <p key={warning.kind} className={styles.priceWarning}>
          {text(warning)}
        </p>
      ))}
    </div>
  )
}

function useWarningText(symbol: string) {
  const { t, i18n } = useLingui()
  const { value: profile } = usePreference('profile')
  return (warning: PriceWarning): string => {
    if (warning.kind === 'exit-far-from-entry') {
      const { entryPrice, exitPrice } = warning
      return t`The exit price ${exitPrice} is far from the entry price ${entryPrice}: check both before saving.`
    }
    const { price } = warning
    const lastPrice = formatNumber(warning.last.price, i18n.locale)
    const lastDate = formatDate(warning.last.at, i18n.locale, { timeZone: traderTimeZone(profile) })
    return warning.field === 'entryPrice'
      ? t`The entry price ${price} is far from ${lastPrice}, the price of your last ${symbol} trade (${lastDate}): check it before saving.`
      : t`The exit price ${price} is far from ${lastPrice}, the price of your last ${symbol} trade (${lastDate}): check it before saving.`
  }
}
