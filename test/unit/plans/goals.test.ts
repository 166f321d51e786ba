import { describe, expect, it } from 'vitest'
import { goalProgress, goalReachedIsNew, readGoalDefinition, readGoalForm, type GoalDefinition, type GoalFormValues } from '../../../src/domain/plans'
import { NOW, plan, pnlTrade } from './support'

const march = { period: 'month' as const, startsOn: '2025-03-01', endsOn: '2025-03-31' }
const ctx = (today: string) => ({ timeZone: 'UTC', today, now: NOW })
// Three March trades: +300, -100, +200 (net 400, 2 wins of 3, profit factor 5, drawdown 100); one in April.
const trades = [
  pnlTrade(300, '2025-03-03T09:00:00Z', '2025-03-03T10:00:00Z'),
  pnlTrade(-100, '2025-03-04T09:00:00Z', '2025-03-04T10:00:00Z'),
  pnlTrade(200, '2025-03-10T09:00:00Z', '2025-03-10T10:00:00Z'),
  pnlTrade(-900, '2025-04-02T09:00:00Z', '2025-04-02T10:00:00Z'),
]
const progress = (definition: GoalDefinition, today: string, fields = {}) =>
  goalProgress(plan({ ...march, definition: { ...definition }, ...fields }), definition, trades, ctx(today))

describe('goal progress', () => {
  it.each([
    // metric, target, today, value, status
    [{ metric: 'netPnl', target: '400', currency: 'USDT' }, '2025-03-15', 400, 'achieved'],
    [{ metric: 'netPnl', target: '1000', currency: 'USDT' }, '2025-03-10', 400, 'onTrack'], // 40 % done, 32 % of days begun
    [{ metric: 'netPnl', target: '1000', currency: 'USDT' }, '2025-03-20', 400, 'behind'],
    [{ metric: 'netPnl', target: '1000', currency: 'USDT' }, '2025-04-05', 400, 'missed'],
    [{ metric: 'netPnl', target: '1000', currency: 'USDT' }, '2025-02-20', 400, 'upcoming'],
    [{ metric: 'trades', target: '3' }, '2025-03-12', 3, 'achieved'],
    [{ metric: 'winRate', target: '60' }, '2025-03-12', 2 / 3, 'onTrack'],
    [{ metric: 'winRate', target: '70' }, '2025-03-12', 2 / 3, 'behind'],
    [{ metric: 'winRate', target: '70' }, '2025-04-01', 2 / 3, 'missed'],
    [{ metric: 'profitFactor', target: '4', currency: 'USDT' }, '2025-04-01', 5, 'achieved'],
    [{ metric: 'maxDrawdown', target: '150', currency: 'USDT' }, '2025-03-12', 100, 'onTrack'],
    [{ metric: 'maxDrawdown', target: '150', currency: 'USDT' }, '2025-04-01', 100, 'achieved'],
    [{ metric: 'maxDrawdown', target: '50', currency: 'USDT' }, '2025-03-12', 100, 'missed'], // breached before the end
  ] as const)('%o on %s reads %d: %s', (definition, today, value, status) => {
    const result = progress(definition as GoalDefinition, today)
    expect(result.value).toBeCloseTo(value)
    expect(result.status).toBe(status)
    expect(result.fraction).toBeGreaterThanOrEqual(0)
    expect(result.fraction).toBeLessThanOrEqual(1)
  })

  it('keeps net P&L exact and counts only the goal account and coin', () => {
    const exact = [pnlTrade(0.1, '2025-03-03T09:00:00Z', '2025-03-03T10:00:00Z'), pnlTrade(0.2, '2025-03-03T11:00:00Z', '2025-03-03T12:00:00Z')]
    const definition: GoalDefinition = { metric: 'netPnl', target: '0.3', currency: 'USDT' }
    const result = goalProgress(plan({ ...march, definition: { ...definition } }), definition, exact, ctx('2025-03-05'))
    expect(result.exactValue).toBe('0.3')
    expect(result.status).toBe('achieved')
    const other = goalProgress(plan({ ...march, accountId: 'acc-2', definition: { ...definition } }), definition, exact, ctx('2025-03-05'))
    expect(other.value).toBe(0)
    expect(other.trades).toBe(0)
  })

  it('reads stored definitions and refuses unknown ones', () => {
    expect(readGoalDefinition({ metric: 'winRate', target: '55' })).toEqual({ metric: 'winRate', target: '55' })
    expect(readGoalDefinition({ metric: 'netPnl', target: '100', currency: 'usdt' })).toEqual({ metric: 'netPnl', target: '100', currency: 'USDT' })
    expect(readGoalDefinition({ metric: 'sharpe', target: '1' })).toBeNull()
    expect(readGoalDefinition({ metric: 'netPnl', target: 'abc' })).toBeNull()
  })
})

