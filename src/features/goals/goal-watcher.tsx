import { lazy } from 'react'
import { WhenPlansActive } from './when-plans-active'

// The measuring (the whole journal, the metrics engine) loads only once a goal is active.
const GoalEvaluator = lazy(() => import('./goal-evaluator'))

/**
 * Mounted by the app shell while a journal is open, on every screen: announces a goal reached once
 * per period (see goal-evaluator.tsx). Renders nothing.
 */
export default function GoalWatcher() {
  return (
    <WhenPlansActive kind="goal">
      <GoalEvaluator />
    </WhenPlansActive>
  )
}
