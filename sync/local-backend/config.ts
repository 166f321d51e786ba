import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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
const MIN_SECRET_LENGTH = 32

export function keysFor(jwtSecret: string): BackendKeys {
  const key = (role: string) => signJwt({ iss: 'supabase-local', role, iat: KEY_ISSUED_AT, exp: KEY_ISSUED_AT + KEY_LIFETIME_SECONDS }, jwtSecret)
  return { jwtSecret, anonKey: key('anon'), serviceRoleKey: key('service_role') }
}

/** A new secret nobody else knows: 48 random bytes. */
export const randomJwtSecret = () => randomBytes(48).toString('base64url')

/** The file beside the backend's data that keeps its secret across restarts. */
export const JWT_SECRET_FILE = 'jwt-secret'

/**
 * The secret of one install: `JWT_SECRET` when set; otherwise the one kept in `dataDir` (created at
 * random on the first start, readable by its owner only), so no two installs share a secret and a
 * token minted with a secret seen elsewhere (a repository, another machine) opens nothing here.
 * Without a data folder (tests), a fresh secret per start.
 */
export function jwtSecretFor(dataDir: string | undefined, env: Readonly<Record<string, string | undefined>> = process.env): string {
  if (env.JWT_SECRET) return checkedSecret(env.JWT_SECRET, 'JWT_SECRET')
  if (!dataDir) return randomJwtSecret()
  const file = join(dataDir, JWT_SECRET_FILE)
  if (existsSync(file)) return checkedSecret(readFileSync(file, 'utf8').trim(), file)
  const secret = randomJwtSecret()
  // `wx`: two backends starting at once on one folder must not each write their own secret.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return checkedSecret(readFileSync(file, 'utf8').trim(), file)
    throw error
  }
  return secret
}

export function checkedSecret(secret: string, source: string): string {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${source} must be at least ${MIN_SECRET_LENGTH} characters long`)
  return secret
}
