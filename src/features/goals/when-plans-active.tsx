import { Suspense, type ReactNode } from 'react'
import type { PlanKind } from '../../domain/plan'
import { usePlans } from '../../db'

/**
 * Renders `children` (a lazily loaded evaluator) only while a plan of `kind` is active: the shell's
 * goal and alert watchers then read the journal only for traders who set goals or alerts.
 */
export function WhenPlansActive({ kind, children }: { readonly kind: PlanKind; readonly children: ReactNode }) {
  const plans = usePlans(kind)
  return plans.data.some((plan) => plan.status === 'active') ? <Suspense fallback={null}>{children}</Suspense> : null
}
