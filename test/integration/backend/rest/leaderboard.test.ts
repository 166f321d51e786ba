// The leaderboard is computed by the database from each trader's synced trades
// (20261128060100_leaderboard_from_synced_trades.sql): a client cannot write a figure, the figures
// follow the app's definitions (win rate, profit factor, ROI on initial capital, the quote coin with
// the most trades), and a period with fewer than 20 closed trades shows only its count.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { asPublished, COMMUNITY_PERIODS, computePublishedStats } from '../../../../src/domain/community'
import { journalMetricsOptions, type MetricsSettings } from '../../../../src/domain/metrics'
import type { Trade } from '../../../../src/domain/trade'
import { buildTrade, without } from '../../../unit/domain/builders'
import { createUser, errorBody, rest, type TestUser } from './support'

const now = new Date()
const thisMonth = new Date(now.getTime() - 60_000).toISOString()
const lastYear = `${now.getUTCFullYear() - 1}-06-15T12:00:00.000Z`

/** A linear USDT long from 100, one unit, a fee of 1 USDT: net P&L = exit - 100 - 1. */
function trade(exit: string | null, closedAt: string | null, extra: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    doc: {
      symbol: 'BTCUSDT',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      marketType: 'linear',
      side: 'long',
      entryPrice: '100',
      quantity: '1',
      tradingFee: '1',
      feeAsset: 'USDT',
      openedAt: thisMonth,
      tagIds: [],
      notes: '',
      screenshots: [],
      source: 'manual',
      isDeleted: false,
      ...(exit === null ? {} : { exitPrice: exit }),
      ...(closedAt === null ? {} : { closedAt }),
      ...extra,
    },
  }
}

const repeat = <T>(count: number, make: () => T) => Array.from({ length: count }, make)

/**
 * A varied journal for comparing the view with the app's own engine: linear, spot and inverse
 * trades, longs and shorts, fees in the quote coin, the base coin and BNB (no price: net P&L
 * unknown), funding, stated P&L, open trades, and closes this month and last year.
 */
function variedJournal(majority: 'USDT' | 'USD'): Trade[] {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString()
  return Array.from({ length: 34 }, (_, i): Trade => {
    const closedAt = i % 4 === 3 ? lastYear : at(5 + i)
    const base = { id: randomUUID(), openedAt: at(600 + i), closedAt }
    if (majority === 'USD' ? i % 5 !== 4 : i % 11 === 10) {
      // Inverse BTCUSD: contracts of 100 USD, P&L in BTC shown in USD at the exit price.
      const exit = (50_000 + ((i % 7) - 3) * 750).toFixed(1)
      return buildTrade({
        ...base,
        symbol: 'BTCUSD_PERP',
        baseAsset: 'BTC',
        quoteAsset: 'USD',
        marketType: 'inverse',
        side: i % 2 ? 'long' : 'short',
        entryPrice: '50000',
        exitPrice: exit,
        quantity: String(10 + i),
        contractSize: '100',
        leverage: 5,
        tradingFee: '0.00001',
        feeAsset: 'BTC',
        ...(i % 3 === 0 ? { fundingFee: '-1.5' } : {}),
      })
    }
    switch (i % 6) {
      case 0:
        return buildTrade({ ...base, side: 'long', entryPrice: '100', exitPrice: (100 + ((i % 7) - 3) * 1.5).toFixed(2), quantity: '2', tradingFee: '0.3', feeAsset: 'USDT' })
      case 1:
        return buildTrade({ ...base, side: 'short', entryPrice: '200', exitPrice: (200 - ((i % 5) - 2) * 2).toFixed(2), quantity: '0.5', tradingFee: '0.001', feeAsset: 'BTC' })
      case 2:
        return buildTrade({ ...base, marketType: 'spot', side: 'buy', entryPrice: '50', exitPrice: (50 + (i % 4) - 1.5).toFixed(2), quantity: '3' })
      case 3:
        return buildTrade({ ...base, side: 'long', entryPrice: '100', exitPrice: '104', quantity: '1', tradingFee: '0.1', fundingFee: '-0.25' })
      case 4:
        return i % 12 === 4
          ? buildTrade({ ...base, side: 'long', entryPrice: '100', exitPrice: '101', quantity: '1', tradingFee: '0.2', feeAsset: 'BNB' })
          : without(buildTrade({ ...base, side: 'long', entryPrice: '100', quantity: '1' }), 'exitPrice', 'closedAt')
      default:
        return buildTrade({ ...base, side: 'long', entryPrice: '100', exitPrice: '90', quantity: '1', overrides: i % 12 === 5 ? { netPnl: '3.3' } : { realizedPnl: '-2' } })
    }
  })
}

