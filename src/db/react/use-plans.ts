import type { Plan, PlanKind } from '../../domain'
import { useJournalDatabase } from './journal-database-context'
import type { LiveResult } from './live-store'
import { useLiveValue } from './use-live-value'

const NO_PLANS: readonly Plan[] = []

/** Live goals, trading plan, risk rules or alerts (not trashed), oldest change first. */
export function usePlans(kind: PlanKind): LiveResult<readonly Plan[]> {
  const db = useJournalDatabase()
  return useLiveValue<readonly Plan[]>(`${db.name}:plans:${kind}`, (onValue, onError) => db.plans.watch({ kind }, onValue, onError), NO_PLANS)
}
