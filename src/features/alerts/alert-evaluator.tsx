import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useJournalDatabase } from '../../db'
import { firedSince } from '../../domain/plans'
import { useMilestoneNotifier } from '../../platform/notifications'
import { markSettled } from '../../ui'
import { usePlanClock } from '../goals'
import { useAlertStates } from './use-alert-states'
import { useAlertTexts } from './use-alert-messages'

/**
 * Evaluates the alerts as the journal changes and announces each new firing once (see
 * alert-watcher.tsx), as Settings > Notifications says: a toast, a device notification when the page is
 * out of sight and push is on, or nothing with milestone alerts off. The firing is recorded either way.
 */
export default function AlertEvaluator() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const announce = useMilestoneNotifier()
  const clock = usePlanClock()
  const texts = useAlertTexts()
  const { views, loading } = useAlertStates(clock)
  // Firings already told in this page, so a re-render before the write lands does not toast twice.
  const told = useRef(new Set<string>())

  useEffect(() => {
    if (loading) return
    const announced: Array<Promise<unknown>> = []
    for (const { alert, definition, state } of views) {
      if (alert.status !== 'active' || !definition || !state?.latest || !firedSince(state, alert.lastTriggeredAt)) continue
      const key = `${alert.id}:${state.latest.at}`
      if (told.current.has(key)) continue
      told.current.add(key)
      const reason = texts.why(definition, state.latest)
      const name = texts.describe(definition)
      announced.push(announce({ kind: 'alert', title: t`Alert: ${name}`, body: clock.blur && reason.money ? undefined : reason.text, url: '/performance-alerts', id: key }))
      db.plans.patch(alert.id, { lastTriggeredAt: new Date(state.latest.at).toISOString() }).catch(() => undefined)
    }
    // Marked once this pass's notices are shown (test/e2e waits for it before saying none was).
    void Promise.allSettled(announced).then(() => markSettled('alerts'))
  }, [views, loading, texts, db, t, clock.blur, announce])
  return null
}
