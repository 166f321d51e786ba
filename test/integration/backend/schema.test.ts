import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applySqlFiles, BOOTSTRAP_DIR, type BackendDatabase, MIGRATIONS_DIR, sqlFiles, startBackendDatabase, SYNC_TABLE_NAMES } from './support/database'

let db: BackendDatabase

beforeAll(async () => {
  db = await startBackendDatabase()
})
afterAll(async () => {
  await db?.stop()
})

describe('schema: bootstrap and migrations on PostgreSQL 15', () => {
  it('names migrations as the Supabase CLI expects (<14-digit timestamp>_<name>.sql)', () => {
    const names = sqlFiles(MIGRATIONS_DIR).map((file) => file.split('/').pop())
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/)
  })

  it('runs on PostgreSQL 15', async () => {
    const { rows } = await db.pool.query<{ v: string }>("select current_setting('server_version_num') as v")
    expect(Number(rows[0]!.v)).toBeGreaterThanOrEqual(150000)
    expect(Number(rows[0]!.v)).toBeLessThan(160000)
  })

  it('re-applying the bootstrap on a migrated database is harmless', async () => {
    const countPolicies = "select count(*)::int as n from pg_policies where schemaname = 'public'"
    const before = (await db.pool.query<{ n: number }>(countPolicies)).rows[0]!.n
    const client = await db.pool.connect()
    try {
      await applySqlFiles(client, sqlFiles(BOOTSTRAP_DIR))
      await applySqlFiles(client, sqlFiles(BOOTSTRAP_DIR))
    } finally {
      client.release()
    }
    const { rows } = await db.pool.query<{ n: number }>(countPolicies)
    expect(rows[0]!.n).toBe(before)
    const { rows: synced } = await db.pool.query<{ n: number }>("select count(*)::int as n from pg_policies where schemaname = 'public' and tablename = any($1::text[])", [
      [...SYNC_TABLE_NAMES],
    ])
    expect(synced[0]!.n).toBe(SYNC_TABLE_NAMES.length * 3) // select, insert, update: no hard delete
  })

  it('creates the API roles as Supabase has them', async () => {
    const { rows } = await db.pool.query<{ rolname: string; rolcanlogin: boolean; rolbypassrls: boolean }>(
      "select rolname, rolcanlogin, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname",
    )
    expect(rows).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticator', rolcanlogin: true, rolbypassrls: false },
      { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true },
    ])
  })

  it('auth.uid(), auth.role() and auth.jwt() read the claims, and read NULL after the request ended', async () => {
    const userId = await db.createUser()
    const inside = await db.request({ userId }, async (client) => {
      const { rows } = await client.query('select auth.uid() as uid, auth.role() as role, auth.jwt() ->> $1 as aud', ['aud'])
      return rows[0]
    })
    expect(inside).toEqual({ uid: userId, role: 'authenticated', aud: 'authenticated' })
    // Same pooled connections after a transaction-local set_config: the setting is '' now (the trap).
    for (let i = 0; i < 8; i++) {
      const { rows } = await db.pool.query('select auth.uid() as uid, auth.role() as role, auth.jwt() as jwt')
      expect(rows[0]).toEqual({ uid: null, role: null, jwt: null })
    }
  })

  it.each(SYNC_TABLE_NAMES)('%s: RLS on, three policies with (select auth.uid()), indexed user_id, grants without DELETE', async (table) => {
    const { rows: rls } = await db.pool.query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = ('public.' || $1)::regclass", [table])
    expect(rls[0]!.relrowsecurity).toBe(true)

    const { rows: policies } = await db.pool.query<{ cmd: string; roles: string[]; qual: string | null; with_check: string | null }>(
      "select cmd, roles::text[] as roles, qual, with_check from pg_policies where schemaname = 'public' and tablename = $1 order by cmd",
      [table],
    )
    // No DELETE policy: removals are soft (20261128060000_synced_tables_no_hard_delete.sql).
    expect(policies.map((policy) => policy.cmd)).toEqual(['INSERT', 'SELECT', 'UPDATE'])
    for (const policy of policies) {
      expect(policy.roles).toEqual(['authenticated'])
      for (const expression of [policy.qual, policy.with_check]) {
        if (expression !== null) expect(expression).toMatch(/\(\s*SELECT auth\.uid\(\) AS uid\s*\) = user_id/)
      }
    }

    const { rows: indexes } = await db.pool.query<{ first: string }>(
      `select a.attname as first from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
        where i.indrelid = ('public.' || $1)::regclass`,
      [table],
    )
    expect(indexes.map((index) => index.first)).toContain('user_id')

    const { rows: privileges } = await db.pool.query<Record<string, boolean>>(
      `select has_table_privilege('anon', $1, 'select') as anon_select,
              has_table_privilege('anon', $1, 'insert') as anon_insert,
              has_table_privilege('anon', $1, 'update') as anon_update,
              has_table_privilege('anon', $1, 'delete') as anon_delete,
              has_table_privilege('authenticated', $1, 'select') and has_table_privilege('authenticated', $1, 'insert')
                and has_table_privilege('authenticated', $1, 'update') as authenticated_write,
              has_table_privilege('authenticated', $1, 'delete') as authenticated_delete`,
      [`public.${table}`],
    )
    expect(privileges[0]).toEqual({
      anon_select: false,
      anon_insert: false,
      anon_update: false,
      anon_delete: false,
      authenticated_write: true,
      authenticated_delete: false,
    })

    const { rows: columns } = await db.pool.query<{ column_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
      `select column_name, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = 'public' and table_name = $1 and column_name in ('user_id', 'revision', 'stamp', 'deleted', 'updated_at')
        order by column_name`,
      [table],
    )
    expect(columns.map((column) => [column.column_name, column.data_type, column.is_nullable])).toEqual([
      ['deleted', 'boolean', 'NO'],
      ['revision', 'bigint', 'NO'],
      ['stamp', 'xid8', 'NO'],
      ['updated_at', 'timestamp with time zone', 'NO'],
      ['user_id', 'uuid', 'NO'],
    ])
    expect(columns.find((column) => column.column_name === 'user_id')?.column_default).toBe('auth.uid()')
  })

  it('gives the spec tables their columns and defaults', async () => {
    const { rows } = await db.pool.query<{ table_name: string; column_name: string; column_default: string | null }>(
      `select table_name, column_name, column_default from information_schema.columns
        where table_schema = 'public'
          and table_name in ('user_customization_preferences', 'user_xp_levels', 'user_progression')
          and column_name not in ('doc', 'deleted', 'created_at', 'updated_at', 'revision', 'stamp')
        order by table_name, ordinal_position`,
    )
    expect(rows.map((row) => `${row.table_name}.${row.column_name} = ${row.column_default}`)).toEqual([
      'user_customization_preferences.user_id = auth.uid()',
      'user_customization_preferences.calm_mode_enabled = false',
      'user_customization_preferences.sound_enabled = true',
      "user_customization_preferences.animation_speed = 'normal'::text",
      "user_customization_preferences.active_theme = 'default'::text",
      "user_customization_preferences.unlocked_themes = '{}'::text[]",
      'user_progression.user_id = auth.uid()',
      "user_progression.rank = 'rookie_trader'::text",
      'user_xp_levels.user_id = auth.uid()',
      'user_xp_levels.current_level = 1',
    ])
  })

  it('runs the sync functions as the caller, executable by authenticated only', async () => {
    const { rows } = await db.pool.query<{ proname: string; prosecdef: boolean; anon: boolean; authenticated: boolean }>(
      `select proname, prosecdef, has_function_privilege('anon', oid, 'execute') as anon,
              has_function_privilege('authenticated', oid, 'execute') as authenticated
         from pg_proc where pronamespace = 'public'::regnamespace and proname in ('sync_pull', 'sync_push')
        order by proname`,
    )
    expect(rows).toEqual([
      { proname: 'sync_pull', prosecdef: false, anon: false, authenticated: true },
      { proname: 'sync_push', prosecdef: false, anon: false, authenticated: true },
    ])
  })

  it('publishes every synced table to supabase_realtime', async () => {
    const { rows } = await db.pool.query<{ tablename: string }>(
      "select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by tablename",
    )
    expect(rows.map((row) => row.tablename)).toEqual([...SYNC_TABLE_NAMES].sort())
  })

  it('creates the private screenshots bucket: PNG and JPEG, 20 MB', async () => {
    const { rows } = await db.pool.query("select id, name, public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'screenshots'")
    expect(rows).toEqual([{ id: 'screenshots', name: 'screenshots', public: false, limit: 20 * 1024 * 1024, allowed_mime_types: ['image/png', 'image/jpeg'] }])
    const { rows: folders } = await db.pool.query("select storage.foldername('a/b/c.png') as f, storage.filename('a/b/c.png') as n")
    expect(folders[0]).toEqual({ f: ['a', 'b'], n: 'c.png' })
  })
})
