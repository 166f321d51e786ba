import { lazy } from 'react'
import { WhenPlansActive } from '../goals'

// The evaluation (trade facts, the rules) loads only once an alert is enabled.
const AlertEvaluator = lazy(() => import('./alert-evaluator'))

/**
 * Mounted by the app shell while a journal is open, on every screen: evaluates the enabled alerts
 * each time the journal changes and shows a notice once per new firing (one that happened after the
 * alert's `lastTriggeredAt`, which it then moves on). Renders nothing.
 */
export default function AlertWatcher() {
  return (
    <WhenPlansActive kind="alert">
      <AlertEvaluator />
    </WhenPlansActive>
  )
}
