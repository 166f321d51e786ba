import { afterEach, describe, expect, it } from 'vitest'
import { openTestJournal, removeTestJournals } from './support/test-journal'

afterEach(removeTestJournals)

describe('plan repository', () => {
  it('keeps goals, the trading plan, risk rules and alerts apart, with watch, patch, trash and restore', async () => {
    const db = await openTestJournal()
    const goal = await db.plans.insert({
      kind: 'goal',
      title: 'March P&L',
      status: 'active',
      period: 'month',
      startsOn: '2025-03-01',
      endsOn: '2025-03-31',
      definition: { metric: 'netPnl', target: '1000', currency: 'USDT' },
    })
    await db.plans.insert({ kind: 'alert', title: '3 losses in a row', status: 'active', period: 'none', definition: { type: 'lossStreak', threshold: '3' } })
    await db.plans.insert({
      kind: 'tradingPlan',
      title: 'Trading plan',
      status: 'active',
      period: 'none',
      definition: { rules: [], allowedSetupIds: [], maxTradesPerDay: 3, hours: null },
    })

    expect((await db.plans.list({ kind: 'goal' })).map((plan) => plan.title)).toEqual(['March P&L'])
    expect((await db.plans.list({ kind: 'alert' })).map((plan) => plan.title)).toEqual(['3 losses in a row'])
    expect(await db.plans.list({ kind: 'riskRule' })).toEqual([])
    expect(goal.isDeleted).toBe(false)

    const seen: string[][] = []
    const stop = db.plans.watch({ kind: 'goal' }, (plans) => seen.push(plans.map((plan) => plan.title)))
    await db.plans.patch(goal.id, { title: 'March profit', lastTriggeredAt: '2025-03-05T10:00:00.000Z' })
    await expect.poll(() => seen.at(-1)).toEqual(['March profit'])
    expect((await db.plans.get(goal.id))?.lastTriggeredAt).toBe('2025-03-05T10:00:00.000Z')

    await db.plans.softDelete(goal.id)
    await expect.poll(() => seen.at(-1)).toEqual([])
    expect(await db.plans.list({ kind: 'goal', deleted: 'only' })).toHaveLength(1)
    await db.plans.restore(goal.id)
    expect(await db.plans.list({ kind: 'goal' })).toHaveLength(1)
    stop()
  })
})
