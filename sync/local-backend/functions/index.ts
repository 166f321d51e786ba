import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { handleExchangeSync, type ExchangeSyncDeps } from '../../exchange-sync/handler.ts'
import { parseExchangeBaseUrls, type CcxtModule } from '../../exchange-sync/client.ts'
import { importSealKey, randomSealKey } from '../../exchange-sync/seal.ts'
import { authenticate } from '../rest/auth'
import { json, type BackendContext, type Service } from '../http/types'

/** The file beside the backend's data that keeps the key sealing exchange API secrets. */
export const EXCHANGE_SECRETS_KEY_FILE = 'exchange-secrets-key'

export interface FunctionsOptions {
  /** `EXCHANGE_API_URLS` (sync/exchange-sync/client.ts): where ccxt reaches each exchange. */
  readonly exchangeApiUrls?: string
  /** `EXCHANGE_SECRETS_KEY`, else the key kept in the data folder (made at random on first use). */
  readonly exchangeSecretsKey?: string
}

/** The key sealing API secrets: given, else kept in `dataDir` (owner-only, like the JWT secret). */
export function exchangeSecretsKeyFor(dataDir: string, given: string | undefined): string {
  if (given) return given
  const file = join(dataDir, EXCHANGE_SECRETS_KEY_FILE)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const key = randomSealKey()
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim()
    throw error
  }
  return key
}

const BODY_LIMIT = 16 * 1024
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * `/functions/v1`: the Edge Functions the app calls, as Supabase serves them. One today,
 * `exchange-sync` (sync/exchange-sync/handler.ts, the same source as the Deno function). Like the
 * hosted gateway it needs a signed-in user's JWT (`verify_jwt`).
 */
export function createFunctionsService(context: BackendContext, options: FunctionsOptions = {}): Service {
  const urls = parseExchangeBaseUrls(options.exchangeApiUrls)
  let deps: Promise<ExchangeSyncDeps> | undefined
  // ccxt is large: loaded on the first call, never at start. Through require: the backend is loaded
  // by Vite's module runner (sync/local/typescript-module.mjs), which is closed by then, so a dynamic
  // import() from here would fail.
  const loadDeps = () =>
    (deps ??= (async () => ({
      db: context.db,
      ccxt: createRequire(import.meta.url)('ccxt') as CcxtModule,
      sealKey: await importSealKey(exchangeSecretsKeyFor(context.dataDir, options.exchangeSecretsKey)),
      urls,
      log: (message: string) => context.log('functions', message),
    }))())
  return {
    prefix: '/functions/v1',
    async handle(request) {
      if (request.path !== '/exchange-sync') return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
      if (request.method !== 'POST') return json(405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' })
      let userId: string | undefined
      try {
        const caller = authenticate(request.headers, request.url, { keys: context.keys })
        userId = caller.role === 'authenticated' && typeof caller.claims.sub === 'string' && UUID.test(caller.claims.sub) ? caller.claims.sub : undefined
      } catch {
        userId = undefined
      }
      if (!userId) return json(401, { code: 401, message: 'Invalid JWT' })
      let body: unknown
      try {
        body = JSON.parse((await request.readBody(BODY_LIMIT)).toString('utf8'))
      } catch (error) {
        if (error instanceof Error && error.name !== 'SyntaxError') throw error
        return json(400, { error: { code: 'invalid_request' } })
      }
      const answer = await handleExchangeSync(userId, body, await loadDeps())
      return json(answer.status, answer.body)
    },
  }
}
