import { useMemo } from 'react'
import { type Plan, usePlans, useTrades } from '../../db'
import { type GoalDefinition, type GoalProgress, goalProgress, readGoalDefinition } from '../../domain/plans'
import type { PlanClock } from './use-plan-clock'

export interface GoalView {
  readonly goal: Plan
  /** Null when the stored definition cannot be read (shown as such, still deletable). */
  readonly definition: GoalDefinition | null
  readonly progress: GoalProgress | null
}

/** Every goal with its progress, measured from the journal's trades on the device. */
export function useGoals(clock: PlanClock) {
  const goals = usePlans('goal')
  const trades = useTrades({})
  const { timeZone, today, breakevenBand, view } = clock
  // Measured again when the journal, the goals or the day change, not on every tick of the clock.
  const views = useMemo<readonly GoalView[]>(() => {
    const now = Date.now()
    return goals.data.map((goal) => {
      const definition = readGoalDefinition(goal.definition)
      const progress = definition ? goalProgress(goal, definition, trades.data, { timeZone, today, now, breakevenBand, view }) : null
      return { goal, definition, progress }
    })
  }, [goals.data, trades.data, timeZone, today, breakevenBand, view])
  return { views, loading: goals.isLoading || trades.isLoading, error: goals.error ?? trades.error }
}
