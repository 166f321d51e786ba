import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from '../../../../sync/local-backend/backend'
import { startPostgres } from '../../../support-scripts/postgres.mjs'

export type TestDatabase = 'postgres' | 'pglite'
/** Both databases the backend runs on; backend test files run their cases on each. */
export const TEST_DATABASES: readonly TestDatabase[] = ['postgres', 'pglite']

export interface TestBackend extends LocalBackend {
  readonly database: TestDatabase
  /** Lines the backend logged (it is quiet in tests), e.g. to read the mailbox announcements. */
  readonly logLines: string[]
}

/**
 * A backend on a free port over a throwaway PostgreSQL 15 cluster or in-memory PGlite, with a
 * temporary data folder; stop() removes everything.
 */
export async function startTestBackend(database: TestDatabase, options: Omit<LocalBackendOptions, 'databaseUrl' | 'port'> = {}): Promise<TestBackend> {
  const postgres = database === 'postgres' ? await startPostgres() : undefined
  const logLines: string[] = []
  try {
    const backend = await startLocalBackend({
      port: 0,
      siteUrl: 'http://127.0.0.1:4173',
      log: (area, message) => logLines.push(`[${area}] ${message}`),
      ...options,
      ...(postgres ? { databaseUrl: postgres.connectionString } : {}),
    })
    return {
      ...backend,
      database,
      logLines,
      async stop() {
        await backend.stop()
        await postgres?.stop()
      },
    }
  } catch (error) {
    await postgres?.stop()
    throw error
  }
}

/**
 * supabase-js as the app uses it, in Node: `ws` as the realtime transport (Node 20 has no global
 * WebSocket, docs/stack.md), no session persistence or auto refresh so tests control both.
 */
export function createTestClient(backend: Pick<LocalBackend, 'url' | 'keys'>, key = backend.keys.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  })
}
