import type { Trade } from '../../db'
import type { TradeSummary } from '../../domain/journal'
import { formatDate, formatMoney, formatPercent, formatQuantity } from '../../ui'

export interface ShareCardWords {
  readonly side: string
  readonly outcome: string | undefined
  readonly entry: string
  readonly exit: string
  readonly roi: string
  readonly netPnl: string
  readonly leverage: string
  /** Said on the image in place of the amount when amounts are hidden. */
  readonly amountsHidden: string
  readonly footer: string
}

/** Sign of a figure, for its colour on the card. */
export type CardTone = 'gain' | 'loss' | 'neutral'

/** A shared trade's words and figures, formatted once for both the text and the image card. */
export interface ShareCardFields {
  readonly symbol: string
  readonly sideLine: string
  readonly outcome?: string
  readonly outcomeTone: CardTone
  readonly entry: string
  readonly exit?: string
  readonly roi?: string
  readonly roiTone: CardTone
  /** Absent when unknown or when amounts are hidden (`hidden`). */
  readonly netPnl?: string
  readonly hidden: boolean
  readonly date: string
  readonly words: ShareCardWords
}

const toneOf = (value: string | undefined): CardTone => {
  const numeric = Number(value)
  return value === undefined || !Number.isFinite(numeric) || numeric === 0 ? 'neutral' : numeric > 0 ? 'gain' : 'loss'
}

/**
 * What a shared trade says. Prices, leverage and ROI are always there (they say nothing about the
 * account's size); the net P&L only when blur-sensitive-data is off: privacy-preserving sharing keeps
 * percentages, never amounts.
 */
export function shareCardFields(
  trade: Trade,
  summary: TradeSummary,
  words: ShareCardWords,
  options: { readonly locale: string; readonly timeZone: string; readonly hideMoney: boolean },
): ShareCardFields {
  const { locale, timeZone, hideMoney } = options
  const leverage = trade.leverage ? `${words.leverage} ${formatQuantity(String(trade.leverage), locale, 2)}x` : undefined
  return {
    symbol: trade.symbol,
    sideLine: leverage ? `${words.side} · ${leverage}` : words.side,
    ...(words.outcome ? { outcome: words.outcome } : {}),
    outcomeTone: summary.outcome === 'win' ? 'gain' : summary.outcome === 'loss' ? 'loss' : 'neutral',
    entry: formatQuantity(trade.entryPrice, locale),
    ...(trade.exitPrice ? { exit: formatQuantity(trade.exitPrice, locale) } : {}),
    ...(summary.roi !== undefined ? { roi: formatPercent(summary.roi, locale, { signed: true }) } : {}),
    roiTone: toneOf(summary.roi),
    ...(!hideMoney && summary.netPnl !== undefined ? { netPnl: formatMoney(summary.netPnl, locale, { currency: summary.settlementAsset, signed: true }) } : {}),
    hidden: hideMoney,
    date: formatDate(trade.closedAt ?? trade.openedAt, locale, { style: 'date', timeZone }),
    words,
  }
}

/** The text card: what is shared beside the image, and alone where images cannot be shared. */
export function shareCardText(fields: ShareCardFields): string {
  const { words } = fields
  const lines = [`${fields.symbol} · ${fields.sideLine}${fields.outcome ? ` · ${fields.outcome}` : ''}`]
  const entry = `${words.entry} ${fields.entry}`
  lines.push(fields.exit ? `${entry} → ${words.exit} ${fields.exit}` : entry)
  if (fields.roi) lines.push(`${words.roi} ${fields.roi}`)
  if (fields.netPnl) lines.push(`${words.netPnl} ${fields.netPnl}`)
  lines.push(fields.date, '', words.footer)
  return lines.join('\n')
}
