import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useMilestoneNotifier } from '../../platform/notifications'
import { useJournalDatabase } from '../../db'
import { goalReachedIsNew } from '../../domain/plans'
import { useGoals } from './use-goals'
import { usePlanClock } from './use-plan-clock'

/**
 * Measures the active goals as the journal changes and announces each goal reached once per period,
 * as Settings > Notifications says (a toast, a device notification when the page is out of sight and
 * push is on, or nothing with milestone alerts off). The goal's `lastTriggeredAt` records it either
 * way, so it syncs and other devices do not announce it again.
 */
export default function GoalEvaluator() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const announce = useMilestoneNotifier()
  const clock = usePlanClock()
  const { views, loading } = useGoals(clock)
  // Goals already told in this page, so a re-render before the write lands does not toast twice.
  const told = useRef(new Set<string>())

  useEffect(() => {
    if (loading) return
    for (const { goal, progress } of views) {
      if (goal.status !== 'active' || !progress || !goalReachedIsNew(progress, goal.lastTriggeredAt, clock.localDay)) continue
      const key = `${goal.id}:${progress.range.start}`
      if (told.current.has(key)) continue
      told.current.add(key)
      void announce({ kind: 'goal', title: t`Goal reached: ${goal.title}`, url: '/goals', id: `goal:${key}` })
      db.plans.patch(goal.id, { lastTriggeredAt: new Date().toISOString() }).catch(() => undefined)
    }
  }, [views, loading, db, t, clock.localDay, announce])
  return null
}
