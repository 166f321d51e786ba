import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Bucket } from '../../domain/metrics'
import type { CoachAnswer } from '../../domain/coach'
import type { GroupStats } from '../../domain/insights'
import { Sensitive } from '../../ui'
import { type AnalyticsLabels, type SubjectPhrases, InsightItem, analyticsStyles } from '../analytics'
import type { InsightSubject } from '../../domain/insights'
import type { Formatters } from '../charts'
import { WeekSummary } from './week-summary'
import * as styles from './ai.css'

export interface CoachAnswerViewProps {
  readonly answer: CoachAnswer
  readonly fmt: Formatters
  readonly labels: AnalyticsLabels
  readonly phrases: (subject: InsightSubject) => SubjectPhrases
  readonly blur: boolean
  readonly suggestions: readonly string[]
}

type Stats = Pick<GroupStats, 'trades' | 'wins' | 'losses' | 'winRate' | 'pnl' | 'averagePnl'>

/** An answer in plain words, then the numbers it stands on. */
export function CoachAnswerView({ answer, fmt, labels, phrases, blur, suggestions }: CoachAnswerViewProps) {
  const { t } = useLingui()
  /** "12 closed trades: 7 won, 5 lost (win rate 58.3%); P&L +120 USDT, per trade +10 USDT" */
  const statLine = (stats: Stats, currency: string): ReactNode => {
    const trades = stats.trades
    const wins = stats.wins
    const losses = stats.losses
    const rate = fmt.value(stats.winRate, (n) => fmt.percent(n))
    const pnl = fmt.money(stats.pnl, currency, true)
    if (stats.averagePnl.kind !== 'value') {
      return (
        <Trans>
          <Plural value={trades} one="# closed trade" other="# closed trades" />: {wins} won, {losses} lost (win rate {rate}); P&L <Sensitive hidden={blur}>{pnl}</Sensitive>
        </Trans>
      )
    }
    const average = fmt.money(stats.averagePnl.value, currency, true)
    return (
      <Trans>
        <Plural value={trades} one="# closed trade" other="# closed trades" />: {wins} won, {losses} lost (win rate {rate}); P&L <Sensitive hidden={blur}>{pnl}</Sensitive>, per
        trade <Sensitive hidden={blur}>{average}</Sensitive>
      </Trans>
    )
  }
  const bucketLine = <K,>(name: string, bucket: Bucket<K>, currency: string) => (
    <li key={name}>
      {name}: {statLine(bucket, currency)}
    </li>
  )

  switch (answer.kind) {
    case 'unknown':
      return (
        <p className={styles.sentence}>
          {t`I can only answer questions about your own journal, such as:`} {suggestions.join(' · ')}
        </p>
      )
    case 'noTrades':
      return <p className={styles.sentence}>{t`You have no closed trades in this view yet: there is nothing to measure.`}</p>
    case 'notEnough': {
      const needed = answer.needed
      const closed = answer.closedTrades
      const sentence = {
        setup: t`Not enough trades yet: a setup needs at least ${needed} closed trades to be ranked (you have ${closed} in this currency).`,
        symbol: t`Not enough trades yet: a symbol needs at least ${needed} closed trades to be ranked (you have ${closed} in this currency).`,
        time: t`Not enough trades yet: an hour, weekday or period of the day needs at least ${needed} closed trades to be ranked (you have ${closed} in this currency).`,
      }[answer.what]
      return <p className={styles.sentence}>{sentence}</p>
    }
    case 'bestSetup':
    case 'worstSetup': {
      const name = labels.setup(answer.setup.key)
      const compared = answer.compared
      return (
        <>
          <p className={styles.sentence}>{answer.kind === 'bestSetup' ? t`Your best setup is ${name}.` : t`Your weakest setup is ${name}.`}</p>
          <ul className={styles.numbers}>
            {bucketLine(name, answer.setup, answer.currency)}
            {answer.runnerUp ? bucketLine(labels.setup(answer.runnerUp.key), answer.runnerUp, answer.currency) : null}
            <li>{t`Ranked by total P&L among ${plural(compared, { one: '# setup', other: '# setups' })} with at least 3 closed trades.`}</li>
          </ul>
        </>
      )
    }
    case 'bestSymbol':
    case 'worstSymbol': {
      const name = answer.symbol.key
      const compared = answer.compared
      return (
        <>
          <p className={styles.sentence}>{answer.kind === 'bestSymbol' ? t`Your best symbol is ${name}.` : t`Your weakest symbol is ${name}.`}</p>
          <ul className={styles.numbers}>
            {bucketLine(name, answer.symbol, answer.currency)}
            {answer.runnerUp ? bucketLine(answer.runnerUp.key, answer.runnerUp, answer.currency) : null}
            <li>{t`Ranked by total P&L among ${plural(compared, { one: '# symbol', other: '# symbols' })} with at least 3 closed trades.`}</li>
          </ul>
        </>
      )
    }
    case 'losingTimes':
    case 'winningTimes': {
      const losing = answer.kind === 'losingTimes'
      const parts: ReactNode[] = []
      if (answer.weekday) parts.push(bucketLine(labels.weekday(answer.weekday.key), answer.weekday, answer.currency))
      if (answer.hours) {
        const from = `${String(answer.hours.from).padStart(2, '0')}:00`
        const to = `${String(answer.hours.to % 24).padStart(2, '0')}:00`
        parts.push(
          <li key="hours">
            {t`Opened ${from}–${to}`}: {statLine(answer.hours.stats, answer.currency)}
          </li>,
        )
      }
      if (answer.period) parts.push(bucketLine(labels.period(answer.period.key), answer.period, answer.currency))
      const day = answer.weekday ? labels.weekday(answer.weekday.key) : null
      const block = answer.hours ? `${String(answer.hours.from).padStart(2, '0')}:00–${String(answer.hours.to % 24).padStart(2, '0')}:00` : null
      return (
        <>
          <p className={styles.sentence}>
            {losing
              ? day && block
                ? t`You lose most on ${day} and on trades opened ${block}.`
                : t`These are the times your P&L is lowest.`
              : day && block
                ? t`You do best on ${day} and on trades opened ${block}.`
                : t`These are the times your P&L is highest.`}
          </p>
          <ul className={styles.numbers}>
            {parts}
            <li>
              {losing
                ? t`Lowest total P&L among weekdays, 3-hour blocks and periods of the day with at least 3 closed trades (your clock).`
                : t`Highest total P&L among weekdays, 3-hour blocks and periods of the day with at least 3 closed trades (your clock).`}
            </li>
          </ul>
          {answer.findings.length > 0 ? (
            <>
              <p className={styles.question}>{t`Insights that point the same way:`}</p>
              <ul className={analyticsStyles.insightList}>
                {answer.findings.map((finding, index) => (
                  <InsightItem key={index} finding={finding} phrases={phrases(finding.subject)} fmt={fmt} blur={blur} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )
    }
    case 'week':
      return <WeekSummary review={answer.review} fmt={fmt} blur={blur} heading={answer.which === 'last' ? t`Last week` : t`This week`} />
    case 'overall': {
      const r = answer.report
      const rate = fmt.value(r.winRate, (n) => fmt.percent(n))
      const factor = fmt.value(r.profitFactor, fmt.ratio)
      const trades = r.totalTrades
      const expectancy = fmt.value(r.expectancy, (n) => fmt.money(n, r.currency, true))
      const drawdown = fmt.money(r.maxDrawdown.amount, r.currency)
      return (
        <>
          <p className={styles.sentence}>{t`You win ${rate} of your decided trades, with a profit factor of ${factor}.`}</p>
          <ul className={styles.numbers}>
            <li>{statLine({ trades, wins: r.wins, losses: r.losses, winRate: r.winRate, pnl: r.pnl, averagePnl: r.averagePnlPerTrade }, r.currency)}</li>
            <li>
              <Trans>
                Expectancy per decided trade: <Sensitive hidden={blur}>{expectancy}</Sensitive>
              </Trans>
            </li>
            <li>
              <Trans>
                Largest drawdown: <Sensitive hidden={blur}>{drawdown}</Sensitive>
              </Trans>
            </li>
          </ul>
        </>
      )
    }
    case 'longVsShort': {
      const sentence =
        answer.long && answer.short
          ? answer.long.pnl >= answer.short.pnl
            ? t`Your long trades have paid more.`
            : t`Your short trades have paid more.`
          : t`You have traded only one side so far.`
      return (
        <>
          <p className={styles.sentence}>{sentence}</p>
          <ul className={styles.numbers}>
            {answer.long ? bucketLine(labels.side('long'), answer.long, answer.currency) : null}
            {answer.short ? bucketLine(labels.side('short'), answer.short, answer.currency) : null}
          </ul>
          {answer.finding ? (
            <ul className={analyticsStyles.insightList}>
              <InsightItem finding={answer.finding} phrases={phrases(answer.finding.subject)} fmt={fmt} blur={blur} />
            </ul>
          ) : (
            <p className={styles.question}>{t`The difference between the sides is within what chance would explain.`}</p>
          )}
        </>
      )
    }
    case 'afterLoss':
      return (
        <>
          <p className={styles.sentence}>
            {answer.finding ? t`Trades right after a loss differ clearly from your others.` : t`Trades right after a loss do not differ clearly from your others.`}
          </p>
          <ul className={styles.numbers}>
            <li>
              {t`Right after a loss`}: {statLine(answer.afterLoss, answer.currency)}
            </li>
            <li>
              {t`After a win or breakeven`}: {statLine(answer.otherwise, answer.currency)}
            </li>
          </ul>
          {answer.finding ? (
            <ul className={analyticsStyles.insightList}>
              <InsightItem finding={answer.finding} phrases={phrases(answer.finding.subject)} fmt={fmt} blur={blur} />
            </ul>
          ) : null}
        </>
      )
  }
}