describe('goal form', () => {
  const values: GoalFormValues = { title: 'March profit', metric: 'netPnl', target: '1000', currency: 'USDT', period: 'month', startsOn: '', endsOn: '', accountId: '' }
  it('covers the period holding today', () => {
    const result = readGoalForm(values, '2025-03-12')
    expect(result).toEqual({
      ok: true,
      fields: {
        title: 'March profit',
        period: 'month',
        startsOn: '2025-03-01',
        endsOn: '2025-03-31',
        accountId: undefined,
        definition: { metric: 'netPnl', target: '1000', currency: 'USDT' },
      },
    })
  })
  it.each([
    [{ title: ' ' }, 'title', 'titleRequired'],
    [{ target: '' }, 'target', 'required'],
    [{ target: '-5' }, 'target', 'notPositive'],
    [{ target: 'ten' }, 'target', 'notNumber'],
    [{ metric: 'winRate', target: '120' }, 'target', 'percentOver100'],
    [{ metric: 'trades', target: '2.5' }, 'target', 'notWhole'],
    [{ currency: '' }, 'currency', 'currencyRequired'],
    [{ period: 'custom', startsOn: '2025-03-10', endsOn: '2025-03-01' }, 'endsOn', 'endBeforeStart'],
    [{ period: 'custom', startsOn: '2025-02-30', endsOn: '2025-03-01' }, 'startsOn', 'dateInvalid'],
  ] as const)('%o is refused at %s (%s)', (change, field, problem) => {
    const result = readGoalForm({ ...values, ...change }, '2025-03-12')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[field]).toBe(problem)
  })
  it('takes a decimal comma and a custom range', () => {
    const result = readGoalForm({ ...values, metric: 'profitFactor', target: '1,5', period: 'custom', startsOn: '2025-01-01', endsOn: '2025-06-30' }, '2025-03-12')
    expect(result.ok && result.fields.definition).toEqual({ metric: 'profitFactor', target: '1.5', currency: 'USDT' })
    expect(result.ok && [result.fields.startsOn, result.fields.endsOn]).toEqual(['2025-01-01', '2025-06-30'])
  })
})

describe('a goal reached is announced once per period', () => {
  const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const reached = progress({ metric: 'netPnl', target: '400', currency: 'USDT' }, '2025-03-15')
  const notYet = progress({ metric: 'netPnl', target: '1000', currency: 'USDT' }, '2025-03-10')
  it.each<[name: string, result: ReturnType<typeof progress>, lastTriggeredAt: string | undefined, expected: boolean]>([
    ['reached, never told', reached, undefined, true],
    ['reached, told in this period', reached, '2025-03-12T08:00:00.000Z', false],
    ['reached, told on the first day of the period', reached, '2025-03-01T00:00:00.000Z', false],
    ['reached, last told in an earlier period', reached, '2025-02-27T08:00:00.000Z', true],
    ['reached, an unreadable record', reached, 'yesterday', true],
    ['not reached', notYet, undefined, false],
  ])('%s', (_name, result, lastTriggeredAt, expected) => {
    expect(goalReachedIsNew(result, lastTriggeredAt, utcDay)).toBe(expected)
  })
})
