/**
 * `/rest/v1`: the subset of PostgREST 14 (as Supabase runs it) that supabase-js, the app's sync
 * functions and RxDB's Supabase plugin use. See README.md in this folder for what is served and
 * how it differs from PostgREST.
 */
import type { BackendRequest, BackendResponse, ServiceFactory } from '../http/types'
import { BodyTooLargeError } from '../http/types'
import { authenticate, type AuthResult } from './auth'
import type { RestContext, RestSettings } from './context'
import {
  RestError,
  errorResponse,
  fromPostgresError,
  invalidPreferences,
  invalidRange,
  invalidResourcePath,
  invalidRpcMethod,
  openApiDisabled,
  tableNotFound,
  unsupportedMethod,
} from './errors'
import { closestMatch } from './fuzzy'
import { checkContentType, checkProfile } from './media'
import { parsePayload, type Payload } from './payload'
import { parsePreferences } from './preferences'
import { parseQueryParams } from './query-params'
import { topLevelRange } from './ranges'
import { readTable } from './read-handler'
import { checkRole } from './roles'
import { callRoutine } from './rpc-handler'
import { EXPOSED_SCHEMA, SchemaCache } from './schema-cache'
import { deleteRows, insertRows, updateRows } from './write-handler'

export type RestOptions = Partial<RestSettings>

/** Supabase's defaults; `PGRST_DB_MAX_ROWS`, `PGRST_JWT_AUD` and `REST_MAX_BODY_BYTES` override them. */
export function restSettingsFrom(env: NodeJS.ProcessEnv = process.env, options: RestOptions = {}): RestSettings {
  const number = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined)
  const maxRows = options.maxRows ?? number(env.PGRST_DB_MAX_ROWS) ?? 1000
  const jwtAudience = options.jwtAudience ?? (env.PGRST_JWT_AUD || undefined)
  return {
    maxBodyBytes: options.maxBodyBytes ?? number(env.REST_MAX_BODY_BYTES) ?? 1024 * 1024,
    ...(maxRows > 0 ? { maxRows } : {}),
    ...(jwtAudience ? { jwtAudience } : {}),
  }
}

type Route = { readonly kind: 'table'; readonly name: string } | { readonly kind: 'rpc'; readonly name: string }

/** Wai's pathInfo: `/a/b` → ["a", "b"], percent-decoded; `/` → []. */
function routeOf(path: string): Route {
  const segments = path === '/' || path === '' ? [] : path.replace(/^\//, '').split('/')
  let decoded: string[]
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment))
  } catch {
    throw invalidResourcePath()
  }
  if (decoded.length === 0) throw openApiDisabled()
  if (decoded.length === 1) return { kind: 'table', name: decoded[0] as string }
  if (decoded.length === 2 && decoded[0] === 'rpc') return { kind: 'rpc', name: decoded[1] as string }
  throw invalidResourcePath()
}

const TABLE_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']
const RPC_METHODS = ['GET', 'HEAD', 'POST']

export function createRestServiceWith(options: RestOptions = {}): ServiceFactory {
  return (backend) => {
    const settings = restSettingsFrom(process.env, options)
    const cache = new SchemaCache(backend.db)

    async function readPayload(request: BackendRequest, columns: readonly string[] | undefined, isRpc: boolean): Promise<Payload> {
      checkContentType(request.headers['content-type'])
      return parsePayload(await request.readBody(settings.maxBodyBytes), columns, isRpc)
    }

    async function serve(request: BackendRequest, auth: AuthResult): Promise<BackendResponse> {
      const route = routeOf(request.path)
      const profileNegotiated = checkProfile(request.method, request.headers)
      if (!(route.kind === 'table' ? TABLE_METHODS : RPC_METHODS).includes(request.method)) {
        throw route.kind === 'table' ? unsupportedMethod(request.method) : invalidRpcMethod(request.method)
      }
      const isRpcRead = route.kind === 'rpc' && request.method !== 'POST'
      const query = parseQueryParams(request.url.search, isRpcRead)
      const range = topLevelRange(request.method, query.range, request.headers.range)
      if (!range.ok) throw invalidRange(range.details)
      const needsBody = request.method === 'POST' || request.method === 'PATCH'
      const payload = needsBody ? await readPayload(request, query.columns, route.kind === 'rpc') : undefined
      const preferences = parsePreferences(request.headers.prefer)
      if (preferences.handling === 'strict' && preferences.invalid.length > 0) throw invalidPreferences(preferences.invalid)
      await checkRole(backend.db, auth)

      const context: RestContext = { db: backend.db, cache, settings, request, auth, preferences, query, range: range.range, profileNegotiated }
      if (route.kind === 'rpc') return callRoutine(context, route.name, payload)

      const table = await cache.table(route.name)
      if (!table) throw tableNotFound(EXPOSED_SCHEMA, route.name, closestMatch(cache.tableNames(), route.name))
      if (request.method === 'POST') return insertRows(context, table, payload as Payload)
      if (request.method === 'PATCH') return updateRows(context, table, payload as Payload)
      if (request.method === 'DELETE') return deleteRows(context, table)
      return readTable(context, table)
    }

    return {
      prefix: '/rest/v1',
      async handle(request) {
        let auth: AuthResult | undefined
        try {
          // As in PostgREST, the token is checked before anything else about the request.
          auth = authenticate(request.headers, request.url, { keys: backend.keys, ...(settings.jwtAudience ? { audience: settings.jwtAudience } : {}) })
          return await serve(request, auth)
        } catch (error) {
          if (error instanceof RestError) return errorResponse(error)
          if (error instanceof BodyTooLargeError) {
            return errorResponse(new RestError(413, '413', 'Payload too large', `The request body is larger than ${error.limitBytes} bytes`))
          }
          const pgError = fromPostgresError(error, auth?.authenticated ?? false)
          if (pgError) return errorResponse(pgError)
          throw error
        }
      },
    }
  }
}

export const createRestService: ServiceFactory = createRestServiceWith()
