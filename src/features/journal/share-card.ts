import type { Trade } from '../../db'
import type { TradeSummary } from '../../domain/journal'
import { formatMoney, formatPercent, formatQuantity } from '../../ui'

export interface ShareCardWords {
  readonly side: string
  readonly outcome: string | undefined
  readonly entry: string
  readonly exit: string
  readonly roi: string
  readonly netPnl: string
  readonly footer: string
}

/**
 * The text a shared trade reads as. Prices and ROI are always there (they say nothing about the
 * account's size); the net P&L only when blur-sensitive-data is off: privacy-preserving sharing
 * keeps percentages, never amounts.
 */
export function shareCardText(trade: Trade, summary: TradeSummary, words: ShareCardWords, locale: string, hideMoney: boolean): string {
  const lines = [`${trade.symbol} · ${words.side}${words.outcome ? ` · ${words.outcome}` : ''}`]
  const entry = `${words.entry} ${formatQuantity(trade.entryPrice, locale)}`
  lines.push(trade.exitPrice ? `${entry} → ${words.exit} ${formatQuantity(trade.exitPrice, locale)}` : entry)
  if (summary.roi !== undefined) lines.push(`${words.roi} ${formatPercent(summary.roi, locale, { signed: true })}`)
  if (!hideMoney && summary.netPnl !== undefined) {
    lines.push(`${words.netPnl} ${formatMoney(summary.netPnl, locale, { currency: summary.settlementAsset, signed: true })}`)
  }
  lines.push('', words.footer)
  return lines.join('\n')
}
