import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type Plan, useAccounts, useJournalDatabase } from '../../db'
import type { GoalDefinition } from '../../domain/plans'
import { Button, ConfirmDialog, EmptyState, notify, PageHeader, PlusIcon } from '../../ui'
import { useFormatters } from '../charts'
import { GoalCard } from './goal-card'
import { GoalFormDialog } from './goal-form-dialog'
import { useGoals, type GoalView } from './use-goals'
import { useJournalCoins } from './use-journal-coins'
import { usePlanClock } from './use-plan-clock'
import * as styles from './goals.css'

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly plan: Plan; readonly definition: GoalDefinition } | null

/** /goals: targets for P&L, win rate, trades, profit factor and drawdown over a period, with live progress. */
export function GoalsScreen() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const clock = usePlanClock()
  const fmt = useFormatters()
  const coins = useJournalCoins()
  const { data: accounts } = useAccounts()
  const { views, loading } = useGoals(clock)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Plan | null>(null)
  const goalDeleteText = (title: string) => t`"${title}" and its progress will be removed.`
  // Running and upcoming goals first (soonest end first), then finished ones (latest end first).
  const current = views.filter((view) => !view.progress || view.progress.range.end >= clock.today)
  const finished = views.filter((view) => view.progress && view.progress.range.end < clock.today)
  current.sort((a, b) => (a.progress?.range.end ?? '').localeCompare(b.progress?.range.end ?? ''))
  finished.sort((a, b) => (b.progress?.range.end ?? '').localeCompare(a.progress?.range.end ?? ''))

  const cards = (list: readonly GoalView[]) => (
    <ul className={styles.list}>
      {list.map((view) => (
        <li key={view.goal.id}>
          <GoalCard
            view={view}
            account={accounts.find((account) => account.id === view.goal.accountId)}
            fmt={fmt}
            blur={clock.blur}
            onEdit={() => (view.definition ? setEditing({ kind: 'edit', plan: view.goal, definition: view.definition }) : undefined)}
            onDelete={() => setDeleting(view.goal)}
          />
        </li>
      ))}
    </ul>
  )

  return (
    <>
      <PageHeader
        title={t`Goals`}
        description={t`Targets for P&L, win rate and discipline`}
        actions={
          <Button leadingIcon={<PlusIcon size={16} />} onClick={() => setEditing({ kind: 'new' })}>
            {t`Add goal`}
          </Button>
        }
      />
      {loading ? null : views.length === 0 ? (
        <EmptyState
          title={t`No goals yet`}
          description={t`Set a target for a week, a month, a quarter or a year: a net P&L to reach, a win rate or profit factor to hold, a number of trades, or a drawdown not to pass. Progress is measured from the trades you close in the period.`}
        />
      ) : (
        <>
          {current.length > 0 ? (
            <section className={styles.group} aria-labelledby="current-goals-title">
              <h2 id="current-goals-title" className={styles.groupTitle}>
                {t`Current goals`}
              </h2>
              {cards(current)}
            </section>
          ) : null}
          {finished.length > 0 ? (
            <section className={styles.group} aria-labelledby="finished-goals-title">
              <h2 id="finished-goals-title" className={styles.groupTitle}>
                {t`Finished goals`}
              </h2>
              {cards(finished)}
            </section>
          ) : null}
        </>
      )}
      {editing ? (
        <GoalFormDialog
          goal={editing.kind === 'edit' ? { plan: editing.plan, definition: editing.definition } : undefined}
          accounts={accounts}
          coins={coins}
          today={clock.today}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t`Delete goal?`}
          description={goalDeleteText(deleting.title)}
          confirmLabel={t`Delete`}
          onConfirm={async () => {
            await db.plans.softDelete(deleting.id)
            notify.success(t`Deleted successfully`)
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  )
}
