import type { MangoQuery, MangoQuerySelector, RxCollection } from 'rxdb'
import type { Id, Plan, PlanKind } from '../../domain'
import type { Clock } from '../ids'
import { createDocumentRepository, type NewRecord, type RecordChanges } from './document-repository'
import type { ErrorListener, Unsubscribe } from './plain'
import type { DeletedFilter } from './trade-repository'

export type PlanInput = NewRecord<Plan>

export interface PlanListOptions {
  readonly kind?: PlanKind
  readonly deleted?: DeletedFilter
}

function planQuery(options: PlanListOptions = {}): MangoQuery<Plan> {
  const selector: MangoQuerySelector<Plan> = {}
  const deleted = options.deleted ?? 'exclude'
  if (deleted !== 'include') selector.isDeleted = deleted === 'only'
  if (options.kind) selector.kind = options.kind
  // Matches the index (isDeleted, kind, updatedAt); screens order by what they show in memory.
  return { selector, sort: [{ kind: 'asc' }, { updatedAt: 'asc' }] }
}

/** Goals, the trading plan, risk rules and performance alerts (one collection, told apart by `kind`). */
export function createPlanRepository(collection: RxCollection<Plan>, clock: Clock) {
  const base = createDocumentRepository<Plan>(collection, { clock, softDeletable: true })
  return {
    get: base.get,
    list: (options?: PlanListOptions) => base.find(planQuery(options)),
    watch: (options: PlanListOptions, onValue: (plans: Plan[]) => void, onError?: ErrorListener): Unsubscribe => base.watch(planQuery(options), onValue, onError),
    insert: (input: PlanInput) => base.insert(input),
    upsert: base.upsert,
    patch: (id: Id, changes: RecordChanges<Plan>) => base.patch(id, changes),
    softDelete: base.softDelete,
    restore: base.restore,
    removePermanently: base.removePermanently,
  }
}

export type PlanRepository = ReturnType<typeof createPlanRepository>
