import { Trans } from '@lingui/react/macro'
import type { Finding } from '../../domain/insights'
import { Sensitive } from '../../ui'
import { AskAboutButton } from '../assistant'
import type { SubjectPhrases } from './use-subject-phrases'
import type { Formatters } from '../charts'
import * as styles from './analytics.css'

interface InsightItemProps {
  readonly finding: Finding
  readonly phrases: SubjectPhrases
  readonly fmt: Formatters
  readonly blur: boolean
  /** The assistant question behind 'Ask about this' (none: no button). */
  readonly question?: string
}

/** A finding in plain words, with the counts and the test statistic behind it. */
export function InsightItem({ finding, phrases, fmt, blur, question }: InsightItemProps) {
  const { group: g, others: o, currency } = finding
  const groupPhrase = phrases.group
  const othersPhrase = phrases.others
  const days = finding.subject.kind === 'busyDays'
  const score = fmt.number(finding.score, 2)
  const groupTrades = g.trades
  const otherTrades = o.trades
  const groupWins = g.wins
  const groupLosses = g.losses
  const otherWins = o.wins
  const otherLosses = o.losses
  let sentence
  let numbers
  if (finding.basis === 'winRate') {
    const groupRate = fmt.value(g.winRate, (n) => fmt.percent(n))
    const otherRate = fmt.value(o.winRate, (n) => fmt.percent(n))
    sentence = days ? (
      <Trans>
        You end {groupRate} of {groupPhrase} in profit and {otherRate} of {othersPhrase}.
      </Trans>
    ) : (
      <Trans>
        You win {groupRate} of {groupPhrase} and {otherRate} of {othersPhrase}.
      </Trans>
    )
    numbers = days ? (
      <Trans>
        {groupTrades} days ({groupWins} in profit, {groupLosses} in loss) against {otherTrades} days ({otherWins} in profit, {otherLosses} in loss); two-proportion test z = {score}
        .
      </Trans>
    ) : (
      <Trans>
        {groupTrades} trades ({groupWins} won, {groupLosses} lost) against {otherTrades} trades ({otherWins} won, {otherLosses} lost); two-proportion test z = {score}.
      </Trans>
    )
  } else {
    const groupAverage = fmt.value(g.averagePnl, (n) => fmt.money(n, currency, true))
    const otherAverage = fmt.value(o.averagePnl, (n) => fmt.money(n, currency, true))
    const groupTotal = fmt.money(g.pnl, currency, true)
    const otherTotal = fmt.money(o.pnl, currency, true)
    sentence = days ? (
      <Trans>
        On average you make <Sensitive hidden={blur}>{groupAverage}</Sensitive> a day on {groupPhrase} and <Sensitive hidden={blur}>{otherAverage}</Sensitive> on {othersPhrase}.
      </Trans>
    ) : (
      <Trans>
        On average you make <Sensitive hidden={blur}>{groupAverage}</Sensitive> per trade on {groupPhrase} and <Sensitive hidden={blur}>{otherAverage}</Sensitive> on {othersPhrase}
        .
      </Trans>
    )
    numbers = days ? (
      <Trans>
        {groupTrades} days in the group with a total of <Sensitive hidden={blur}>{groupTotal}</Sensitive> against {otherTrades} other days with{' '}
        <Sensitive hidden={blur}>{otherTotal}</Sensitive>; Welch's test t = {score}.
      </Trans>
    ) : (
      <Trans>
        {groupTrades} trades in the group with a total of <Sensitive hidden={blur}>{groupTotal}</Sensitive> against {otherTrades} other trades with{' '}
        <Sensitive hidden={blur}>{otherTotal}</Sensitive>; Welch's test t = {score}.
      </Trans>
    )
  }
  return (
    <li className={styles.insight}>
      <p className={styles.insightText}>{sentence}</p>
      <p className={styles.insightNumbers}>{numbers}</p>
      {question ? <AskAboutButton question={question} /> : null}
    </li>
  )
}
