import type { Id, JsonObject, LocalDate, IsoInstant, SoftDeletable, SyncedFields } from './common'

/**
 * Goals (/goals), the trading plan (/trading-plan), risk rules (/risk-management) and performance
 * alerts (/performance-alerts) share one collection: each is a named rule with a period and a
 * feature-defined `definition` (metric, comparator, threshold, checklist...).
 */
export type PlanKind = 'goal' | 'tradingPlan' | 'riskRule' | 'alert'
export const PLAN_KINDS: readonly PlanKind[] = ['goal', 'tradingPlan', 'riskRule', 'alert']

export type PlanStatus = 'active' | 'paused' | 'achieved' | 'missed' | 'archived'
export const PLAN_STATUSES: readonly PlanStatus[] = ['active', 'paused', 'achieved', 'missed', 'archived']

export type PlanPeriod = 'day' | 'week' | 'month' | 'quarter' | 'year' | 'custom' | 'none'
export const PLAN_PERIODS: readonly PlanPeriod[] = ['day', 'week', 'month', 'quarter', 'year', 'custom', 'none']

export interface Plan extends SyncedFields, SoftDeletable {
  readonly kind: PlanKind
  readonly title: string
  readonly description?: string
  readonly status: PlanStatus
  readonly period: PlanPeriod
  readonly startsOn?: LocalDate
  readonly endsOn?: LocalDate
  /** Limits the rule to one account; all accounts when absent. */
  readonly accountId?: Id
  readonly definition: JsonObject
  /** For alerts and risk rules: when it last fired. */
  readonly lastTriggeredAt?: IsoInstant
}
