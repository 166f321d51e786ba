import { signJwt } from './jwt'

export const DEFAULT_HOST = '127.0.0.1'
export const DEFAULT_PORT = 54321

/** Keys and secrets of one backend instance, as a hosted project's API settings show them. */
export interface BackendKeys {
  /** Signs and verifies every JWT (HS256), like a project's legacy JWT secret. */
  readonly jwtSecret: string
  /** The public key the browser bundle carries: a JWT with `role: anon`. */
  readonly anonKey: string
  /** Bypasses row-level security. Node-side tools and tests only; never in the bundle. */
  readonly serviceRoleKey: string
}

// Ten years, like the keys of a Supabase project: they identify the project, not a session.
const KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600
// A fixed issue time keeps the keys the same across restarts for one secret, so a build baked with
// the anon key keeps working.
const KEY_ISSUED_AT = 1_767_225_600 // 2026-01-01T00:00:00Z

export function keysFor(jwtSecret: string): BackendKeys {
  const key = (role: string) => signJwt({ iss: 'supabase-local', role, iat: KEY_ISSUED_AT, exp: KEY_ISSUED_AT + KEY_LIFETIME_SECONDS }, jwtSecret)
  return { jwtSecret, anonKey: key('anon'), serviceRoleKey: key('service_role') }
}

/**
 * The secret every local backend uses unless `JWT_SECRET` says otherwise, like the Supabase CLI's
 * local stack: the backend listens on 127.0.0.1 only, and a fixed secret gives fixed keys, so the
 * app's default configuration (src/app/backend-config.ts) works with no set-up at all.
 */
export const LOCAL_JWT_SECRET = 'local-trading-journal-jwt-secret-for-127.0.0.1-only'

export function jwtSecretFrom(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.JWT_SECRET) return LOCAL_JWT_SECRET
  if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long')
  return env.JWT_SECRET
}
