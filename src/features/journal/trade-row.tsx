import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { memo } from 'react'
import type { Trade } from '../../db'
import type { TradeSummary } from '../../domain/journal'
import { Badge, type BadgeTone, cx, EMPTY_VALUE, formatDate, formatMoney, formatPercent, type MenuItemSpec, Sensitive, toneOf } from '../../ui'
import type { JournalLabels } from './journal-labels'
import * as styles from './journal.css'
import { RowMenu } from './row-menu'

export type RowAction = 'details' | 'edit' | 'duplicate' | 'share' | 'tags' | 'delete'

interface TradeRowProps {
  readonly trade: Trade
  readonly summary: TradeSummary
  readonly index: number
  readonly count: number
  readonly top: number
  readonly blur: boolean
  readonly timeZone: string
  readonly labels: JournalLabels
  /** Offer the 'Tags' action (tag management exists). */
  readonly canTag: boolean
  readonly onAction: (action: RowAction, trade: Trade) => void
}

function outcomeBadge(summary: TradeSummary, labels: JournalLabels): { tone: BadgeTone; text: string } | undefined {
  if (summary.status === 'open') return { tone: 'primary', text: labels.outcome.open }
  if (summary.outcome === 'win') return { tone: 'success', text: labels.outcome.win }
  if (summary.outcome === 'loss') return { tone: 'danger', text: labels.outcome.loss }
  if (summary.outcome === 'breakeven') return { tone: 'neutral', text: labels.outcome.breakeven }
  return undefined
}

interface TradeRowContentProps {
  readonly trade: Trade
  readonly summary: TradeSummary
  readonly blur: boolean
  readonly timeZone: string
  readonly labels: JournalLabels
  readonly canTag: boolean
  readonly onAction: (action: RowAction, trade: Trade) => void
}

/**
 * One trade: a link to its details (symbol, side, open time, outcome, net P&L, ROI) and a menu of
 * actions, in a fixed-height row placed by the list.
 */
export function TradeRow({ index, count, top, ...content }: TradeRowProps) {
  return (
    <li className={styles.row} style={{ transform: `translateY(${top}px)` }} aria-setsize={count} aria-posinset={index + 1} data-row-index={index}>
      <TradeRowContent {...content} />
    </li>
  )
}

/**
 * What a row shows, memoised apart from its place: a trade saved at the top moves every row down one,
 * and only the new row's dates and amounts are formatted (Intl calls are what a row costs).
 */
const TradeRowContent = memo(function TradeRowContent({ trade, summary, blur, timeZone, labels, canTag, onAction }: TradeRowContentProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const locale = i18n.locale
  const badge = outcomeBadge(summary, labels)
  const net = summary.netPnl
  const items = (): MenuItemSpec[] => [
    { value: 'details', label: t`Open details`, onSelect: () => onAction('details', trade) },
    { value: 'edit', label: t`Edit`, onSelect: () => onAction('edit', trade) },
    { value: 'duplicate', label: t`Duplicate`, onSelect: () => onAction('duplicate', trade) },
    { value: 'share', label: t`Share`, onSelect: () => onAction('share', trade) },
    ...(canTag ? [{ value: 'tags', label: t`Tags`, onSelect: () => onAction('tags', trade) }] : []),
    { value: 'delete', label: t`Delete`, destructive: true, separatorBefore: true, onSelect: () => onAction('delete', trade) },
  ]
  return (
    <>
      {/*
        A plain link rather than the router's <Link>, which works out its location on every render:
        with a dozen rows mounting per scroll step that showed in profiles. A plain click still
        navigates inside the app; modified clicks (new tab) go through the href.
      */}
      <a
        href={`/trade-analysis?trade=${encodeURIComponent(trade.id)}`}
        className={styles.rowLink}
        data-row-link=""
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          void navigate({ to: '/trade-analysis', search: { trade: trade.id } })
        }}
      >
        <span className={styles.rowTitle}>
          <span className={styles.symbol}>{trade.symbol}</span>
          <Badge tone="outline">{labels.side[trade.side]}</Badge>
        </span>
        <Sensitive hidden={blur} className={cx(styles.figure, toneOf(net))}>
          {net === undefined ? EMPTY_VALUE : formatMoney(net, locale, { currency: summary.settlementAsset, signed: true })}
        </Sensitive>
        <span className={styles.rowMeta}>
          {/* Short date and time: a phone row has room for about 20 characters beside the badge. */}
          <span className={styles.metaText}>
            {formatDate(trade.openedAt, locale, { style: 'short-date', timeZone })} {formatDate(trade.openedAt, locale, { style: 'time', timeZone })}
          </span>
          {badge ? <Badge tone={badge.tone}>{badge.text}</Badge> : null}
        </span>
        <span className={cx(styles.figureSmall, toneOf(summary.roi))}>
          {summary.roi === undefined ? EMPTY_VALUE : formatPercent(summary.roi, locale, { signed: true })}
        </span>
      </a>
      <RowMenu label={t`Actions for ${trade.symbol}`} items={items} />
    </>
  )
})
