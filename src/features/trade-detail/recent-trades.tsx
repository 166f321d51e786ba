import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useTrades } from '../../db'
import type { Trade } from '../../domain'
import { deriveTradeFigures } from '../../domain/trades'
import { buttonClass, cx, EmptyState, EMPTY_VALUE, formatDate, formatMoney, Spinner, UploadIcon } from '../../ui'
import { sideLabel, statusLabel } from './trade-messages'
import { type TradeViewSettings, useTradeViewSettings } from './use-trade-view-settings'
import * as styles from './trade-detail.css'

const RECENT_LIMIT = 20

function RecentTrade({ trade, settings }: { trade: Trade; settings: TradeViewSettings }) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  let net: string | undefined
  let currency = trade.quoteAsset
  try {
    // No zone: the period of day is not shown here, and skipping it saves an Intl call per row.
    const figures = deriveTradeFigures(trade, { timeZone: '', breakevenBand: settings.breakevenBand })
    net = figures.netPnl?.value
    currency = figures.settlementAsset
  } catch {
    net = undefined
  }
  const tone = net === undefined || Number(net) === 0 ? undefined : Number(net) > 0 ? styles.positive : styles.negative
  const hidden = settings.blur && net !== undefined
  return (
    <li>
      <Link to="/trade-analysis" search={{ trade: trade.id }} className={styles.recentLink}>
        <span className={styles.recentTitle}>
          {trade.symbol} <span>{sideLabel(trade.side)}</span>
        </span>
        <span className={styles.recentMeta}>
          {formatDate(trade.openedAt, locale, { style: 'datetime', timeZone: settings.timeZone })}
          {trade.closedAt ? '' : ` · ${statusLabel('open')}`}
        </span>
        <span className={cx(styles.recentPnl, tone, hidden && styles.blurred)} data-blurred={hidden || undefined}>
          {net === undefined ? EMPTY_VALUE : formatMoney(net, locale, { currency, signed: true })}
        </span>
      </Link>
    </li>
  )
}

/** Without `?trade`: the newest trades to pick one from, or the way to log the first one. */
export function RecentTrades() {
  const { t } = useLingui()
  const settings = useTradeViewSettings()
  const { data: trades, isLoading } = useTrades({ limit: RECENT_LIMIT })
  if (isLoading) return <Spinner showLabel />
  if (trades.length === 0) {
    return (
      <EmptyState
        icon={<UploadIcon />}
        title={t`No trades yet`}
        description={t`Log a trade or import your exchange history, then open any trade here to see its numbers, notes and screenshots.`}
        action={
          <Link to="/upload" className={buttonClass({ variant: 'primary' })}>
            {t`Upload Trades`}
          </Link>
        }
      />
    )
  }
  return (
    <section aria-labelledby="recent-trades-title" className={styles.stack}>
      <h2 id="recent-trades-title" className={styles.muted}>
        {t`Your most recent trades`}
      </h2>
      <ul className={styles.recentList}>
        {trades.map((trade) => (
          <RecentTrade key={trade.id} trade={trade} settings={settings} />
        ))}
      </ul>
    </section>
  )
}
