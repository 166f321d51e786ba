import { useLingui } from '@lingui/react/macro'
import type { WeeklySummary } from '../../domain/notifications'
import { valueOrNull } from '../../domain/metrics'
import { formatDate, formatMoney, formatPercent, Sensitive, toneOf } from '../../ui'

/** The week's dates, win rate, and net P&L per quote currency (one line each, never added together). */
export function WeeklySummaryDescription({ summary, blur }: { summary: WeeklySummary; blur: boolean }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  // Local calendar days: formatted at noon UTC so no zone moves them.
  const day = (date: string) => formatDate(`${date}T12:00:00.000Z`, locale, { style: 'short-date', timeZone: 'UTC' })
  const rate = valueOrNull(summary.winRate)
  const winRate = rate === null ? '—' : formatPercent(rate, locale, { decimals: 0 })
  const from = day(summary.week.start)
  const to = day(summary.week.end)
  return (
    <span style={{ display: 'grid', gap: '2px' }}>
      <span>{t`${from} to ${to} · win rate ${winRate}`}</span>
      {summary.currencies.map((figures) => {
        const currency = figures.currency
        const pnl = formatMoney(figures.netPnl, locale, { currency, signed: true })
        return (
          <span key={figures.currency}>
            {t`Net P&L (${currency}):`}{' '}
            <Sensitive hidden={blur} className={toneOf(figures.netPnl)}>
              {pnl}
            </Sensitive>
          </span>
        )
      })}
    </span>
  )
}
