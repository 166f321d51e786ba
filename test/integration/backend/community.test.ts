import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BackendDatabase, errorCodeOf, startBackendDatabase } from './support/database'

// The community tables (20261126050000_community.sql): a trader reads the profiles and stats of
// traders who share, plus their own; writes only their own; anon reads nothing.
let db: BackendDatabase
let sharer: string
let private_: string
let reader: string

const profile = (name: string, share: boolean) =>
  `insert into public.trader_profiles (display_name, share_stats) values ('${name}', ${share})`
const stats = `insert into public.leaderboard_stats (period, trades, win_rate, roi_percent) values ('all_time', 25, 60, 12.5)`

beforeAll(async () => {
  db = await startBackendDatabase()
  sharer = await db.createUser('sharer@example.test')
  private_ = await db.createUser('private@example.test')
  reader = await db.createUser('reader@example.test')
  await db.request({ userId: sharer }, async (client) => {
    await client.query(profile('Sharer', true))
    await client.query(stats)
  })
  await db.request({ userId: private_ }, async (client) => {
    await client.query(profile('Private', false))
    await client.query(stats)
  })
})
afterAll(async () => {
  await db?.stop()
})

describe('community tables', () => {
  it('a reader sees the sharing trader and not the private one', async () => {
    await db.request({ userId: reader }, async (client) => {
      expect((await client.query('select display_name from public.trader_profiles')).rows).toEqual([{ display_name: 'Sharer' }])
      expect((await client.query('select user_id from public.leaderboard_stats')).rows).toEqual([{ user_id: sharer }])
    })
  })

  it('a trader who does not share still sees their own rows', async () => {
    await db.request({ userId: private_ }, async (client) => {
      expect((await client.query('select display_name from public.trader_profiles order by display_name')).rows.map((r) => r.display_name)).toEqual(['Private', 'Sharer'])
      expect((await client.query('select count(*)::int as n from public.leaderboard_stats where user_id = $1', [private_])).rows[0].n).toBe(1)
    })
  })

  it('nobody writes another trader\'s rows', async () => {
    const code = await db.request({ userId: reader }, (client) =>
      errorCodeOf(client.query(`insert into public.trader_profiles (user_id, display_name) values ($1, 'Fake')`, [sharer])),
    )
    expect(code).toBe('42501')
    await db.request({ userId: reader }, async (client) => {
      expect((await client.query(`update public.trader_profiles set display_name = 'Hacked' where user_id = $1`, [sharer])).rowCount).toBe(0)
      expect((await client.query(`delete from public.leaderboard_stats where user_id = $1`, [sharer])).rowCount).toBe(0)
    })
  })

  it('checks the limits: name 2-40 characters, known periods', async () => {
    const tooShort = await db.request({ userId: reader }, (client) => errorCodeOf(client.query(profile('A', true))))
    expect(tooShort).toBe('23514')
    const badPeriod = await db.request({ userId: sharer }, (client) =>
      errorCodeOf(client.query(`insert into public.leaderboard_stats (period, trades) values ('week', 1)`)),
    )
    expect(badPeriod).toBe('23514')
  })

  it('stores no money column', async () => {
    const { rows } = await db.pool.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'leaderboard_stats' order by ordinal_position",
    )
    expect(rows.map((r) => r.column_name)).toEqual(['user_id', 'period', 'period_start', 'trades', 'win_rate', 'profit_factor', 'roi_percent', 'updated_at'])
  })

  it('anon reads nothing', async () => {
    const code = await db.request('anon', (client) => errorCodeOf(client.query('select * from public.trader_profiles')))
    expect(code).toBe('42501')
  })
})
