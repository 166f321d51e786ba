import { t } from '@lingui/core/macro'
import type { GoalFormProblem, GoalMetric, GoalStatus, NumberProblem } from '../../domain/plans'

/**
 * Messages shared by the goals, trading plan, risk and alerts screens (their forms read numbers the
 * same way). Call while rendering, so a language switch re-translates.
 */
export function numberMessage(problem: NumberProblem | 'percentOver100'): string {
  switch (problem) {
    case 'required':
      return t`Enter a value`
    case 'notNumber':
      return t`Enter a number, e.g. 1500 or 2.5`
    case 'notPositive':
      return t`Enter a number above 0`
    case 'negative':
      return t`Enter 0 or more`
    case 'tooLarge':
    case 'percentOver100':
      return t`This is above the largest value allowed`
    case 'notWhole':
      return t`Enter a whole number`
  }
}

export function goalFormMessage(problem: GoalFormProblem): string {
  switch (problem) {
    case 'titleRequired':
      return t`Give the goal a name`
    case 'titleTooLong':
      return t`Use at most 200 characters`
    case 'percentOver100':
      return t`A win rate is at most 100%`
    case 'currencyRequired':
      return t`Choose the coin this goal is measured in`
    case 'dateInvalid':
      return t`Enter a date`
    case 'endBeforeStart':
      return t`The end date is before the start date`
    default:
      return numberMessage(problem)
  }
}

export function goalMetricLabel(metric: GoalMetric): string {
  switch (metric) {
    case 'netPnl':
      return t`Net P&L`
    case 'winRate':
      return t`Win rate`
    case 'trades':
      return t`Number of trades`
    case 'profitFactor':
      return t`Profit factor`
    case 'maxDrawdown':
      return t`Max drawdown limit`
  }
}

export function goalStatusLabel(status: GoalStatus): string {
  switch (status) {
    case 'upcoming':
      return t`Not started`
    case 'onTrack':
      return t`On track`
    case 'behind':
      return t`Behind`
    case 'achieved':
      return t`Achieved`
    case 'missed':
      return t`Missed`
  }
}
