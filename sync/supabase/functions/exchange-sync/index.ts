// The Supabase Edge Function `exchange-sync` (Deno): `supabase functions deploy exchange-sync`.
// The same handler as the local backend's /functions/v1/exchange-sync (sync/exchange-sync), with
// ccxt from npm, the project's database through `SUPABASE_DB_URL` and the caller checked by
// Supabase Auth. Secrets of the function (`supabase secrets set`): EXCHANGE_SECRETS_KEY (32 random
// bytes, base64url: the key sealing API secrets, never stored in the database) and, for tests only,
// EXCHANGE_API_URLS. Type-checked by Deno, not by the app's tsc (tsconfig.json excludes this folder).
import ccxt from 'npm:ccxt@4.5.84'
import pg from 'npm:pg@8.23.1'
import { createClient } from 'npm:@supabase/supabase-js@2.109.0'
import { parseExchangeBaseUrls, type CcxtModule } from '../../../exchange-sync/client.ts'
import { handleExchangeSync, type ExchangeSyncDeps } from '../../../exchange-sync/handler.ts'
import { importSealKey } from '../../../exchange-sync/seal.ts'
import type { SqlRunner, SyncDatabase } from '../../../exchange-sync/store.ts'

const env = (name: string) => {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`${name} is not set`)
  return value
}

const pool = new pg.Pool({ connectionString: env('SUPABASE_DB_URL'), max: 3 })
const runner = (client: pg.Pool | pg.PoolClient): SqlRunner => ({
  query: async (sql, params) => {
    const result = await client.query(sql, params as unknown[])
    return { rows: result.rows, rowCount: result.rowCount ?? 0 }
  },
})
const db: SyncDatabase = {
  ...runner(pool),
  async transaction(work) {
    const client = await pool.connect()
    try {
      await client.query('begin')
      const result = await work(runner(client))
      await client.query('commit')
      return result
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  },
}

const auth = createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), { auth: { persistSession: false, autoRefreshToken: false } })
const deps: ExchangeSyncDeps = {
  db,
  ccxt: ccxt as unknown as CcxtModule,
  sealKey: await importSealKey(env('EXCHANGE_SECRETS_KEY')),
  urls: parseExchangeBaseUrls(Deno.env.get('EXCHANGE_API_URLS')),
  log: (message) => console.log(`[exchange-sync] ${message}`),
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { ...CORS, 'content-type': 'application/json' } })

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
  if (request.method !== 'POST') return reply(405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' })
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  const { data, error } = token ? await auth.auth.getUser(token) : { data: { user: null }, error: null }
  if (error || !data.user) return reply(401, { code: 401, message: 'Invalid JWT' })
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return reply(400, { error: { code: 'invalid_request' } })
  }
  try {
    const answer = await handleExchangeSync(data.user.id, body, deps)
    return reply(answer.status, answer.body)
  } catch (failure) {
    console.error(`[exchange-sync] failed: ${failure instanceof Error ? failure.name : 'unknown'}`)
    return reply(500, { code: '500', message: 'Internal server error' })
  }
})
