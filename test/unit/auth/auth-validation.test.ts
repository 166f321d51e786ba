import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { authRuleMessage } from '../../../src/features/auth/auth-messages'
import {
  type AuthRuleFailure,
  signUpMetadata,
  type SignUpValues,
  validateNewPassword,
  validateReset,
  validateSignIn,
  validateSignUp,
} from '../../../src/features/auth/auth-validation'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

/** The first failing rule as the trader reads it: field and docs/product.md's message. */
const shown = (failure: AuthRuleFailure | null) => (failure ? { field: failure.field, message: authRuleMessage(failure.rule) } : null)

const STRONG = 'Str0ng!Passw0rd'
const valid: SignUpValues = {
  fullName: 'Ana Trader',
  country: 'Portugal',
  email: 'ana@example.com',
  password: STRONG,
  confirmPassword: STRONG,
  termsAccepted: true,
  privacyAccepted: true,
  marketingConsent: false,
}

describe('sign in (spec section 5)', () => {
  it.each<[string, { email: string; password: string }, { field: string; message: string } | null]>([
    ['valid', { email: 'ana@example.com', password: 'secret' }, null],
    ['spaces around the email are not part of it', { email: '  ana@example.com ', password: 'secret' }, null],
    ['empty email', { email: '', password: 'secret' }, { field: 'email', message: 'Please enter a valid email address' }],
    ['no domain', { email: 'ana@', password: 'secret' }, { field: 'email', message: 'Please enter a valid email address' }],
    ['no at sign', { email: 'ana.example.com', password: 'secret' }, { field: 'email', message: 'Please enter a valid email address' }],
    ['double dot', { email: 'ana..b@example.com', password: 'secret' }, { field: 'email', message: 'Please enter a valid email address' }],
    ['email over 255', { email: `${'a'.repeat(250)}@example.com`, password: 'secret' }, { field: 'email', message: 'Email is too long' }],
    ['password under 6', { email: 'ana@example.com', password: '12345' }, { field: 'password', message: 'Password must be at least 6 characters' }],
    ['password over 128', { email: 'ana@example.com', password: 'x'.repeat(129) }, { field: 'password', message: 'Password is too long' }],
    ['both wrong: only the first (email) shows', { email: 'nope', password: '1' }, { field: 'email', message: 'Please enter a valid email address' }],
  ])('%s', (_name, values, expected) => {
    expect(shown(validateSignIn(values))).toEqual(expected)
  })

  it('accepts exactly 6 and 128 characters', () => {
    expect(validateSignIn({ email: 'a@b.co', password: '123456' })).toBeNull()
    expect(validateSignIn({ email: 'a@b.co', password: 'x'.repeat(128) })).toBeNull()
  })
})

describe('reset (same email rules)', () => {
  it.each<[string, string, string | null]>([
    ['valid', 'ana@example.com', null],
    ['invalid', 'ana', 'Please enter a valid email address'],
    ['too long', `${'b'.repeat(256)}@x.io`, 'Email is too long'],
  ])('%s', (_name, email, message) => {
    expect(shown(validateReset({ email }))?.message ?? null).toBe(message)
  })
})

