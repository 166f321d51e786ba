import { describe, expect, it } from 'vitest'
import {
  afterFailedRefresh,
  REFRESH_WHEN_UNDER_SECONDS,
  SESSION_CHECK_INTERVAL_MS,
  shouldRefresh,
  tokenNeedsRefreshNow,
  type RefreshFailureKind,
} from '../../../src/app/session/session-policy'

const NOW = Date.parse('2025-06-01T12:00:00Z')
const at = (secondsFromNow: number) => Math.floor(NOW / 1000) + secondsFromNow

describe('session checks (spec section 9)', () => {
  it('checks every 5 minutes and refreshes under 600 s', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(300_000)
    expect(REFRESH_WHEN_UNDER_SECONDS).toBe(600)
  })

  it.each<[string, number, boolean, boolean, boolean]>([
    ['an hour left', at(3600), false, true, false],
    ['exactly 600 s left', at(600), false, true, false],
    ['599 s left', at(599), false, true, true],
    ['expired a minute ago', at(-60), false, true, true],
    ['expired a month ago (a long offline spell)', at(-30 * 86_400), false, true, true],
    ['due but offline: never while offline', at(10), false, false, false],
    ['due but rejected by the server: the trader signs in again instead', at(10), true, true, false],
  ])('%s', (_name, expiresAt, rejected, online, expected) => {
    expect(shouldRefresh({ expiresAt, rejected }, NOW, online)).toBe(expected)
  })

  it.each<[number, boolean]>([
    [at(3600), false],
    [at(60), false],
    [at(59), true],
    [at(-1), true],
  ])('a request with a token expiring at %i waits for a refresh: %s', (expiresAt, expected) => {
    expect(tokenNeedsRefreshNow(expiresAt, NOW)).toBe(expected)
  })
})

describe('a failed refresh', () => {
  it.each<[RefreshFailureKind, string]>([
    ['network', 'keep-session'],
    ['server', 'keep-session'],
    ['rate-limited', 'keep-session'],
    ['unexpected', 'keep-session'],
    ['rejected', 'ask-to-sign-in-again'],
  ])('%s: %s (same token still stored)', (kind, decision) => {
    expect(afterFailedRefresh(kind, 'token-a', 'token-a')).toBe(decision)
  })

  it.each<RefreshFailureKind>(['network', 'server', 'rejected'])('another tab rotated the token meanwhile (%s): use the stored one', (kind) => {
    expect(afterFailedRefresh(kind, 'token-a', 'token-b')).toBe('use-stored-session')
  })

  it('a rejection with nothing stored any more still asks to sign in again', () => {
    expect(afterFailedRefresh('rejected', 'token-a', null)).toBe('ask-to-sign-in-again')
  })
})
