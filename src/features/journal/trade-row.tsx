import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { memo } from 'react'
import type { Trade } from '../../db'
import type { TradeSummary } from '../../domain/journal'
import { Badge, type BadgeTone, cx, EMPTY_VALUE, formatDate, formatMoney, formatPercent, type MenuItemSpec, Sensitive, toneOf } from '../../ui'
import type { JournalLabels } from './journal-messages'
import type { RowDisplay } from './row-display'
import { rowDisplayOf } from './row-display-of'
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
  const { t } = useLingui()
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
      <TradeRowLink row={rowDisplayOf(trade, summary)} blur={blur} timeZone={timeZone} labels={labels} />
      <RowMenu label={t`Actions for ${trade.symbol}`} items={items} />
    </>
  )
})

function outcomeBadge(row: RowDisplay, labels: JournalLabels): { tone: BadgeTone; text: string } | undefined {
  if (row.status === 'open') return { tone: 'primary', text: labels.outcome.open }
  if (row.outcome === 'win') return { tone: 'success', text: labels.outcome.win }
  if (row.outcome === 'loss') return { tone: 'danger', text: labels.outcome.loss }
  if (row.outcome === 'breakeven') return { tone: 'neutral', text: labels.outcome.breakeven }
  return undefined
}

/** Stands in for a hidden amount that a snapshot never stored (blurred, so only its place shows). */
const HIDDEN_AMOUNT = '0,000.00'

interface TradeRowLinkProps {
  readonly row: RowDisplay
  readonly blur: boolean
  readonly timeZone: string
  readonly labels: JournalLabels
}

/** The row's link to its details: symbol, side, open time, outcome, net P&L and ROI. */
export function TradeRowLink({ row, blur, timeZone, labels }: TradeRowLinkProps) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const locale = i18n.locale
  const badge = outcomeBadge(row, labels)
  const net = row.netPnl
  // A snapshot written with the blur flag on keeps only the amount's sign (for its colour).
  const tone = net === undefined ? (row.netPnlSign === undefined ? undefined : toneOf(row.netPnlSign)) : toneOf(net)
  const amount = net !== undefined ? formatMoney(net, locale, { currency: row.settlementAsset, signed: true }) : row.netPnlSign !== undefined ? HIDDEN_AMOUNT : EMPTY_VALUE
  return (
    /*
      A plain link rather than the router's <Link>, which works out its location on every render:
      with a dozen rows mounting per scroll step that showed in profiles. A plain click still
      navigates inside the app; modified clicks (new tab) go through the href.
    */
    <a
      href={`/trade-analysis?trade=${encodeURIComponent(row.id)}`}
      className={styles.rowLink}
      data-row-link=""
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void navigate({ to: '/trade-analysis', search: { trade: row.id } })
      }}
    >
      <span className={styles.rowLine}>
        {/* The symbol has the first line to itself: beside the side badge, 'ETH-USDT-SWAP' was cut on a phone. */}
        <span className={styles.symbol}>{row.symbol}</span>
        <Sensitive hidden={blur || (net === undefined && row.netPnlSign !== undefined)} className={cx(styles.figure, tone)}>
          {amount}
        </Sensitive>
      </span>
      <span className={styles.rowLine}>
        <span className={styles.rowMeta}>
          <Badge tone="outline">{labels.side[row.side]}</Badge>
          <span className={styles.metaText}>
            {formatDate(row.openedAt, locale, { style: 'short-date', timeZone })} {formatDate(row.openedAt, locale, { style: 'time', timeZone })}
          </span>
          {/* On a phone the P&L's sign and colour already tell win from loss: only 'Open' keeps its badge there. */}
          {badge ? (
            <Badge tone={badge.tone} className={row.status === 'open' ? undefined : styles.outcomeBadge}>
              {badge.text}
            </Badge>
          ) : null}
        </span>
        <span className={cx(styles.figureSmall, toneOf(row.roi))}>{row.roi === undefined ? EMPTY_VALUE : formatPercent(row.roi, locale, { signed: true })}</span>
      </span>
    </a>
  )
}
