import { Plural, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useConnectivity } from '../../platform/connectivity'
import { type MarketTicker, parseTicker, tickerCacheId } from '../../domain/market'
import { parseSymbol } from '../../domain/trades/symbol'
import {
  Badge,
  Button,
  cx,
  formatDate,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRelativeTime,
  PageHeader,
  RefreshIcon,
  Spinner,
  toneOf,
  DataTable,
  Section,
  useNow,
} from '../../ui'
import { marketProblemMessage } from './market-messages'
import { useMarketCache } from './use-market-cache'
import { useMarketSymbols } from './use-market-symbols'
import { useTickerRefresh } from './use-ticker-refresh'
import { WatchlistEditor } from './watchlist-editor'
import * as styles from './market.css'

interface Row {
  readonly symbol: string
  readonly trades: number
  readonly inWatchlist: boolean
  readonly ticker: MarketTicker | null
  readonly market: string | null
  readonly fetchedAt: string | null
}

/**
 * /market-data: last price, 24-hour change and volume of the trader's own symbols (journal and
 * watchlist) from Binance's keyless public API, cached on the device so offline shows the last
 * snapshot with its age.
 */
export function MarketDataScreen() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { online } = useConnectivity()
  const now = useNow(15_000)
  const symbols = useMarketSymbols()
  const cache = useMarketCache()
  const list = useMemo(() => symbols.rows.map((row) => row.symbol), [symbols.rows])
  const refresh = useTickerRefresh(list, cache.entries, online, !symbols.loading && !cache.loading)

  const rows: Row[] = useMemo(
    () =>
      symbols.rows.map((row) => {
        const entry = cache.entries.get(tickerCacheId(row.symbol))
        const ticker = entry ? (parseTicker(entry.data.ticker) ?? null) : null
        const market = entry && typeof entry.data.market === 'string' ? entry.data.market : null
        return { ...row, ticker, market, fetchedAt: ticker && entry ? entry.fetchedAt : null }
      }),
    [symbols.rows, cache.entries],
  )
  const fetched = rows.flatMap((row) => (row.fetchedAt ? [row.fetchedAt] : [])).sort()
  const oldest = fetched[0]
  const problems = Object.values(refresh.problems)
  const allFailed = rows.length > 0 && problems.length === rows.length
  const commonProblem = allFailed && problems.every((p) => p === problems[0]) ? problems[0] : undefined

  const quoteOf = (symbol: string) => parseSymbol(symbol)?.quoteAsset ?? ''
  const asOf = oldest ? formatDate(oldest, locale, { style: 'datetime' }) : ''
  const age = oldest ? formatRelativeTime(oldest, now, locale) : ''

  const statusLine = !online
    ? oldest
      ? t`You are offline. Showing the prices saved on this device, as of ${asOf} (${age}).`
      : t`You are offline and no prices are saved on this device yet. They load when you are back online.`
    : refresh.refreshing
      ? t`Updating prices from Binance…`
      : oldest
        ? t`Prices from Binance's public API, as of ${asOf}. They update every minute while this screen is open.`
        : t`Prices from Binance's public API.`

  return (
    <>
      <PageHeader title={t`Market Data`} description={t`View live market information`} />
      <div className={styles.stack}>
        <Section
          title={t`Prices`}
          definition={t`Your watchlist, then the symbols in your journal (most traded first). Last price, change and volume over the last 24 hours, from Binance spot (or USD-M futures for symbols only listed there). Only the symbol is sent; nothing about your trades leaves this device.`}
        >
          <div className={styles.controls}>
            <p className={styles.status} role="status">
              {statusLine}
            </p>
            <Button variant="secondary" size="sm" leadingIcon={<RefreshIcon />} onClick={refresh.refresh} disabled={!online} loading={refresh.refreshing}>
              {t`Refresh`}
            </Button>
          </div>
          {commonProblem ? (
            <p className={styles.problem} role="alert">
              {marketProblemMessage(commonProblem)}
            </p>
          ) : null}
          {symbols.loading || cache.loading ? (
            <Spinner label={t`Loading`} showLabel />
          ) : rows.length === 0 ? (
            <p className={styles.status}>{t`No symbols yet: add one to your watchlist below, or log a trade.`}</p>
          ) : (
            <DataTable
              caption={t`Prices`}
              columns={[t`Symbol`, t`Last price`, t`24h change`, t`24h volume`, t`Updated`]}
              rows={rows.map((row) => {
                const problem = refresh.problems[row.symbol]
                const change = row.ticker ? Number(row.ticker.priceChangePercent) / 100 : 0
                const quote = quoteOf(row.symbol)
                const count = row.trades
                return {
                  key: row.symbol,
                  cells: [
                    <span key="s">
                      {row.symbol} {row.inWatchlist ? <Badge tone="outline">{t`Watchlist`}</Badge> : null}{' '}
                      {row.trades > 0 ? (
                        <Badge>
                          <Plural value={count} one="# trade" other="# trades" />
                        </Badge>
                      ) : null}{' '}
                      {row.market === 'futures' ? <Badge tone="outline">{t`Futures`}</Badge> : null}
                    </span>,
                    row.ticker ? formatQuantity(row.ticker.lastPrice, locale) : '—',
                    row.ticker ? <span className={cx(toneOf(change))}>{formatPercent(change, locale, { decimals: 2, signed: true })}</span> : '—',
                    row.ticker ? `${formatNumber(row.ticker.quoteVolume, locale, { compact: true })} ${quote}`.trim() : '—',
                    problem && !commonProblem ? (
                      <span className={styles.problem}>{marketProblemMessage(problem)}</span>
                    ) : row.fetchedAt ? (
                      <time dateTime={row.fetchedAt} title={formatDate(row.fetchedAt, locale, { style: 'datetime' })}>
                        {formatRelativeTime(row.fetchedAt, now, locale)}
                      </time>
                    ) : (
                      <span className={styles.muted}>{t`Not loaded yet`}</span>
                    ),
                  ],
                }
              })}
            />
          )}
        </Section>
        <Section title={t`Watchlist`} definition={t`Symbols you follow besides the ones you trade. Saved in your journal, so your other devices show them too.`}>
          <WatchlistEditor watchlist={symbols.watchlist} onChange={symbols.setWatchlist} />
        </Section>
      </div>
    </>
  )
}
