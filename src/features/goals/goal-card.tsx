import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Account } from '../../domain'
import type { GoalStatus } from '../../domain/plans'
import { Badge, type BadgeTone, Button, Card, cx, Sensitive, toneOf } from '../../ui'
import type { Formatters } from '../charts'
import { goalMetricLabel, goalStatusLabel } from './plan-messages'
import { ProgressBar, type ProgressTone } from './progress-bar'
import type { GoalView } from './use-goals'
import * as styles from './goals.css'

const STATUS_TONE: Record<GoalStatus, BadgeTone> = { upcoming: 'outline', onTrack: 'primary', behind: 'warning', achieved: 'success', missed: 'danger' }
const BAR_TONE: Record<GoalStatus, ProgressTone> = { upcoming: 'neutral', onTrack: 'neutral', behind: 'warn', achieved: 'good', missed: 'bad' }

export interface GoalCardProps {
  readonly view: GoalView
  readonly account: Account | undefined
  readonly fmt: Formatters
  readonly blur: boolean
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** One goal: what it measures over which days, the progress bar, value against target and status. */
export function GoalCard({ view, account, fmt, blur, onEdit, onDelete }: GoalCardProps) {
  const { t } = useLingui()
  const { goal, definition, progress } = view
  const title = goal.title
  const range = progress ? `${fmt.day(progress.range.start)} – ${fmt.day(progress.range.end)}` : ''
  let body = <p className={styles.meta}>{t`This goal was saved by a newer version of the app and cannot be shown.`}</p>
  if (definition && progress) {
    const c = definition.currency ?? ''
    const money = definition.metric === 'netPnl' || definition.metric === 'maxDrawdown'
    const show = (value: number | null): string => {
      if (value === null) return '—'
      switch (definition.metric) {
        case 'netPnl':
          return fmt.money(value, c, true)
        case 'maxDrawdown':
          return fmt.money(value, c)
        case 'winRate':
          return fmt.percent(value)
        case 'trades':
          return fmt.count(value)
        case 'profitFactor':
          return Number.isFinite(value) ? fmt.ratio(value) : '∞'
      }
    }
    const valueText = definition.metric === 'netPnl' && progress.exactValue !== undefined ? fmt.money(Number(progress.exactValue), c, true) : show(progress.value)
    const targetText = show(progress.target)
    const figures = definition.metric === 'maxDrawdown' ? t`${valueText} of ${targetText} allowed` : t`${valueText} of ${targetText}`
    const percent = fmt.percent(progress.fraction)
    const count = progress.trades
    body = (
      <>
        <p className={cx(styles.figures, definition.metric === 'netPnl' ? toneOf(progress.value ?? 0) : undefined)}>
          {money ? <Sensitive hidden={blur}>{figures}</Sensitive> : figures}
        </p>
        <ProgressBar
          fraction={progress.fraction}
          tone={BAR_TONE[progress.status]}
          label={t`Progress of ${title}`}
          valueText={definition.metric === 'maxDrawdown' ? t`${percent} of the limit used` : t`${percent} of the target`}
        />
        <p className={styles.meta}>
          {definition.metric === 'maxDrawdown' ? t`${percent} of the limit used` : t`${percent} of the target`} · {plural(count, { one: '# trade', other: '# trades' })}
        </p>
      </>
    )
  }
  return (
    <Card as="article" aria-label={title} className={styles.card}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>{title}</h3>
        {progress ? <Badge tone={STATUS_TONE[progress.status]}>{goalStatusLabel(progress.status)}</Badge> : null}
      </div>
      <p className={styles.meta}>
        {definition ? goalMetricLabel(definition.metric) : null}
        {definition?.currency ? ` (${definition.currency})` : null} · {range} · {account ? account.name : t`All accounts`}
      </p>
      {body}
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t`Edit ${title}`} disabled={!definition}>
          {t`Edit`}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t`Delete ${title}`}>
          {t`Delete`}
        </Button>
      </div>
    </Card>
  )
}
