import { i18n } from '@lingui/core'
import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, AuthUnknownError, AuthWeakPasswordError } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { authFailureMessage, redirectErrorMessage, type AuthAction } from '../../../src/features/auth/auth-messages'
import { failureKindOfStatus, toAuthFailure, type AuthFailure } from '../../../sync/auth'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

describe('toAuthFailure: what supabase-js reports, as the session rules need it', () => {
  it.each<[string, unknown, Partial<AuthFailure>]>([
    ['no network (fetch threw)', new AuthRetryableFetchError('Failed to fetch', 0), { kind: 'network', status: 0 }],
    ['a bare TypeError from fetch', new TypeError('fetch failed'), { kind: 'network', status: 0 }],
    ['502', new AuthRetryableFetchError('Bad Gateway', 502), { kind: 'server', status: 502 }],
    ['503', new AuthRetryableFetchError('Service Unavailable', 503), { kind: 'server', status: 503 }],
    ['429', new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'), { kind: 'rate-limited', code: 'over_request_rate_limit' }],
    ['wrong password', new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'), { kind: 'rejected', status: 400, code: 'invalid_credentials' }],
    ['refresh token unknown', new AuthApiError('Invalid Refresh Token: Refresh Token Not Found', 400, 'refresh_token_not_found'), { kind: 'rejected' }],
    ['session gone (auth-js turns session_not_found into this)', new AuthSessionMissingError(), { kind: 'rejected', status: 400 }],
    [
      'weak password with reasons',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      { kind: 'rejected', code: 'weak_password', reasons: ['length'] },
    ],
    ['a body that is not JSON', new AuthUnknownError('Unexpected token <', {}), { kind: 'unexpected' }],
    ['a bug', new Error('boom'), { kind: 'unexpected', message: 'boom' }],
  ])('%s', (_name, error, expected) => {
    expect(toAuthFailure(error)).toMatchObject(expected)
  })

  it.each<[number, string]>([
    [0, 'network'],
    [400, 'rejected'],
    [401, 'rejected'],
    [403, 'rejected'],
    [408, 'rate-limited'],
    [422, 'rejected'],
    [429, 'rate-limited'],
    [500, 'server'],
    [503, 'server'],
    [530, 'server'],
  ])('status %i is %s', (status, kind) => {
    expect(failureKindOfStatus(status)).toBe(kind)
  })
})

const failure = (changes: Partial<AuthFailure>): AuthFailure => ({ kind: 'rejected', status: 400, code: null, message: '', reasons: [], ...changes })

describe('authFailureMessage (spec section 8)', () => {
  it.each<[string, AuthFailure, AuthAction, string]>([
    ['wrong password', failure({ code: 'invalid_credentials', message: 'Invalid login credentials' }), 'sign-in', 'Invalid login credentials'],
    ['existing email', failure({ status: 422, code: 'user_already_exists', message: 'User already registered' }), 'sign-up', 'User already registered'],
    ['weak password', failure({ status: 422, code: 'weak_password', reasons: ['pwned'] }), 'sign-up', 'Password is too weak. Choose a longer password that is harder to guess.'],
    ['rate limit', failure({ kind: 'rate-limited', status: 429 }), 'sign-in', 'Too many attempts. Please wait a moment and try again.'],
    ['offline', failure({ kind: 'network', status: 0 }), 'sign-in', 'Network error. Please check your connection'],
    ['server 5xx', failure({ kind: 'server', status: 503 }), 'sign-up', 'Server error. Please try again later'],
    ['a bug', failure({ kind: 'unexpected', status: 0, message: 'boom' }), 'reset', 'An unexpected error occurred'],
    [
      'an unknown code: the service message',
      failure({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' }),
      'reset',
      'Unable to validate email address: invalid format',
    ],
    ['no message: sign-in fallback', failure({ code: 'mystery' }), 'sign-in', 'Failed to sign in'],
    ['no message: sign-up fallback', failure({ code: 'mystery' }), 'sign-up', 'Failed to sign up'],
    ['no message: reset fallback', failure({ code: 'mystery' }), 'reset', 'Failed to send reset email'],
    ['no message: Google fallback', failure({ code: 'mystery' }), 'google', 'Failed to sign in with Google'],
  ])('%s', (_name, given, action, expected) => {
    expect(authFailureMessage(given, action)).toBe(expected)
  })

  it.each<[string, { code: string | null; description: string }, string]>([
    ['an expired email link', { code: 'otp_expired', description: 'Email link is invalid or has expired' }, 'This link is invalid or has expired. Please request a new one.'],
    ['a cancelled Google sign-in', { code: 'access_denied', description: 'The user cancelled the Google sign-in' }, 'Failed to sign in with Google'],
    ['anything else: the description', { code: 'server_error', description: 'Something broke' }, 'Something broke'],
    ['nothing at all', { code: null, description: '' }, 'Failed to sign in'],
  ])('redirect error: %s', (_name, error, expected) => {
    expect(redirectErrorMessage(error)).toBe(expected)
  })
})
