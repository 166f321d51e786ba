import { lazy, Suspense } from 'react'
import { usePlans } from '../../db'

// The evaluation (trade facts, the rules) loads only once an alert is enabled.
const AlertEvaluator = lazy(() => import('./alert-evaluator'))

/**
 * Mounted by the app shell while a journal is open, on every screen: evaluates the enabled alerts
 * each time the journal changes and shows a notice once per new firing (one that happened after the
 * alert's `lastTriggeredAt`, which it then moves on). It reads the trades only while an alert is
 * enabled, so a journal without alerts pays nothing. Renders nothing.
 */
export default function AlertWatcher() {
  const alerts = usePlans('alert')
  const enabled = alerts.data.some((alert) => alert.status === 'active')
  return enabled ? (
    <Suspense fallback={null}>
      <AlertEvaluator />
    </Suspense>
  ) : null
}
