import { lazy, Suspense } from 'react'
import { usePlans } from '../../db'

// The measuring (the whole journal, the metrics engine) loads only once a goal is active.
const GoalEvaluator = lazy(() => import('./goal-evaluator'))

/**
 * Mounted by the app shell while a journal is open, on every screen: announces a goal reached once
 * per period (see goal-evaluator.tsx). It reads the trades only while a goal is active, so a journal
 * without goals pays nothing. Renders nothing.
 */
export default function GoalWatcher() {
  const goals = usePlans('goal')
  const active = goals.data.some((goal) => goal.status === 'active')
  return active ? (
    <Suspense fallback={null}>
      <GoalEvaluator />
    </Suspense>
  ) : null
}
