import { useLingui } from '@lingui/react/macro'
import { OutcomeSplitBar } from '../../charts'
import { outcomeCounts } from './view-models'
import { WidgetEmpty } from './widget-empty'
import type { WidgetProps } from './widget-props'
import * as styles from '../dashboard.css'

/**
 * Wins, losses and breakevens of the closed trades (every currency), open trades counted apart. Its
 * shares count breakevens, unlike the win rate beside it (wins / (wins + losses)): both say so, or
 * 'Wins 57.1%' next to a 66.7% win rate reads as a contradiction.
 */
export function OutcomeWidget({ data, fmt }: WidgetProps) {
  const { t } = useLingui()
  const counts = outcomeCounts(data.metrics.overall)
  if (counts.wins + counts.losses + counts.breakevens === 0) return <WidgetEmpty reason={counts.open > 0 ? 'onlyOpen' : 'noTrades'} data={data} />
  const open = counts.open
  return (
    <>
      <OutcomeSplitBar
        title={t`Wins, losses and breakevens`}
        description={t`Closed trades of every currency by outcome: breakeven when |P&L| is within your breakeven band.`}
        segments={[
          { key: 'win', label: t`Wins`, count: counts.wins, tone: 'gain' },
          { key: 'loss', label: t`Losses`, count: counts.losses, tone: 'loss' },
          { key: 'breakeven', label: t`Breakevens`, count: counts.breakevens, tone: 'neutral' },
        ]}
        formatShare={(ratio) => fmt.percent(ratio)}
        labels={{ outcome: t`Outcome`, count: t`Trades`, share: t`Share of all closed trades` }}
      />
      <p className={styles.empty}>{t`Shares of all closed trades, breakevens included. The win rate leaves breakevens out: wins / (wins + losses).`}</p>
      {open > 0 ? <p className={styles.empty}>{t`Open trades, not counted: ${open}`}</p> : null}
    </>
  )
}
