import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BackendDatabase, errorCodeOf, startBackendDatabase } from './support/database'
import { push } from './support/sync-calls'

let db: BackendDatabase
let userA: string

beforeAll(async () => {
  db = await startBackendDatabase()
  userA = await db.createUser()
})
afterAll(async () => {
  await db?.stop()
})

const asA = <T>(work: (client: import('pg').PoolClient) => Promise<T>) => db.request({ userId: userA }, work)

async function serverTrade(id: string) {
  const rows = await asA(async (client) => (await client.query('select doc, deleted, revision::int from public.trades where id = $1', [id])).rows)
  return rows[0] as { doc: Record<string, unknown>; deleted: boolean; revision: number } | undefined
}

describe('sync_push', () => {
  it('inserts new rows, then updates those whose base revision matches', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()]
    const inserted = await asA((client) =>
      push(
        client,
        'trades',
        ids.map((id, n) => ({ id, doc: { notes: `n${n}` }, base_revision: null })),
      ),
    )
    expect(inserted.conflicts).toEqual([])
    expect(inserted.rejected).toEqual([])
    expect(inserted.written.map((row) => row.id).sort()).toEqual([...ids].sort())
    expect(inserted.written.every((row) => row.revision === 1 && /^\d+$/.test(row.stamp))).toBe(true)

    const updated = await asA((client) =>
      push(client, 'trades', [
        { id: ids[0], doc: { notes: 'edited' }, base_revision: 1 },
        { id: ids[1], deleted: true, base_revision: '1' },
      ]),
    )
    expect(updated.written.map((row) => [row.id, row.revision]).sort()).toEqual(
      [
        [ids[0], 2],
        [ids[1], 2],
      ].sort(),
    )
    expect(await serverTrade(ids[0]!)).toEqual({ doc: { notes: 'edited' }, deleted: false, revision: 2 })
    // A partial row changes only the columns it names: the doc stays, the soft delete lands.
    expect(await serverTrade(ids[1]!)).toEqual({ doc: { notes: 'n1' }, deleted: true, revision: 2 })
    expect(await serverTrade(ids[2]!)).toEqual({ doc: { notes: 'n2' }, deleted: false, revision: 1 })
  })

  it('returns the server row for stale revisions and writes nothing for them, but writes the rest', async () => {
    const [stale, fresh, existing] = [randomUUID(), randomUUID(), randomUUID()]
    await asA((client) =>
      push(
        client,
        'trades',
        [stale, existing].map((id) => ({ id, doc: { notes: 'server' }, base_revision: null })),
      ),
    )
    await asA((client) => push(client, 'trades', [{ id: stale, doc: { notes: 'server v2' }, base_revision: 1 }]))

    const result = await asA((client) =>
      push(client, 'trades', [
        { id: stale, doc: { notes: 'device, based on v1' }, base_revision: 1 },
        { id: fresh, doc: { notes: 'new' }, base_revision: null },
        // The device thinks it is new, the server already has it: a conflict, not an overwrite.
        { id: existing, doc: { notes: 'device copy' }, base_revision: null },
      ]),
    )
    expect(result.written.map((row) => row.id)).toEqual([fresh])
    expect(result.rejected).toEqual([])
    const conflicts = [...result.conflicts].sort((a, b) => String(a.id).localeCompare(String(b.id)))
    expect(conflicts).toEqual(
      [
        { id: stale, doc: { notes: 'server v2' }, deleted: false, revision: 2 },
        { id: existing, doc: { notes: 'server' }, deleted: false, revision: 1 },
      ]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((row) => expect.objectContaining({ ...row, stamp: expect.stringMatching(/^\d+$/), updated_at: expect.any(String) })),
    )
    expect(await serverTrade(stale)).toEqual({ doc: { notes: 'server v2' }, deleted: false, revision: 2 })
    expect(await serverTrade(existing)).toEqual({ doc: { notes: 'server' }, deleted: false, revision: 1 })
  })

  it('locks rows: of two concurrent pushes based on the same revision, exactly one wins', async () => {
    const id = randomUUID()
    await asA((client) => push(client, 'trades', [{ id, doc: { notes: 'v1' }, base_revision: null }]))

    const first = await db.openRequest({ userId: userA })
    const firstResult = await push(first.client, 'trades', [{ id, doc: { notes: 'device 1' }, base_revision: 1 }])
    // The second push waits on the row lock until the first commits, then sees revision 2.
    const second = asA((client) => push(client, 'trades', [{ id, doc: { notes: 'device 2' }, base_revision: 1 }]))
    await new Promise((resolve) => setTimeout(resolve, 100))
    await first.commit()
    const secondResult = await second

    expect(firstResult.written).toHaveLength(1)
    expect(secondResult.written).toEqual([])
    expect(secondResult.conflicts).toEqual([expect.objectContaining({ id, revision: 2, doc: { notes: 'device 1' } })])
    expect(await serverTrade(id)).toEqual({ doc: { notes: 'device 1' }, deleted: false, revision: 2 })
  })

  it("meets two devices' default preference documents on one row (key = preference key)", async () => {
    const device1 = await asA((client) => push(client, 'user_preferences', [{ key: 'profile', doc: { fullName: 'Ada' }, base_revision: null }]))
    expect(device1.written).toEqual([{ id: 'profile', revision: 1, stamp: expect.any(String) }])
    const device2 = await asA((client) => push(client, 'user_preferences', [{ key: 'profile', doc: { fullName: 'Ada L.' }, base_revision: null }]))
    expect(device2.written).toEqual([])
    expect(device2.conflicts).toEqual([expect.objectContaining({ key: 'profile', doc: { fullName: 'Ada' }, revision: 1 })])
  })

  it("writes the spec tables' typed columns, with their defaults, one row per user", async () => {
    const created = await asA((client) =>
      push(client, 'user_customization_preferences', [{ calm_mode_enabled: true, unlocked_themes: ['neon-nights'], doc: { future: 1 }, base_revision: null }]),
    )
    expect(created.written).toEqual([{ id: userA, revision: 1, stamp: expect.any(String) }])
    const updated = await asA((client) => push(client, 'user_customization_preferences', [{ active_theme: 'neon-nights', base_revision: 1 }]))
    expect(updated.written).toHaveLength(1)
    const rows = await asA(async (client) => (await client.query('select * from public.user_customization_preferences')).rows)
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: userA,
        calm_mode_enabled: true,
        sound_enabled: true,
        animation_speed: 'normal',
        active_theme: 'neon-nights',
        unlocked_themes: ['neon-nights'],
        doc: { future: 1 },
        revision: '2',
      }),
    ])

    const xp = await asA((client) => push(client, 'user_xp_levels', [{ current_level: 7, doc: { xp: 5200 }, base_revision: null }]))
    const rank = await asA((client) => push(client, 'user_progression', [{ rank: 'pro_trader', base_revision: null }]))
    expect([xp.written.length, rank.written.length]).toEqual([1, 1])
    // A second "new" row for the same user is a conflict on the one row.
    const again = await asA((client) => push(client, 'user_progression', [{ rank: 'elite_trader', base_revision: null }]))
    expect(again.conflicts).toEqual([expect.objectContaining({ rank: 'pro_trader', revision: 1 })])
  })

  it("re-inserts a row removed on the server instead of losing the device's edit", async () => {
    const id = randomUUID()
    await asA((client) => push(client, 'trades', [{ id, doc: { notes: 'v1' }, base_revision: null }]))
    // Removed by maintenance: a client may not hard-delete a synced row (20261128060000_synced_tables_no_hard_delete.sql).
    await db.pool.query('delete from public.trades where id = $1', [id])
    const result = await asA((client) => push(client, 'trades', [{ id, doc: { notes: 'edited offline' }, base_revision: 1 }]))
    expect(result.written).toEqual([{ id, revision: 1, stamp: expect.any(String) }])
    expect(await serverTrade(id)).toEqual({ doc: { notes: 'edited offline' }, deleted: false, revision: 1 })
  })

  it('ignores server columns in pushed rows: the trigger owns revision, stamp and times', async () => {
    const id = randomUUID()
    const result = await asA((client) =>
      push(client, 'trades', [{ id, doc: {}, revision: 99, stamp: '1', created_at: '2000-01-01T00:00:00Z', user_id: randomUUID(), base_revision: null }]),
    )
    expect(result.written).toEqual([{ id, revision: 1, stamp: expect.any(String) }])
    const rows = await asA(
      async (client) => (await client.query("select user_id, revision::int, created_at > now() - interval '1 minute' as recent from public.trades where id = $1", [id])).rows,
    )
    expect(rows).toEqual([{ user_id: userA, revision: 1, recent: true }])
  })

  it('fails a batch with a bad row as a whole, writing nothing; refuses unknown tables and bad shapes', async () => {
    const good = randomUUID()
    const code = await asA((client) =>
      errorCodeOf(
        push(client, 'trades', [
          { id: good, doc: { notes: 'fine' }, base_revision: null },
          { id: randomUUID(), doc: 'not an object', base_revision: null },
        ]),
      ),
    )
    expect(code).toBe('23514')
    expect(await serverTrade(good)).toBeUndefined()

    for (const [table, rows] of [
      ['users', '[]'],
      ['trades', '{}'],
      ['trades', '[1]'],
      ['trades', '[{"doc": {}}]'],
    ] as const) {
      expect(await asA((client) => errorCodeOf(client.query('select public.sync_push($1, $2::jsonb)', [table, rows])))).toBe('22023')
    }
  })
})
