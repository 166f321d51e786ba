import { basename } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type ThrowawayPostgres } from '../../support-scripts/postgres.mjs'
import { applySqlFiles, BOOTSTRAP_DIR, MIGRATIONS_DIR, sqlFiles } from './support/database'
import { destructiveChanges, readSchemaShape, type SchemaShape } from './support/schema-shape'

/**
 * Destructive changes made on purpose, each with why no shipped client or row needs what went away:
 * `'<file>: <change>'` as the test reports it, to the reason.
 */
const DELIBERATE: Readonly<Record<string, string>> = {
  '20261128060100_leaderboard_from_synced_trades.sql: public.leaderboard_stats.updated_at was dropped':
    'the leaderboard became a view the database computes from synced trades (clients no longer post figures); updated_at stamped those posts, and no app version reads it',
}

let server: ThrowawayPostgres
let client: pg.Client

beforeAll(async () => {
  server = await startPostgres()
  client = new pg.Client({ connectionString: server.connectionString })
  await client.connect()
  await applySqlFiles(client, sqlFiles(BOOTSTRAP_DIR))
}, 60_000)
afterAll(async () => {
  await client?.end().catch(() => undefined)
  await server?.stop()
})

describe('migrations applied one by one on PostgreSQL 15', () => {
  it('each one only adds to what the ones before it shipped', { timeout: 60_000 }, async () => {
    let shape = await readSchemaShape(client)
    const found: string[] = []
    for (const file of sqlFiles(MIGRATIONS_DIR)) {
      await applySqlFiles(client, [file])
      const next = await readSchemaShape(client)
      found.push(
        ...destructiveChanges(shape, next)
          .map((change) => `${basename(file)}: ${change}`)
          .filter((change) => !(change in DELIBERATE)),
      )
      shape = next
    }
    expect(found).toEqual([])
    expect(Object.keys(shape.columns).length).toBeGreaterThan(0)
  })

  it('a destructive migration is caught', async () => {
    const before = await readSchemaShape(client)
    await client.query('begin')
    try {
      await client.query('alter table public.trades drop column doc cascade')
      await client.query('alter table public.user_customization_preferences alter column animation_speed type varchar(16)')
      await client.query('drop function public.sync_pull')
      const changes = destructiveChanges(before, await readSchemaShape(client))
      expect(changes).toEqual(
        expect.arrayContaining([
          'public.trades.doc was dropped',
          expect.stringMatching(/^public\.user_customization_preferences\.animation_speed changed from text/),
          'function public.sync_pull was dropped',
        ]),
      )
    } finally {
      await client.query('rollback')
    }
  })
})

describe('destructiveChanges', () => {
  const shape = (columns: Record<string, string>, functions: string[] = []): SchemaShape => ({ columns, functions })
  it.each<[string, SchemaShape, string[]]>([
    ['a column added', shape({ 't.a': 'text', 't.b': 'integer' }), []],
    ['a column dropped', shape({}), ['t.a was dropped']],
    ['a column made not null', shape({ 't.a': 'text not null' }), ['t.a changed from text to text not null']],
    ['a function added', shape({ 't.a': 'text' }, ['public.f']), []],
  ])('%s', (_case, after, expected) => {
    expect(destructiveChanges(shape({ 't.a': 'text' }), after)).toEqual(expected)
  })
  it('a not-null column that accepts nulls now', () => {
    expect(destructiveChanges(shape({ 't.a': 'text not null' }), shape({ 't.a': 'text' }))).toEqual([])
  })
  it('a function dropped', () => {
    expect(destructiveChanges(shape({}, ['public.f']), shape({}))).toEqual(['function public.f was dropped'])
  })
})
