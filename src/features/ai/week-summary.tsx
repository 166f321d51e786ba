import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { WeeklyReview } from '../../domain/coach'
import { formatMoney, formatPercent, Sensitive } from '../../ui'
import type { Formatters } from '../charts'
import * as styles from './ai.css'

export interface WeekSummaryProps {
  readonly review: WeeklyReview
  readonly fmt: Formatters
  readonly blur: boolean
  readonly heading: string
}

/** A week in a sentence per currency, then its numbers against the week before. */
export function WeekSummary({ review, fmt, blur, heading }: WeekSummaryProps) {
  const { t } = useLingui()
  const locale = fmt.locale
  const from = fmt.day(review.week.start)
  const to = fmt.day(review.week.end)
  const trades = review.trades
  const days = review.tradingDays
  const withoutStop = review.withoutStop
  if (review.trades === 0) {
    return <p className={styles.sentence}>{t`${heading} (${from} – ${to}): no closed trades.`}</p>
  }
  return (
    <>
      <p
        className={styles.sentence}
      >{t`${heading} (${from} – ${to}): ${plural(trades, { one: '# closed trade', other: '# closed trades' })} on ${plural(days, { one: '# day', other: '# days' })}.`}</p>
      <ul className={styles.numbers}>
        {review.currencies.map(({ totals, previous, best, worst }) => {
          const currency = totals.currency
          const rate = totals.winRate === null ? '—' : formatPercent(totals.winRate, locale, { decimals: 1 })
          const wins = totals.wins
          const losses = totals.losses
          const bestSymbol = best.symbol
          const worstSymbol = worst.symbol
          const previousTrades = previous?.trades ?? 0
          const pnl = formatMoney(totals.pnl, locale, { currency, signed: true })
          const previousPnl = previous ? formatMoney(previous.pnl, locale, { currency, signed: true }) : ''
          const bestPnl = formatMoney(best.pnl, locale, { currency, signed: true })
          const worstPnl = formatMoney(worst.pnl, locale, { currency, signed: true })
          return (
            <li key={currency}>
              <Trans>
                {currency}: {wins} won, {losses} lost (win rate {rate}); P&L <Sensitive hidden={blur}>{pnl}</Sensitive>.
              </Trans>{' '}
              {previous ? (
                <Trans>
                  The week before: <Plural value={previousTrades} one="# trade" other="# trades" />, P&L <Sensitive hidden={blur}>{previousPnl}</Sensitive>.
                </Trans>
              ) : (
                t`No closed trades the week before.`
              )}{' '}
              <Trans>
                Best trade {bestSymbol} <Sensitive hidden={blur}>{bestPnl}</Sensitive>, worst {worstSymbol} <Sensitive hidden={blur}>{worstPnl}</Sensitive>.
              </Trans>
            </li>
          )
        })}
        <li>{withoutStop === 0 ? t`Every trade had a stop loss.` : t`${withoutStop} of ${plural(trades, { one: '# trade', other: '# trades' })} had no stop loss.`}</li>
      </ul>
    </>
  )
}
