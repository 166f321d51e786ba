import { Plural, useLingui } from '@lingui/react/macro'
import { memo, useMemo } from 'react'
import type { Trade } from '../../db'
import type { JournalTotals, TradeSummaryCache } from '../../domain/journal'
import { cx, formatMoney, formatPercent, Sensitive, Spinner, toneOf } from '../../ui'
import * as styles from './journal.css'
import { useJournalTotals } from './use-journal-totals'

interface JournalSummaryProps {
  /** Trades listed; undefined while the journal is still being read. */
  readonly trades: readonly Trade[] | undefined
  /** How many trades are listed, when known before the list itself. */
  readonly count: number | undefined
  readonly summaries: TradeSummaryCache
  readonly blur: boolean
}

/**
 * "N trades", their net P&L (per quote coin) and win rate, announced politely as filters change. The
 * totals are worked out here, so their arrival re-renders this line only.
 */
export const JournalSummary = memo(function JournalSummary({ trades, count, summaries, blur }: JournalSummaryProps) {
  const { t } = useLingui()
  const totals = useJournalTotals(trades, summaries)
  // The same element while the count stands: formatting a plural message (Intl inside) showed in
  // profiles of every save and navigation.
  const countText = useMemo(() => (count === undefined ? null : <Plural value={count} one="# trade" other="# trades" />), [count])
  return (
    <div className={styles.summary} role="status" aria-live="polite">
      {count === undefined ? <Spinner size="sm" label={t`Loading trades`} /> : <span className={styles.summaryCount}>{countText}</span>}
      {totals ? <SummaryTotals totals={totals} blur={blur} /> : null}
    </div>
  )
})

/**
 * The totals' figures, rendered again only when the totals change: they arrive a frame after a new
 * list, and formatting them with each list (a save, a filter) cost up to 10 ms at 4x CPU throttling
 * on the frame that shows the new rows.
 */
const SummaryTotals = memo(function SummaryTotals({ totals, blur }: { readonly totals: JournalTotals; readonly blur: boolean }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  return (
    <>
      {totals.netPnlByAsset.map((total) => (
        <span key={total.asset}>
          {t`Net P&L`}{' '}
          <Sensitive hidden={blur} className={cx(styles.summaryFigure, toneOf(total.netPnl))}>
            {formatMoney(total.netPnl, locale, { currency: total.asset, signed: true })}
          </Sensitive>
        </span>
      ))}
      {totals.winRate !== undefined ? (
        <span>
          {t`Win rate`} <span className={styles.summaryFigure}>{formatPercent(totals.winRate, locale, { decimals: 1 })}</span>
        </span>
      ) : null}
      {totals.open > 0 ? (
        <span>
          <Plural value={totals.open} one="# open" other="# open" />
        </span>
      ) : null}
    </>
  )
})
