import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { startPostgres, type ThrowawayPostgres } from '../../../support-scripts/postgres.mjs'

const ROOT = resolve(import.meta.dirname, '../../../..')
export const BOOTSTRAP_DIR = join(ROOT, 'sync/local-backend/bootstrap')
export const MIGRATIONS_DIR = join(ROOT, 'sync/supabase/migrations')

/** The SQL files of a folder in the order they apply (file names start with a number). */
export function sqlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(dir, name))
}

export async function applySqlFiles(client: pg.ClientBase, files: readonly string[]): Promise<void> {
  for (const file of files) {
    try {
      await client.query(readFileSync(file, 'utf8'))
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
  }
}

/** Tables behind the synced collections, with the column that identifies a row of one user. */
export const SYNC_TABLES = {
  trades: 'id',
  fills: 'id',
  ledger_entries: 'id',
  tags: 'id',
  accounts: 'id',
  import_batches: 'id',
  plans: 'id',
  journal_entries: 'id',
  custom_items: 'id',
  user_preferences: 'key',
  user_customization_preferences: 'user_id',
  user_xp_levels: 'user_id',
  user_progression: 'user_id',
} as const
export type SyncTable = keyof typeof SYNC_TABLES
export const SYNC_TABLE_NAMES = Object.keys(SYNC_TABLES) as SyncTable[]

/** Who a simulated request runs as: a signed-in user, or the anon key alone. */
export type Caller = { readonly userId: string } | 'anon'

export interface BackendDatabase {
  readonly server: ThrowawayPostgres
  /** Connections as the cluster's superuser; requests switch role inside their transaction. */
  readonly pool: pg.Pool
  createUser(email?: string): Promise<string>
  /** One request as PostgREST runs it: a transaction with the role and the JWT claims set locally. */
  request<T>(caller: Caller, work: (client: pg.PoolClient) => Promise<T>): Promise<T>
  /** Opens a request transaction and leaves it open (for slow-transaction tests). */
  openRequest(caller: Caller): Promise<{ client: pg.PoolClient; commit(): Promise<void>; rollback(): Promise<void> }>
  stop(): Promise<void>
}

export function claimsFor(caller: Caller): string {
  return JSON.stringify(
    caller === 'anon' ? { role: 'anon', iss: 'supabase' } : { sub: caller.userId, role: 'authenticated', aud: 'authenticated', email: `${caller.userId}@example.test` },
  )
}

async function beginRequest(client: pg.ClientBase, caller: Caller): Promise<void> {
  await client.query('begin')
  await client.query(caller === 'anon' ? 'set local role anon' : 'set local role authenticated')
  await client.query("select set_config('request.jwt.claims', $1, true)", [claimsFor(caller)])
}

/** A fresh cluster with the local backend's bootstrap and every migration applied. */
export async function startBackendDatabase(): Promise<BackendDatabase> {
  const server = await startPostgres()
  const pool = new pg.Pool({ connectionString: server.connectionString, max: 8 })
  // The server going away at the end of a file must not crash the worker through an idle client.
  pool.on('error', () => undefined)
  try {
    const client = await pool.connect()
    try {
      await applySqlFiles(client, [...sqlFiles(BOOTSTRAP_DIR), ...sqlFiles(MIGRATIONS_DIR)])
    } finally {
      client.release()
    }
  } catch (error) {
    await pool.end()
    await server.stop()
    throw error
  }

  return {
    server,
    pool,
    async createUser(email) {
      const id = randomUUID()
      await pool.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [id, email ?? `${id}@example.test`, { full_name: 'Test Trader' }])
      return id
    },
    async request(caller, work) {
      const client = await pool.connect()
      try {
        await beginRequest(client, caller)
        const result = await work(client)
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async openRequest(caller) {
      const client = await pool.connect()
      // Held open across awaits: if a test fails first, stop() ends it with the server.
      client.on('error', () => undefined)
      await beginRequest(client, caller)
      return {
        client,
        async commit() {
          await client.query('commit')
          client.release()
        },
        async rollback() {
          await client.query('rollback')
          client.release()
        },
      }
    },
    async stop() {
      // Server first: a transaction a failed test left open would make pool.end() wait forever.
      await server.stop()
      await Promise.race([pool.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000))])
    },
  }
}

/** The Postgres error code of a failed query (e.g. 42501), or undefined. */
export async function errorCodeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work
    return undefined
  } catch (error) {
    return error instanceof Error && 'code' in error ? String(error.code) : 'not a database error'
  }
}
