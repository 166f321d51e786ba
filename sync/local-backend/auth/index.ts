import type { BackendContext, BackendRequest, BackendResponse, Service } from '../http/types'
import type { AuthContext } from './context'
import { AuthError, errorResponse } from './errors'
import { authorize, callback, consent, CONSENT_PATH } from './handlers/google'
import { health, jwks, mailbox, settings } from './handlers/info'
import { recover } from './handlers/recover'
import { signup } from './handlers/signup'
import { token } from './handlers/token'
import { getUser, logout, updateUser } from './handlers/user'
import { verify } from './handlers/verify'
import { authSettings, type AuthOptions } from './options'
import { RateLimiter } from './rate-limit'

export type { AuthOptions } from './options'

type Handler = (auth: AuthContext, request: BackendRequest) => Promise<BackendResponse>

// The subset of GoTrue's routes that supabase-js's auth client uses, plus the local pages.
const ROUTES = new Map<string, Handler>([
  ['POST /signup', signup],
  ['POST /token', token],
  ['GET /user', getUser],
  ['PUT /user', updateUser],
  ['POST /logout', logout],
  ['POST /recover', recover],
  ['GET /verify', verify],
  ['GET /authorize', authorize],
  [`GET ${CONSENT_PATH}`, consent],
  [`POST ${CONSENT_PATH}`, consent],
  ['GET /callback', callback],
  ['POST /callback', callback],
  ['GET /mailbox', mailbox],
  ['GET /health', health],
  ['GET /settings', settings],
  ['GET /.well-known/jwks.json', jwks],
])

// Reached by a browser following a link or a redirect, which sends no apikey (GoTrue's gateway
// leaves these open too), plus the developer's pages.
const OPEN_PATHS = new Set(['/verify', '/callback', '/authorize', '/.well-known/jwks.json', '/mailbox', CONSENT_PATH, '/health', '/settings'])

// The development shortcuts: pages that hand out any account (the Google stand-in) or every
// mail's link (the mailbox). They do not exist unless the backend was started with them.
const SHORTCUT_PATHS = new Set(['/mailbox', CONSENT_PATH])

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * The local /auth/v1: a GoTrue 2.186 subset on the backend's database (auth.users and the tables
 * of bootstrap/004_auth_sessions.sql), HS256 tokens signed with the project's JWT secret.
 */
export function createAuthService(context: BackendContext, options: AuthOptions = {}): Service {
  const settingsOf = authSettings(options)
  const auth: AuthContext = {
    backend: context,
    settings: settingsOf,
    limiter: new RateLimiter(settingsOf.clock),
    redirects: { siteUrl: context.siteUrl, allowList: settingsOf.redirectAllowList },
    now: settingsOf.clock,
    baseUrl: () => `${context.publicUrl()}/auth/v1`,
  }
  return {
    prefix: '/auth/v1',
    isOpenRoute: (request) => OPEN_PATHS.has(normalize(request.path)),
    async handle(request) {
      const path = normalize(request.path)
      const method = request.method === 'HEAD' ? 'GET' : request.method
      const handler = context.authShortcuts || !SHORTCUT_PATHS.has(path) ? ROUTES.get(`${method} ${path}`) : undefined
      try {
        if (!handler) {
          if (SHORTCUT_PATHS.has(path)) throw new AuthError(404, 'not_found', 'Not Found')
          const known = [...ROUTES.keys()].some((route) => route.endsWith(` ${path}`))
          throw known ? new AuthError(405, 'method_not_allowed', 'Method Not Allowed') : new AuthError(404, 'not_found', 'Not Found')
        }
        return await handler(auth, request)
      } catch (error) {
        if (error instanceof AuthError) return errorResponse(error, request)
        throw error
      }
    },
  }
}
