import { isAuthError, isAuthWeakPasswordError } from '@supabase/supabase-js'

/**
 * Why an auth call failed, as the app must react to it:
 * - `network`: no answer (offline, DNS, a dropped connection). Transient.
 * - `server`: the server answered 5xx. Transient.
 * - `rate-limited`: 429 (or 408). Transient: wait and try again.
 * - `rejected`: any other 4xx. The server refuses this request for good (wrong password, an existing
 *   email, a refresh token it no longer knows).
 * - `unexpected`: something that is not an HTTP answer (a bug, a malformed body). Never treated as a
 *   rejection, so a refresh that fails this way never signs anybody out.
 */
export type AuthFailureKind = 'network' | 'server' | 'rate-limited' | 'rejected' | 'unexpected'

export interface AuthFailure {
  readonly kind: AuthFailureKind
  /** HTTP status; 0 when there was no answer. */
  readonly status: number
  /** GoTrue's error code (`invalid_credentials`, `user_already_exists`, `weak_password`...). */
  readonly code: string | null
  /** The service's own message (English), shown when the app has no translation for the code. */
  readonly message: string
  /** `weak_password` reasons (`length`, `characters`, `pwned`). */
  readonly reasons: readonly string[]
}

export type AuthResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: AuthFailure }

export const succeeded = <T>(value: T): AuthResult<T> => ({ ok: true, value })
export const failed = <T>(failure: AuthFailure): AuthResult<T> => ({ ok: false, failure })

/** The failure kind of an HTTP status (0 = no answer), as the session rules need it. */
export function failureKindOfStatus(status: number): AuthFailureKind {
  if (status === 0) return 'network'
  if (status === 408 || status === 429) return 'rate-limited'
  if (status >= 500) return 'server'
  if (status >= 400) return 'rejected'
  return 'unexpected'
}

/** Turns whatever supabase-js returned or threw into an AuthFailure. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (isAuthError(error)) {
    const status = typeof error.status === 'number' ? error.status : -1
    return {
      kind: status === -1 ? 'unexpected' : failureKindOfStatus(status),
      status: Math.max(status, 0),
      code: typeof error.code === 'string' ? error.code : null,
      message: error.message,
      reasons: isAuthWeakPasswordError(error) ? [...error.reasons] : [],
    }
  }
  // fetch itself throws a TypeError when there is no network at all.
  if (error instanceof TypeError) return { kind: 'network', status: 0, code: null, message: error.message, reasons: [] }
  return { kind: 'unexpected', status: 0, code: null, message: error instanceof Error ? error.message : String(error), reasons: [] }
}
