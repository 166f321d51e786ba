import { describe, expect, it } from 'vitest'
import { authSettings } from '../../../../sync/local-backend/auth/options'
import { hashPassword, verifyPassword } from '../../../../sync/local-backend/auth/password'
import { RateLimiter } from '../../../../sync/local-backend/auth/rate-limit'
import { errorRedirect, goEncodeValues, isAllowedRedirect } from '../../../../sync/local-backend/auth/redirect'

// The auth service's pure parts, table-driven (no backend needed).
describe('auth redirect rules', () => {
  const rules = { siteUrl: 'https://journal.example.com', allowList: ['https://preview.example.net/*', 'myapp://callback'] }
  it.each([
    ['the site itself', 'https://journal.example.com/reset', true],
    ['the site host on another port', 'https://journal.example.com:8443/x', true],
    ['localhost on any port', 'http://localhost:5173/', true],
    ['a loopback address', 'http://127.0.0.2:9000/cb', true],
    ['IPv6 loopback', 'http://[::1]:4173/', true],
    ['an allow-listed prefix', 'https://preview.example.net/pr-12/cb', true],
    ['an allow-listed exact URL of another scheme (not http)', 'myapp://callback', false],
    ['a look-alike host', 'https://journal.example.com.evil.io/', false],
    ['another site', 'https://evil.example/', false],
    ['javascript:', 'javascript:alert(1)', false],
    ['garbage', 'not a url', false],
  ])('%s → %s', (_, url, allowed) => {
    expect(isAllowedRedirect(url, rules)).toBe(allowed)
  })
})

describe('auth URL encoding (Go url.Values)', () => {
  it.each([
    [{ b: '2', a: '1' }, 'a=1&b=2'],
    [{ error_description: 'Email link is invalid or has expired' }, 'error_description=Email+link+is+invalid+or+has+expired'],
    [{ v: "a*b'(c)!~" }, 'v=a%2Ab%27%28c%29%21~'],
  ])('%o → %s', (values, encoded) => {
    expect(goEncodeValues(values)).toBe(encoded)
  })

  it('puts errors in the fragment, and also in the query when asked', () => {
    const failure = { error: 'access_denied', code: 'otp_expired', description: 'gone' }
    expect(errorRedirect('http://a.test/x?keep=1#old', failure, false)).toBe('http://a.test/x?keep=1#error=access_denied&error_code=otp_expired&error_description=gone&sb=')
    expect(errorRedirect('http://a.test/x?keep=1', failure, true)).toBe(
      'http://a.test/x?error=access_denied&error_code=otp_expired&error_description=gone&keep=1#error=access_denied&error_code=otp_expired&error_description=gone&sb=',
    )
  })
})

describe('auth rate limiter', () => {
  it('lets a burst through, refuses the next, and refills over the window', () => {
    let now = 0
    const limiter = new RateLimiter(() => now)
    const limit = { limit: 2, windowSeconds: 60 }
    expect([limiter.take('ip', limit), limiter.take('ip', limit), limiter.take('ip', limit)]).toEqual([true, true, false])
    expect(limiter.take('other-ip', limit)).toBe(true)
    expect(limiter.waitSeconds('ip', limit)).toBe(30)
    now += 30_000
    expect(limiter.take('ip', limit)).toBe(true)
    expect(limiter.take('ip', limit)).toBe(false)
  })
})

describe('auth passwords and defaults', () => {
  it('hashes with scrypt, verifies only the right password, and reads its own cost', async () => {
    const hash = await hashPassword('correct horse', 12)
    expect(hash).toMatch(/^\$scrypt\$ln=12,r=8,p=1\$/)
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct hors', hash)).toBe(false)
    expect(await verifyPassword('correct horse', '$2a$10$bcrypt-is-not-read')).toBe(false)
    expect(await verifyPassword('correct horse', null)).toBe(false)
  })

  it('defaults to auto-confirm, one-hour tokens, a 10 s reuse interval and scrypt N=2^16', () => {
    expect(authSettings()).toMatchObject({
      autoConfirm: true,
      accessTokenLifetimeSeconds: 3600,
      refreshTokenReuseIntervalSeconds: 10,
      minPasswordLength: 6,
      flowStateLifetimeSeconds: 300,
      passwordHashCost: 16,
      rateLimits: { token: { limit: 150, windowSeconds: 300, burst: 30 }, emailPerAddress: { limit: 2, windowSeconds: 60 } },
    })
  })
})
