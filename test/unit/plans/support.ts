import type { Plan } from '../../../src/domain/plan'
import type { Trade } from '../../../src/domain/trade'
import { tradeFactsOf } from '../../../src/domain/insights'
export { pnlTrade, openTrade, NOW } from '../metrics/support'

/** Closed trades' facts in UTC, net P&L (the builder's trades have no fees, so net = gross). */
export const factsOf = (trades: readonly Trade[]) => tradeFactsOf(trades, { timeZone: 'UTC' }).closed

export function plan(fields: Partial<Plan>): Plan {
  return {
    id: 'plan-1',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    isDeleted: false,
    kind: 'goal',
    title: 'A goal',
    status: 'active',
    period: 'month',
    definition: {},
    ...fields,
  } as Plan
}
