import { Plural, useLingui } from '@lingui/react/macro'
import { streakView } from './view-models'
import { FigureList } from './figure-list'
import { WidgetEmpty } from './widget-empty'
import type { WidgetProps } from './widget-props'
import * as styles from '../dashboard.css'

/** Current, longest winning and longest losing streak (every currency). */
export function StreaksWidget({ data, fmt }: WidgetProps) {
  const { t } = useLingui()
  const overall = data.metrics.overall
  if (overall.totalTrades === 0) return <WidgetEmpty reason={overall.open > 0 ? 'onlyOpen' : 'noTrades'} data={data} />
  const streaks = streakView(overall)
  const { length } = streaks.current
  const current =
    streaks.current.kind === 'win' ? (
      <Plural value={length} one="# win" other="# wins" />
    ) : streaks.current.kind === 'loss' ? (
      <Plural value={length} one="# loss" other="# losses" />
    ) : (
      t`None`
    )
  return (
    <>
      <FigureList
        items={[
          { label: t`Current streak`, value: current },
          { label: t`Longest winning streak`, value: fmt.count(streaks.longestWin) },
          { label: t`Longest losing streak`, value: fmt.count(streaks.longestLoss) },
        ]}
      />
      <p className={styles.empty}>{t`Runs of consecutive wins or losses by close time, across every currency; breakeven trades neither break nor extend them.`}</p>
    </>
  )
}