describe.each(TEST_DATABASES)('leaderboard computed from synced trades on %s', (database) => {
  let backend: TestBackend
  let sharer: TestUser
  let newcomer: TestUser
  let attacker: TestUser
  let reader: TestUser
  let hidden: TestUser
  const as = (user: TestUser) => (method: string, path: string, body?: unknown, prefer?: string) =>
    rest(backend, method, path, { token: user.token, ...(body !== undefined ? { body } : {}), headers: prefer ? { prefer } : {} })

  async function profile(user: TestUser, name: string, share: boolean) {
    expect((await as(user)('POST', '/trader_profiles', { display_name: name, share_stats: share })).status).toBe(201)
  }
  async function trades(user: TestUser, rows: unknown[]) {
    const response = await as(user)('POST', '/trades', rows)
    expect([response.status, response.text]).toEqual([201, ''])
  }
  /** The period's rows, best ROI first (then most trades); only `among` when given. */
  const board = async (user: TestUser, period: 'month' | 'all_time', among: readonly TestUser[] = []) =>
    (
      await as(user)(
        'GET',
        `/leaderboard_stats?select=user_id,trades,win_rate,profit_factor,roi_percent&period=eq.${period}&order=roi_percent.desc.nullslast,trades.desc` +
          (among.length > 0 ? `&user_id=in.(${among.map((u) => u.id).join(',')})` : ''),
      )
    ).json<{ user_id: string; trades: number; win_rate: number | null; profit_factor: number | null; roi_percent: number | null }[]>()

  beforeAll(async () => {
    backend = await startTestBackend(database)
    sharer = await createUser(backend)
    newcomer = await createUser(backend)
    attacker = await createUser(backend)
    reader = await createUser(backend)
    hidden = await createUser(backend)

    // The sharer: 15 wins of +9 and 10 losses of -6 this month, one win of +9 last year, and what
    // must not count: an open trade, two removed ones, two trades in another quote coin, a trade
    // with a malformed price. Initial capital 1000 USDT.
    await profile(sharer, 'Sharer', true)
    await trades(sharer, [
      ...repeat(15, () => trade('110', thisMonth)),
      ...repeat(10, () => trade('95', thisMonth)),
      trade('110', lastYear),
      trade(null, null),
      trade('500', thisMonth, { isDeleted: true }),
      trade('1000', thisMonth, { quoteAsset: 'USD', feeAsset: 'USD' }),
      trade('1000', thisMonth, { quoteAsset: 'USD', feeAsset: 'USD' }),
      trade('1e9', thisMonth),
    ])
    await trades(sharer, [{ ...trade('500', thisMonth), deleted: true }])
    const defaults = { key: 'tradingDefaults', doc: { value: { initialCapital: '1000', breakevenBand: '0', pnlView: 'net' } } }
    expect((await as(sharer)('POST', '/user_preferences', defaults)).status).toBe(201)

    // A newcomer with 5 trades (ranked from 20), whose capital comes from an account.
    await profile(newcomer, 'Newcomer', true)
    await trades(
      newcomer,
      repeat(5, () => trade('200', thisMonth)),
    )
    expect((await as(newcomer)('POST', '/accounts', { id: randomUUID(), doc: { name: 'Main', baseCurrency: 'USDT', initialCapital: '500' } })).status).toBe(201)

    // A trader who does not share: never on anyone else's board.
    await profile(hidden, 'Hidden', false)
    await trades(
      hidden,
      repeat(30, () => trade('1000', thisMonth)),
    )

    await profile(attacker, 'Attacker', true)
    await profile(reader, 'Reader', false)
  }, 180_000)
  afterAll(() => backend?.stop())

  it('POST, PATCH and DELETE of leaderboard figures are refused with PostgREST 403 bodies', async () => {
    const forged = { user_id: attacker.id, period: 'all_time', trades: 999, win_rate: 100, profit_factor: 99, roi_percent: 99999999 }
    // The app's former upsert is refused too (a view has no conflict target): a 4xx with an error body.
    const upsert = await as(attacker)('POST', '/leaderboard_stats?on_conflict=user_id,period', forged, 'resolution=merge-duplicates')
    expect(upsert.status).toBeGreaterThanOrEqual(400)
    expect(upsert.status).toBeLessThan(500)
    expect(Object.keys(errorBody(upsert)).sort()).toEqual(['code', 'details', 'hint', 'message'])
    const attempts = [
      await as(attacker)('POST', '/leaderboard_stats', forged),
      await as(attacker)('PATCH', `/leaderboard_stats?user_id=eq.${attacker.id}`, { roi_percent: 99999999 }),
      await as(attacker)('DELETE', `/leaderboard_stats?user_id=eq.${sharer.id}`),
    ]
    for (const response of attempts) {
      expect([response.status, errorBody(response)]).toEqual([403, { code: '42501', details: null, hint: null, message: 'permission denied for view leaderboard_stats' }])
    }
    // The forged ROI put nobody first: the sharer leads, the attacker has no trade and no figure.
    const allTime = await board(reader, 'all_time')
    expect(allTime[0]).toMatchObject({ user_id: sharer.id })
    expect(allTime.find((row) => row.user_id === attacker.id)).toEqual({ user_id: attacker.id, trades: 0, win_rate: null, profit_factor: null, roi_percent: null })
  })

  it('computes win rate, profit factor and ROI from the trades, per period, for the traders who share', async () => {
    // The reader (who does not share) sees the sharers and their own row.
    expect((await board(reader, 'month')).map((row) => row.user_id).sort()).toEqual([sharer.id, newcomer.id, attacker.id, reader.id].sort())
    expect(await board(reader, 'month', [sharer, newcomer, attacker])).toEqual([
      // 25 closed USDT trades: 15 x +9 and 10 x -6 = +75 on 1000.
      { user_id: sharer.id, trades: 25, win_rate: 60, profit_factor: 2.25, roi_percent: 7.5 },
      { user_id: newcomer.id, trades: 5, win_rate: null, profit_factor: null, roi_percent: null },
      { user_id: attacker.id, trades: 0, win_rate: null, profit_factor: null, roi_percent: null },
    ])
    expect(await board(reader, 'all_time', [sharer, newcomer, attacker])).toEqual([
      // Last year's +9 too: 16 wins of 26, 144 / 60, 84 on 1000.
      { user_id: sharer.id, trades: 26, win_rate: 61.5, profit_factor: 2.4, roi_percent: 8.4 },
      { user_id: newcomer.id, trades: 5, win_rate: null, profit_factor: null, roi_percent: null },
      { user_id: attacker.id, trades: 0, win_rate: null, profit_factor: null, roi_percent: null },
    ])
  })

  it('a trader reaches the 20-trade minimum from synced trades; capital from an account in the report currency', async () => {
    // 15 more wins of +99: 20 trades, all won, no loss (no profit factor), 20 x 99 = 1980 on the account's 500.
    await trades(
      newcomer,
      repeat(15, () => trade('200', thisMonth)),
    )
    const row = (await board(reader, 'month')).find((entry) => entry.user_id === newcomer.id)
    expect(row).toEqual({ user_id: newcomer.id, trades: 20, win_rate: 100, profit_factor: null, roi_percent: 396 })
  })

  it('a trader who does not share sees their own figures, and nobody else sees them', async () => {
    const own = await as(hidden)('GET', `/leaderboard_stats?select=user_id,period,trades,roi_percent&user_id=eq.${hidden.id}&order=period`)
    expect(own.json()).toEqual([
      { user_id: hidden.id, period: 'all_time', trades: 30, roi_percent: null },
      { user_id: hidden.id, period: 'month', trades: 30, roi_percent: null },
    ])
    expect((await board(reader, 'all_time')).some((row) => row.user_id === hidden.id)).toBe(false)
    // The view gives figures, never the trades behind them.
    expect((await as(reader)('GET', `/trades?user_id=eq.${sharer.id}`)).json()).toEqual([])
  })

  it('a soft-deleted trade leaves the figures', async () => {
    const [win] = (await as(sharer)('GET', '/trades?select=id&doc->>exitPrice=eq.110&limit=1')).json<{ id: string }[]>()
    expect((await as(sharer)('PATCH', `/trades?id=eq.${win!.id}`, { deleted: true })).status).toBe(204)
    expect(await board(reader, 'all_time', [sharer])).toEqual([{ user_id: sharer.id, trades: 25, win_rate: 60, profit_factor: 2.25, roi_percent: 7.5 }])
  })

  it.each([
    ['net P&L, no band, capital from the settings, USDT the report', 'USDT', { pnlView: 'net', breakevenBand: '0', initialCapital: '250' }],
    ['gross P&L, a breakeven band, inverse USD the report', 'USD', { pnlView: 'gross', breakevenBand: '0.5', initialCapital: '5000' }],
  ] as const)('gives the figures the app computes from the same trades: %s', async (_name, majority, settings: MetricsSettings) => {
    const trader = await createUser(backend)
    await profile(trader, `Mirror ${majority}`, true)
    const journal = variedJournal(majority)
    const documents = journal.map(({ id, ...doc }) => ({ id, doc }))
    await trades(trader, documents)
    expect((await as(trader)('POST', '/user_preferences', { key: 'tradingDefaults', doc: { value: settings } })).status).toBe(201)

    const options = journalMetricsOptions({ timeZone: 'UTC', now: Date.now(), settings, accounts: [] })
    for (const period of COMMUNITY_PERIODS) {
      const app = asPublished(computePublishedStats(journal, period, options))
      const [server] = await board(reader, period, [trader])
      expect(server).toEqual({ user_id: trader.id, trades: app.trades, win_rate: app.winRate, profit_factor: app.profitFactor, roi_percent: app.roiPercent })
      if (period === 'all_time') expect([app.trades >= 20, app.winRate !== null, app.profitFactor !== null, app.roiPercent !== null]).toEqual([true, true, true, true])
    }
  })

  it('anon reads nothing', async () => {
    const response = await rest(backend, 'GET', '/leaderboard_stats', { token: null })
    expect([response.status, errorBody(response).code]).toEqual([401, '42501'])
  })
})
