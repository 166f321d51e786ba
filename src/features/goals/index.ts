/** The public face of goals/: what other features import from it. */
export { numberMessage } from './plan-messages'
export { ProgressBar } from './progress-bar'
export { coinOptions, useJournalCoins } from './use-journal-coins'
export { type PlanClock, usePlanClock } from './use-plan-clock'
export { WhenPlansActive } from './when-plans-active'
