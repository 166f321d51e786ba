import { describe, expect, it } from 'vitest'
import { decodeJwtPayload, hasAuthFragment, readAuthRedirect } from '../../../src/app/session/redirect-fragment'

const NOW = Date.parse('2025-06-01T12:00:00Z')
const USER = '3f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f'

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`
}

const token = jwt({ sub: USER, email: 'ana@example.com', exp: 1_748_782_800, user_metadata: { full_name: 'Ana Trader ✓' } })

describe('readAuthRedirect', () => {
  it('reads a session from the fragment, with the user from the token', () => {
    const hash = `#access_token=${token}&expires_at=1748782800&expires_in=3600&refresh_token=abc123def456&token_type=bearer&type=recovery`
    expect(readAuthRedirect(hash, NOW)).toEqual({
      kind: 'session',
      accessToken: token,
      refreshToken: 'abc123def456',
      expiresAt: 1_748_782_800,
      type: 'recovery',
      user: { id: USER, email: 'ana@example.com', fullName: 'Ana Trader ✓' },
    })
  })

  it('falls back to expires_in, then to the token expiry', () => {
    expect(readAuthRedirect(`#access_token=${token}&refresh_token=r&expires_in=100`, NOW)).toMatchObject({ expiresAt: NOW / 1000 + 100, type: null })
    expect(readAuthRedirect(`#access_token=${token}&refresh_token=r`, NOW)).toMatchObject({ expiresAt: 1_748_782_800 })
  })

  it('reads an error redirect', () => {
    const hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb='
    expect(readAuthRedirect(hash, NOW)).toEqual({ kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' })
  })

  it.each([
    ['', 'empty'],
    ['#', 'only a hash'],
    ['#main-content', 'an in-page anchor'],
    ['#access_token=abc', 'no refresh token'],
    ['#access_token=not.a.jwt&refresh_token=r', 'a token that is not a JWT'],
    [`#access_token=${jwt({ sub: 'not-a-uuid' })}&refresh_token=r`, 'a subject that is not a user id'],
  ])('ignores %s (%s)', (hash) => {
    expect(readAuthRedirect(hash, NOW)).toBeNull()
  })

  it('says which fragments are auth results (removed from the address bar)', () => {
    expect(hasAuthFragment(`#access_token=${token}&refresh_token=r`)).toBe(true)
    expect(hasAuthFragment('#error=access_denied')).toBe(true)
    expect(hasAuthFragment('#main-content')).toBe(false)
  })

  it('decodes base64url claims, including non-ASCII text', () => {
    expect(decodeJwtPayload(token)).toMatchObject({ user_metadata: { full_name: 'Ana Trader ✓' } })
    expect(decodeJwtPayload('a.b.c')).toBeNull()
  })
})
