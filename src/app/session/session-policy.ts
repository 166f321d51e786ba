/**
 * When the app refreshes an account session, and what a failed refresh means. Pure (time comes in
 * as an argument), so every decision is tested in test/unit/session. docs/product.md section 9: "Session checked
 * every 5 minutes and refreshed when under 600 seconds remain."
 */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60_000
export const REFRESH_WHEN_UNDER_SECONDS = 600
/** A request about to go out with a token this close to expiry waits for a refresh first. */
export const TOKEN_MIN_VALIDITY_SECONDS = 60
/** After a refresh failed for a transient reason, on-demand refreshes wait this long. */
export const REFRESH_RETRY_PAUSE_MS = 15_000

export type RefreshFailureKind = 'network' | 'server' | 'rate-limited' | 'rejected' | 'unexpected'

export function secondsLeft(expiresAt: number, nowMs: number): number {
  return expiresAt - Math.floor(nowMs / 1000)
}

/** The periodic check's question: refresh now? Never while offline, never for a rejected session. */
export function shouldRefresh(session: { readonly expiresAt: number; readonly rejected: boolean }, nowMs: number, online: boolean): boolean {
  return online && !session.rejected && secondsLeft(session.expiresAt, nowMs) < REFRESH_WHEN_UNDER_SECONDS
}

/** A request is about to use the token: is it too close to expiry to go out as it is? */
export function tokenNeedsRefreshNow(expiresAt: number, nowMs: number): boolean {
  return secondsLeft(expiresAt, nowMs) < TOKEN_MIN_VALIDITY_SECONDS
}

export type RefreshFailureDecision =
  /** Another tab rotated the token meanwhile: use the one now stored. */
  | 'use-stored-session'
  /** A network, server or rate-limit failure (or a bug): keep the session and try again later. */
  | 'keep-session'
  /** The server refuses this session for good: ask the trader to sign in again (local data stays). */
  | 'ask-to-sign-in-again'

/**
 * What a failed refresh means. Only a real 4xx from the server ends a session; a failure with no
 * answer, a 5xx or a 429 never signs anybody out (docs/sync.md: a transient fault must never drop a
 * session), and neither does an error that is not an HTTP answer at all.
 */
export function afterFailedRefresh(kind: RefreshFailureKind, usedRefreshToken: string, storedRefreshToken: string | null): RefreshFailureDecision {
  if (storedRefreshToken !== null && storedRefreshToken !== usedRefreshToken) return 'use-stored-session'
  return kind === 'rejected' ? 'ask-to-sign-in-again' : 'keep-session'
}
