import type { Id, JsonObject, JsonValue } from '../common'
import type { TradeFact } from '../insights'

/** Where a written rule belongs in the checklist. */
export type PlanRuleSection = 'entry' | 'exit' | 'risk' | 'other'
export const PLAN_RULE_SECTIONS: readonly PlanRuleSection[] = ['entry', 'exit', 'risk', 'other']

export interface PlanRule {
  readonly id: string
  readonly section: PlanRuleSection
  readonly text: string
}

/** Local hours the trader allows opening trades in: [from, to), wrapping past midnight when to <= from. */
export interface TradingHours {
  readonly from: number
  readonly to: number
}

/**
 * The trading plan: written rules (a checklist to read before each trade) and the rules the journal
 * can check by itself: allowed setups, a maximum of trades per day and trading hours.
 */
export interface TradingPlanDefinition {
  readonly rules: readonly PlanRule[]
  /** Empty: any setup is allowed. */
  readonly allowedSetupIds: readonly Id[]
  readonly maxTradesPerDay: number | null
  readonly hours: TradingHours | null
}

export const EMPTY_TRADING_PLAN: TradingPlanDefinition = { rules: [], allowedSetupIds: [], maxTradesPerDay: null, hours: null }

const isHour = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 24

/** The stored definition, leniently: unreadable parts are left out rather than failing the whole plan. */
export function readTradingPlan(definition: JsonObject | undefined): TradingPlanDefinition {
  if (!definition) return EMPTY_TRADING_PLAN
  const rules = Array.isArray(definition.rules)
    ? (definition.rules as readonly JsonValue[]).flatMap((rule): PlanRule[] => {
        if (!rule || typeof rule !== 'object' || Array.isArray(rule)) return []
        const { id, section, text } = rule as JsonObject
        if (typeof id !== 'string' || typeof text !== 'string' || !text.trim()) return []
        return [{ id, text, section: PLAN_RULE_SECTIONS.includes(section as PlanRuleSection) ? (section as PlanRuleSection) : 'other' }]
      })
    : []
  const allowedSetupIds = Array.isArray(definition.allowedSetupIds) ? (definition.allowedSetupIds as readonly JsonValue[]).filter((id): id is string => typeof id === 'string') : []
  const max = definition.maxTradesPerDay
  const maxTradesPerDay = typeof max === 'number' && Number.isInteger(max) && max > 0 ? max : null
  const hours = definition.hours && typeof definition.hours === 'object' && !Array.isArray(definition.hours) ? (definition.hours as JsonObject) : null
  const tradingHours = hours && isHour(hours.from) && isHour(hours.to) && hours.from !== hours.to ? { from: hours.from % 24, to: hours.to % 24 } : null
  return { rules, allowedSetupIds, maxTradesPerDay, hours: tradingHours }
}

/** The definition to store (JSON). */
export function tradingPlanJson(plan: TradingPlanDefinition): JsonObject {
  return {
    rules: plan.rules.map((rule) => ({ id: rule.id, section: rule.section, text: rule.text })),
    allowedSetupIds: [...plan.allowedSetupIds],
    maxTradesPerDay: plan.maxTradesPerDay,
    hours: plan.hours ? { from: plan.hours.from, to: plan.hours.to } : null,
  }
}

/** An hour inside [from, to), the window wrapping past midnight when to <= from (22 to 2). */
export function withinHours(hour: number, hours: TradingHours): boolean {
  return hours.from < hours.to ? hour >= hours.from && hour < hours.to : hour >= hours.from || hour < hours.to
}

export type PlanBreak = 'outsideHours' | 'overMaxTrades' | 'setupNotAllowed'

export interface TradeAdherence {
  readonly fact: TradeFact
  /** Rules the trade broke; empty when it followed the plan. */
  readonly breaks: readonly PlanBreak[]
}

export interface AdherenceGroup {
  readonly trades: number
  readonly wins: number
  readonly losses: number
  readonly pnl: number
}

export interface AdherenceTotals {
  readonly currency: string
  readonly followed: AdherenceGroup
  readonly broken: AdherenceGroup
}

export interface Adherence {
  /** Every closed trade, latest opened first, with the rules it broke. */
  readonly trades: readonly TradeAdherence[]
  /** Followed against broken, per quote coin (amounts of different coins never add up), most trades first. */
  readonly byCurrency: readonly AdherenceTotals[]
  readonly breaks: Readonly<Record<PlanBreak, number>>
  /** Trades that followed every checked rule / every trade; null without trades. */
  readonly adherenceRate: number | null
  /** False when the plan sets no rule the journal can check. */
  readonly measurable: boolean
}

const emptyGroup = (): { trades: number; wins: number; losses: number; pnl: number } => ({ trades: 0, wins: 0, losses: 0, pnl: 0 })

/**
 * Checks closed trades against the plan's measurable rules: the open hour (the trader's zone) within
 * the trading hours, a setup on the allowed list (a trade without a setup breaks a list), and the
 * trade's rank among that local day's opens (the (max+1)th and later break the daily maximum).
 */
export function checkAdherence(plan: TradingPlanDefinition, facts: readonly TradeFact[]): Adherence {
  const allowed = new Set(plan.allowedSetupIds)
  const rankOnDay = new Map<string, number>()
  const byOpen = [...facts].sort((a, b) => a.openMs - b.openMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const overMax = new Set<string>()
  if (plan.maxTradesPerDay !== null) {
    for (const fact of byOpen) {
      const rank = (rankOnDay.get(fact.openDay) ?? 0) + 1
      rankOnDay.set(fact.openDay, rank)
      if (rank > plan.maxTradesPerDay) overMax.add(fact.id)
    }
  }
  const breaks: Record<PlanBreak, number> = { outsideHours: 0, overMaxTrades: 0, setupNotAllowed: 0 }
  const groups = new Map<string, { followed: ReturnType<typeof emptyGroup>; broken: ReturnType<typeof emptyGroup> }>()
  const judged: TradeAdherence[] = []
  let followedCount = 0
  for (const fact of facts) {
    const broke: PlanBreak[] = []
    if (plan.hours && !withinHours(fact.openHour, plan.hours)) broke.push('outsideHours')
    if (overMax.has(fact.id)) broke.push('overMaxTrades')
    if (allowed.size > 0 && (fact.setupId === null || !allowed.has(fact.setupId))) broke.push('setupNotAllowed')
    for (const kind of broke) breaks[kind] += 1
    if (broke.length === 0) followedCount += 1
    let group = groups.get(fact.currency)
    if (!group) groups.set(fact.currency, (group = { followed: emptyGroup(), broken: emptyGroup() }))
    const side = broke.length === 0 ? group.followed : group.broken
    side.trades += 1
    side.pnl += fact.pnl
    if (fact.outcome === 'win') side.wins += 1
    else if (fact.outcome === 'loss') side.losses += 1
    judged.push({ fact, breaks: broke })
  }
  judged.sort((a, b) => b.fact.openMs - a.fact.openMs)
  const byCurrency = [...groups.entries()]
    .map(([currency, group]) => ({ currency, followed: group.followed, broken: group.broken }))
    .sort((a, b) => b.followed.trades + b.broken.trades - (a.followed.trades + a.broken.trades))
  return {
    trades: judged,
    byCurrency,
    breaks,
    adherenceRate: facts.length > 0 ? followedCount / facts.length : null,
    measurable: plan.hours !== null || plan.maxTradesPerDay !== null || allowed.size > 0,
  }
}
