import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BackendDatabase, errorCodeOf, startBackendDatabase } from './support/database'
import { type Checkpoint, pull, type ServerRow } from './support/sync-calls'

let db: BackendDatabase
let userA: string

beforeAll(async () => {
  db = await startBackendDatabase()
  userA = await db.createUser()
})
afterAll(async () => {
  await db?.stop()
})

/** Pulls `table` from `checkpoint` until a page comes back short; returns every row and the last checkpoint. */
async function pullAll(table: 'tags' | 'trades' | 'plans', checkpoint: Checkpoint | null, limit: number) {
  const rows: ServerRow[] = []
  let pages = 0
  for (;;) {
    const page = await db.request({ userId: userA }, (client) => pull(client, table, checkpoint, limit))
    pages++
    rows.push(...page.rows)
    if (page.rows.length > 0) expect(page.checkpoint).not.toEqual(checkpoint)
    checkpoint = page.checkpoint
    if (page.rows.length < limit) return { rows, checkpoint, pages }
  }
}

function insertTags(ids: readonly string[]) {
  return db.request({ userId: userA }, async (client) => {
    for (const id of ids) await client.query('insert into public.tags (id, doc) values ($1, $2)', [id, { name: id.slice(0, 4) }])
  })
}

describe('sync_pull', () => {
  it('pages through every row in (stamp, id) order, each exactly once, and resumes from a checkpoint', async () => {
    // Some rows in their own transactions, three in one transaction (one stamp: the id breaks ties).
    const single = Array.from({ length: 5 }, () => randomUUID())
    for (const id of single) await insertTags([id])
    const together = Array.from({ length: 3 }, () => randomUUID())
    await insertTags(together)

    const first = await pullAll('tags', null, 3)
    expect(first.pages).toBe(3)
    const ids = first.rows.map((row) => row.id)
    expect(ids).toEqual([...single, ...[...together].sort()])
    const stamps = first.rows.map((row) => BigInt(row.stamp))
    expect(stamps).toEqual([...stamps].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(first.rows[0]).toMatchObject({ revision: 1, deleted: false, doc: { name: single[0]!.slice(0, 4) } })
    expect(first.rows[0]).not.toHaveProperty('user_id')
    expect(first.checkpoint).toEqual({ stamp: first.rows.at(-1)!.stamp, key: first.rows.at(-1)!.id })

    // Resume from the checkpoint after the second row: the rest, nothing before it.
    const second = first.rows[1]!
    const resumed = await pullAll('tags', { stamp: second.stamp, key: String(second.id) }, 500)
    expect(resumed.rows.map((row) => row.id)).toEqual(ids.slice(2))

    // Nothing new: an empty page and the same checkpoint.
    const idle = await db.request({ userId: userA }, (client) => pull(client, 'tags', first.checkpoint, 10))
    expect(idle).toEqual({ rows: [], checkpoint: first.checkpoint })

    // An update (and a soft delete) moves the row past the checkpoint: pulled again, once.
    await db.request({ userId: userA }, (client) => client.query('update public.tags set doc = \'{"name": "edited"}\', deleted = true where id = $1', [single[0]]))
    const after = await pullAll('tags', first.checkpoint, 500)
    expect(after.rows).toHaveLength(1)
    expect(after.rows[0]).toMatchObject({ id: single[0], revision: 2, deleted: true, doc: { name: 'edited' } })
  })

  it('never skips a row written by a slow transaction that commits after a newer one (the commit-order gap)', async () => {
    const start = await pullAll('trades', null, 100)
    expect(start.rows).toEqual([])

    const slowId = randomUUID()
    const fastId = randomUUID()
    // Row 1: written first, by a transaction that stays open (its xid is older).
    const slow = await db.openRequest({ userId: userA })
    await slow.client.query('insert into public.trades (id, doc) values ($1, $2)', [slowId, { symbol: 'BTCUSDT' }])
    // Row 2: written and committed later, so its stamp is newer than row 1's.
    await db.request({ userId: userA }, (client) => client.query('insert into public.trades (id, doc) values ($1, $2)', [fastId, { symbol: 'ETHUSDT' }]))

    // A pull now must not hand out row 2: its checkpoint would pass row 1's stamp for good.
    const during = await pullAll('trades', start.checkpoint, 100)
    expect(during.rows).toEqual([])
    expect(during.checkpoint).toEqual(start.checkpoint)

    // Also while the slow transaction sleeps inside a statement (pg_sleep) across the pull.
    const sleeping = slow.client.query('select pg_sleep(0.3)')
    const duringSleep = await pullAll('trades', during.checkpoint, 100)
    expect(duringSleep.rows).toEqual([])
    await sleeping

    await slow.commit()
    const after = await pullAll('trades', duringSleep.checkpoint, 100)
    expect(after.rows.map((row) => row.id)).toEqual([slowId, fastId])
    const again = await pullAll('trades', after.checkpoint, 100)
    expect(again.rows).toEqual([])
  })

  it('holds back only rows behind the horizon, and a rolled-back slow transaction releases it', async () => {
    const before = await pullAll('plans', null, 100)
    const done = randomUUID()
    await db.request({ userId: userA }, (client) => client.query('insert into public.plans (id) values ($1)', [done]))

    const slow = await db.openRequest({ userId: userA })
    await slow.client.query('insert into public.plans (id) values ($1)', [randomUUID()])
    const later = randomUUID()
    await db.request({ userId: userA }, (client) => client.query('insert into public.plans (id) values ($1)', [later]))

    const during = await pullAll('plans', before.checkpoint, 100)
    expect(during.rows.map((row) => row.id)).toEqual([done])
    await slow.rollback()
    const after = await pullAll('plans', during.checkpoint, 100)
    expect(after.rows.map((row) => row.id)).toEqual([later])
  })

  it('refuses unknown tables and silly limits with 22023', async () => {
    for (const call of [
      "select public.sync_pull('auth_users')",
      "select public.sync_pull('users')",
      "select public.sync_pull('tags', null, null, 0)",
      "select public.sync_pull('tags', null, null, 100000)",
    ]) {
      expect(await db.request({ userId: userA }, (client) => errorCodeOf(client.query(call)))).toBe('22023')
    }
  })
})
