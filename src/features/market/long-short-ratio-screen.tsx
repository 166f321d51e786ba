import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useConnectivity } from '../../platform/connectivity'
import { isRatioPeriod, RATIO_PERIODS, type RatioPeriod, sideSplitOf, summariseRatio } from '../../domain/market'
import { Button, formatDate, formatNumber, formatPercent, formatRelativeTime, PageHeader, RefreshIcon, Spinner, SelectField, Section, StatCard, useNow } from '../../ui'
import { MultiLineChart } from '../charts'
import { marketProblemMessage } from './market-messages'
import { PositioningTable } from './positioning-table'
import { useLongShort } from './use-long-short'
import { useMarketSymbols } from './use-market-symbols'
import { useTradeResults } from './use-trade-results'
import * as styles from './market.css'
import * as analytics from '../../ui/components/report.css'

/** Shown when the journal and the watchlist have no symbol yet: the most traded perpetual. */
const FALLBACK_SYMBOL = 'BTCUSDT'

/**
 * /long-short-ratio: how all accounts on Binance USD-M futures are positioned on a symbol (the
 * global long/short account ratio over time, cached for offline), beside how the trader has been
 * positioned on it and how each side has paid.
 */
export function LongShortRatioScreen() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { online } = useConnectivity()
  const now = useNow(30_000)
  const symbols = useMarketSymbols()
  const journal = useTradeResults()
  const options = useMemo(() => {
    const list = symbols.rows.map((row) => row.symbol)
    return list.length > 0 ? list : [FALLBACK_SYMBOL]
  }, [symbols.rows])
  const [chosen, setChosen] = useState<string | null>(null)
  const symbol = chosen && options.includes(chosen) ? chosen : (options[0] as string)
  const [period, setPeriod] = useState<RatioPeriod>('1h')
  const ratio = useLongShort(symbol, period, online)
  const summary = summariseRatio(ratio.points)
  const split = useMemo(() => sideSplitOf(journal.results, symbol), [journal.results, symbol])
  const allSplit = useMemo(() => sideSplitOf(journal.results, null), [journal.results])

  const periodLabels: Record<RatioPeriod, string> = {
    '15m': t`15 minutes (last day)`,
    '1h': t`1 hour (last 3 days)`,
    '4h': t`4 hours (last 14 days)`,
    '1d': t`1 day (last 30 days)`,
  }
  // Short labels, so the chart can show enough of them on a phone: hours within a day, days beyond.
  const timeStyle = period === '15m' ? 'time' : 'short-date'
  const labels = ratio.points.map((p) => formatDate(p.time, locale, { style: timeStyle, timeZone: journal.timeZone }))
  const asOf = ratio.fetchedAt ? formatDate(ratio.fetchedAt, locale, { style: 'datetime' }) : ''
  const age = ratio.fetchedAt ? formatRelativeTime(ratio.fetchedAt, now, locale) : ''
  const status = !online
    ? ratio.fetchedAt
      ? t`You are offline. Showing the ratio saved on this device, as of ${asOf} (${age}).`
      : t`You are offline and this ratio is not saved on this device yet. It loads when you are back online.`
    : ratio.refreshing
      ? t`Updating from Binance…`
      : ratio.fetchedAt
        ? t`From Binance's public futures data, as of ${asOf} (${age}).`
        : ''

  const lowest = summary ? formatNumber(summary.lowest.ratio, locale, { minDecimals: 2 }) : ''
  const highest = summary ? formatNumber(summary.highest.ratio, locale, { minDecimals: 2 }) : ''
  const marketLong = summary ? formatPercent(summary.latest.long, locale, { decimals: 1 }) : null
  const ownLong = split[0].share === null ? null : formatPercent(split[0].share, locale, { decimals: 0 })

  return (
    <>
      <PageHeader title={t`Long/Short Ratio`} description={t`How traders are positioned on each market`} />
      <div className={styles.stack}>
        <div className={styles.controls}>
          <SelectField className={styles.select} label={t`Symbol`} name="symbol" value={symbol} onValueChange={setChosen} options={options.map((s) => ({ value: s, label: s }))} />
          <SelectField
            className={styles.select}
            label={t`Period`}
            name="period"
            value={period}
            onValueChange={(value) => isRatioPeriod(value) && setPeriod(value)}
            options={RATIO_PERIODS.map((p) => ({ value: p, label: periodLabels[p] }))}
          />
        </div>
        <Section
          title={t`Market positioning`}
          definition={t`Binance's global long/short account ratio: of all accounts holding a USD-M futures position on the symbol, the share net long against the share net short. Ratio = long accounts / short accounts. It counts accounts, not money.`}
        >
          <div className={styles.controls}>
            {status ? (
              <p className={styles.status} role="status">
                {status}
              </p>
            ) : null}
            <Button variant="secondary" size="sm" leadingIcon={<RefreshIcon />} onClick={ratio.refresh} disabled={!online} loading={ratio.refreshing}>
              {t`Refresh`}
            </Button>
          </div>
          {ratio.problem ? (
            <p className={styles.problem} role="alert">
              {marketProblemMessage(ratio.problem)}
            </p>
          ) : null}
          {ratio.loading ? (
            <Spinner label={t`Loading`} showLabel />
          ) : summary ? (
            <>
              <div className={analytics.statGrid}>
                <StatCard
                  label={t`Long/short ratio`}
                  value={formatNumber(summary.latest.ratio, locale, { minDecimals: 2, maxDecimals: 2 })}
                  definition={t`Latest reading: long accounts / short accounts.`}
                />
                <StatCard
                  label={t`Long accounts`}
                  value={formatPercent(summary.latest.long, locale, { decimals: 1 })}
                  definition={t`Share of accounts net long in the latest reading.`}
                />
                <StatCard
                  label={t`Short accounts`}
                  value={formatPercent(summary.latest.short, locale, { decimals: 1 })}
                  definition={t`Share of accounts net short in the latest reading.`}
                />
                <StatCard
                  label={t`Change over the period`}
                  value={formatNumber(summary.change, locale, { minDecimals: 2, maxDecimals: 2, signed: true })}
                  note={t`Range ${lowest} – ${highest}`}
                  definition={t`Latest ratio minus the first ratio shown.`}
                />
              </div>
              <MultiLineChart
                title={t`Long and short accounts on ${symbol}`}
                description={t`Share of accounts net long and net short over time, one point per period.`}
                labels={labels}
                categoryLabel={t`Time`}
                series={[
                  { name: t`Long accounts`, values: ratio.points.map((p) => p.long) },
                  { name: t`Short accounts`, values: ratio.points.map((p) => p.short) },
                ]}
                formatValue={(value) => formatPercent(value, locale, { decimals: 1 })}
              />
            </>
          ) : !ratio.problem && online ? (
            <Spinner label={t`Loading`} showLabel />
          ) : null}
        </Section>
        <Section
          title={t`Your positioning on ${symbol}`}
          definition={t`From your journal: trades on this symbol (any account, any way it is written) by side. Win rate and P&L come from closed trades, per quote currency; amounts in different currencies are never added together.`}
        >
          {journal.loading ? (
            <Spinner label={t`Loading trades`} showLabel />
          ) : split[0].trades + split[1].trades === 0 ? (
            <p className={styles.status}>{t`You have no trades on ${symbol} yet.`}</p>
          ) : (
            <>
              {marketLong && ownLong ? <p className={analytics.notice}>{t`The market is ${marketLong} long on ${symbol}; ${ownLong} of your trades on it were long.`}</p> : null}
              <PositioningTable caption={t`Your positioning on ${symbol}`} split={split} blur={journal.blur} />
            </>
          )}
        </Section>
        <Section title={t`Your positioning on every symbol`} definition={t`All your trades by side, for comparison.`}>
          {allSplit[0].trades + allSplit[1].trades === 0 ? (
            <p className={styles.status}>{t`No trades yet.`}</p>
          ) : (
            <PositioningTable caption={t`Your positioning on every symbol`} split={allSplit} blur={journal.blur} />
          )}
        </Section>
      </div>
    </>
  )
}
