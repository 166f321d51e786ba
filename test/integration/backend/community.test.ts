import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BackendDatabase, errorCodeOf, startBackendDatabase } from './support/database'

// The community tables (20261126050000_community.sql) and the computed leaderboard view
// (20261128060100_leaderboard_from_synced_trades.sql): a trader reads the profiles and stats of
// traders who share, plus their own; writes only their own profile and no figure; anon reads nothing.
// The figures themselves are tested over REST in rest/leaderboard.test.ts.
let db: BackendDatabase
let sharer: string
let private_: string
let reader: string

const profile = (name: string, share: boolean) => `insert into public.trader_profiles (display_name, share_stats) values ('${name}', ${share})`
/** One closed winning trade, as sync stores it. */
const trade = `insert into public.trades (id, doc) values (gen_random_uuid(), jsonb_build_object(
  'symbol', 'BTCUSDT', 'baseAsset', 'BTC', 'quoteAsset', 'USDT', 'marketType', 'linear', 'side', 'long',
  'entryPrice', '100', 'exitPrice', '110', 'quantity', '1', 'openedAt', to_jsonb(now()) #>> '{}', 'closedAt', to_jsonb(now()) #>> '{}'))`

beforeAll(async () => {
  db = await startBackendDatabase()
  sharer = await db.createUser('sharer@example.test')
  private_ = await db.createUser('private@example.test')
  reader = await db.createUser('reader@example.test')
  await db.request({ userId: sharer }, async (client) => {
    await client.query(profile('Sharer', true))
    await client.query(trade)
  })
  await db.request({ userId: private_ }, async (client) => {
    await client.query(profile('Private', false))
    await client.query(trade)
  })
}, 60_000)
afterAll(async () => {
  await db?.stop()
})

describe('community tables', () => {
  it('a reader sees the sharing trader and not the private one', async () => {
    await db.request({ userId: reader }, async (client) => {
      expect((await client.query('select display_name from public.trader_profiles')).rows).toEqual([{ display_name: 'Sharer' }])
      // One row per period, computed from the sharer's one trade.
      expect((await client.query('select user_id, period, trades from public.leaderboard_stats order by period')).rows).toEqual([
        { user_id: sharer, period: 'all_time', trades: 1 },
        { user_id: sharer, period: 'month', trades: 1 },
      ])
    })
  })

  it('a trader who does not share still sees their own rows', async () => {
    await db.request({ userId: private_ }, async (client) => {
      expect((await client.query('select display_name from public.trader_profiles order by display_name')).rows.map((r) => r.display_name)).toEqual(['Private', 'Sharer'])
      expect((await client.query('select count(*)::int as n from public.leaderboard_stats where user_id = $1', [private_])).rows[0].n).toBe(2)
    })
  })

  it("nobody writes another trader's rows", async () => {
    const code = await db.request({ userId: reader }, (client) =>
      errorCodeOf(client.query(`insert into public.trader_profiles (user_id, display_name) values ($1, 'Fake')`, [sharer])),
    )
    expect(code).toBe('42501')
    await db.request({ userId: reader }, async (client) => {
      expect((await client.query(`update public.trader_profiles set display_name = 'Hacked' where user_id = $1`, [sharer])).rowCount).toBe(0)
    })
  })

  it('nobody writes a leaderboard figure, not even their own: the view is computed', async () => {
    for (const statement of [
      `insert into public.leaderboard_stats (user_id, period, trades, roi_percent) values (auth.uid(), 'all_time', 25, 99999999)`,
      `update public.leaderboard_stats set roi_percent = 99999999 where user_id = auth.uid()`,
      `delete from public.leaderboard_stats where user_id = auth.uid()`,
    ]) {
      expect(await db.request({ userId: sharer }, (client) => errorCodeOf(client.query(statement)))).toBe('42501')
    }
  })

  it('checks the limits: name 2-40 characters', async () => {
    const tooShort = await db.request({ userId: reader }, (client) => errorCodeOf(client.query(profile('A', true))))
    expect(tooShort).toBe('23514')
  })

  it('publishes no money column', async () => {
    const { rows } = await db.pool.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'leaderboard_stats' order by ordinal_position",
    )
    expect(rows.map((r) => r.column_name)).toEqual(['user_id', 'period', 'period_start', 'trades', 'win_rate', 'profit_factor', 'roi_percent'])
  })

  it('anon reads nothing', async () => {
    const code = await db.request('anon', (client) => errorCodeOf(client.query('select * from public.trader_profiles')))
    expect(code).toBe('42501')
  })
})
