import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AssistantAnswer, AssistantMetric, MetricFigure, SubsetAnswer } from '../../domain/assistant'
import type { Value } from '../../domain/metrics'
import { Sensitive } from '../../ui'
import type { Formatters } from '../charts'
import type { AssistantMessages } from './assistant-messages'
import { closeAssistant } from './assistant-store'
import * as styles from './assistant.css'

interface FigureProps {
  readonly metric: AssistantMetric
  readonly figure: MetricFigure
  readonly fmt: Formatters
  readonly blur: boolean
  readonly words: AssistantMessages
}

/** The figure as "Win rate: 75.0%", money blurred under the profile flag; a missing value says why. */
function FigureLines({ metric, figure, fmt, blur, words }: FigureProps) {
  const { t } = useLingui()
  const line = (label: string, value: ReactNode, key = label) => (
    <li key={key}>
      {label}: <strong>{value}</strong>
    </li>
  )
  const money = (value: string) => <Sensitive hidden={blur}>{value}</Sensitive>
  const why = (value: Value) => fmt.reason(value)
  switch (figure.kind) {
    case 'summary':
      return (
        <>
          {line(
            t`Win rate`,
            fmt.value(figure.winRate, (n) => fmt.percent(n)),
          )}
          {line(t`P&L`, money(fmt.money(figure.pnl, figure.currency, true)))}
          {line(t`Profit factor`, fmt.value(figure.profitFactor, fmt.ratio))}
        </>
      )
    case 'streaks': {
      const { current, longestWin, longestLoss } = figure.streaks
      const currentText = current.kind === 'win' ? t`${current.length} won in a row` : current.kind === 'loss' ? t`${current.length} lost in a row` : t`none yet`
      return (
        <>
          {metric !== 'lossStreak' ? line(t`Longest winning streak`, fmt.count(longestWin)) : null}
          {metric !== 'winStreak' ? line(t`Longest losing streak`, fmt.count(longestLoss)) : null}
          {metric === 'streaks' ? line(t`Current streak`, currentText) : null}
        </>
      )
    }
    case 'count':
      return line(words.metric(metric), fmt.count(figure.value))
    case 'percent':
      return (
        <>
          {line(
            words.metric(metric),
            fmt.value(figure.value, (n) => fmt.percent(n)),
          )}
          {why(figure.value) ? <li>{why(figure.value)}</li> : null}
        </>
      )
    case 'ratio':
      return (
        <>
          {line(words.metric(metric), fmt.value(figure.value, fmt.ratio))}
          {why(figure.value) ? <li>{why(figure.value)}</li> : null}
        </>
      )
    case 'money':
      return (
        <>
          {line(words.metric(metric), money(fmt.value(figure.value, (n) => fmt.money(n, figure.currency, metric !== 'fees' && metric !== 'drawdown'))))}
          {why(figure.value) ? <li>{why(figure.value)}</li> : null}
        </>
      )
  }
}

function PartView({ metric, part, fmt, blur, words }: { readonly metric: AssistantMetric; readonly part: SubsetAnswer } & Omit<FigureProps, 'figure' | 'metric'>) {
  const { t } = useLingui()
  const counted = part.counted
  const others = part.otherCurrencies.join(', ')
  return (
    <div className={styles.part}>
      <p className={styles.subset}>{words.subset(part.subset)}</p>
      <ul className={styles.figures}>
        <FigureLines metric={metric} figure={part.figure} fmt={fmt} blur={blur} words={words} />
      </ul>
      <p className={styles.counted}>
        <Trans>
          Counted over <Plural value={counted} one="# closed trade" other="# closed trades" />.
        </Trans>
        {others ? ' ' + t`Trades in ${others} are left out of the amounts (they are never added without a rate).` : null}
      </p>
      <ul className={styles.links} aria-label={t`Trades in the journal`}>
        {part.links.map((link, index) => {
          const trades = link.trades
          // Several links (a coin traded as several symbols, or long and buy): each says which it is.
          const which = part.links.length > 1 ? [link.search.symbol, link.search.side].filter(Boolean).join(' ') : ''
          return (
            <li key={index}>
              {which ? `${which}: ` : null}
              <Link to="/journal" search={link.search} onClick={closeAssistant}>
                <Plural value={trades} one="Open this trade in the journal" other="Open these # trades in the journal" />
              </Link>
            </li>
          )
        })}
      </ul>
      {part.linksExact ? null : <p className={styles.counted}>{t`The journal cannot filter by weekday or hour: the link shows these trades on every weekday and hour.`}</p>}
    </div>
  )
}

/** An answer: each subset's figure, the trades it counted and links to them; or why there is none. */
export function AssistantAnswerView({
  answer,
  fmt,
  blur,
  words,
}: {
  readonly answer: AssistantAnswer
  readonly fmt: Formatters
  readonly blur: boolean
  readonly words: AssistantMessages
}) {
  if (answer.kind === 'notUnderstood') return <p className={styles.refusal}>{words.notUnderstood(answer)}</p>
  return (
    <div className={answer.parts.length > 1 ? styles.comparison : undefined}>
      {answer.parts.map((part, index) => (
        <PartView key={index} metric={answer.metric} part={part} fmt={fmt} blur={blur} words={words} />
      ))}
    </div>
  )
}