describe('sign up (spec section 5): the first failing rule only, in the spec order', () => {
  it.each<[string, Partial<SignUpValues>, { field: string; message: string } | null]>([
    ['valid', {}, null],
    ['invalid email', { email: 'ana' }, { field: 'email', message: 'Please enter a valid email address' }],
    ['email too long', { email: `${'a'.repeat(250)}@example.com` }, { field: 'email', message: 'Email is too long' }],
    ['password under 12', { password: 'Sh0rt!pass', confirmPassword: 'Sh0rt!pass' }, { field: 'password', message: 'Password must be at least 12 characters' }],
    ['password over 128', { password: `Aa1!${'x'.repeat(125)}`, confirmPassword: `Aa1!${'x'.repeat(125)}` }, { field: 'password', message: 'Password is too long' }],
    ['no uppercase', { password: 'lower1!lower1!', confirmPassword: 'lower1!lower1!' }, { field: 'password', message: 'Password must contain at least one uppercase letter' }],
    ['no lowercase', { password: 'UPPER1!UPPER1!', confirmPassword: 'UPPER1!UPPER1!' }, { field: 'password', message: 'Password must contain at least one lowercase letter' }],
    ['no number', { password: 'NoNumbers!Here', confirmPassword: 'NoNumbers!Here' }, { field: 'password', message: 'Password must contain at least one number' }],
    [
      'no special character',
      { password: 'NoSpecial1Here', confirmPassword: 'NoSpecial1Here' },
      { field: 'password', message: 'Password must contain at least one special character' },
    ],
    ['passwords differ (shown on confirmPassword)', { confirmPassword: `${STRONG}x` }, { field: 'confirmPassword', message: "Passwords don't match" }],
    ['full name empty', { fullName: '' }, { field: 'fullName', message: 'Full name is required' }],
    ['full name of one letter (after trimming)', { fullName: ' A ' }, { field: 'fullName', message: 'Full name is required' }],
    ['full name over 100', { fullName: 'N'.repeat(101) }, { field: 'fullName', message: 'Name is too long' }],
    ['country empty', { country: '' }, { field: 'country', message: 'Please select your country' }],
    ['country over 100', { country: 'C'.repeat(101) }, { field: 'country', message: 'Country name is too long' }],
    ['terms not accepted', { termsAccepted: false }, { field: 'termsAccepted', message: 'You must accept the Terms and Privacy Policy' }],
    ['privacy not accepted', { privacyAccepted: false }, { field: 'privacyAccepted', message: 'You must accept the Privacy Policy' }],
    ['marketing is optional', { marketingConsent: true }, null],
    [
      'empty form: the email comes first',
      { email: '', password: '', confirmPassword: '', fullName: '', country: '', termsAccepted: false, privacyAccepted: false },
      { field: 'email', message: 'Please enter a valid email address' },
    ],
    [
      'weak password and no name: the password comes first',
      { password: 'abc', confirmPassword: 'abc', fullName: '' },
      { field: 'password', message: 'Password must be at least 12 characters' },
    ],
    ['short password wins over the other password rules', { password: 'abc', confirmPassword: 'abc' }, { field: 'password', message: 'Password must be at least 12 characters' }],
    ['mismatch comes before the name', { confirmPassword: 'other', fullName: '' }, { field: 'confirmPassword', message: "Passwords don't match" }],
    ['terms before privacy', { termsAccepted: false, privacyAccepted: false }, { field: 'termsAccepted', message: 'You must accept the Terms and Privacy Policy' }],
  ])('%s', (_name, changes, expected) => {
    expect(shown(validateSignUp({ ...valid, ...changes }))).toEqual(expected)
  })

  it('accepts the bounds: 12 and 128 characters, names of 2 and 100', () => {
    expect(validateSignUp({ ...valid, password: 'Aa1!aaaaaaaa', confirmPassword: 'Aa1!aaaaaaaa' })).toBeNull()
    const long = `Aa1!${'x'.repeat(124)}`
    expect(validateSignUp({ ...valid, password: long, confirmPassword: long })).toBeNull()
    expect(validateSignUp({ ...valid, fullName: 'Al', country: 'NZ' })).toBeNull()
    expect(validateSignUp({ ...valid, fullName: 'N'.repeat(100), country: 'C'.repeat(100) })).toBeNull()
  })
})

describe('new password after a recovery link', () => {
  it.each<[string, string, string, string | null]>([
    ['strong and matching', STRONG, STRONG, null],
    ['weak', 'short', 'short', 'Password must be at least 12 characters'],
    ['not matching', STRONG, 'Str0ng!Passw0rdX', "Passwords don't match"],
  ])('%s', (_name, password, confirmPassword, message) => {
    expect(shown(validateNewPassword({ password, confirmPassword }))?.message ?? null).toBe(message)
  })
})

describe('sign-up metadata (spec section 7)', () => {
  it('sends full_name, country, marketing_consent and terms_accepted_at', () => {
    const now = new Date('2025-05-01T10:00:00.000Z')
    expect(signUpMetadata({ ...valid, fullName: '  Ana Trader ', country: ' Portugal', marketingConsent: true }, now)).toEqual({
      full_name: 'Ana Trader',
      country: 'Portugal',
      marketing_consent: true,
      terms_accepted_at: '2025-05-01T10:00:00.000Z',
    })
  })
})
