/**
 * The auth forms' rules (docs/product.md section 5), pure: each validator returns the FIRST failing rule (the
 * spec shows only that one, as an error toast), with the field it belongs to, or null. Messages live
 * in auth-messages.ts.
 */
export type AuthField = 'fullName' | 'country' | 'email' | 'password' | 'confirmPassword' | 'termsAccepted' | 'privacyAccepted'

export type AuthRule =
  | 'EMAIL_INVALID'
  | 'EMAIL_TOO_LONG'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_SHORT_SIGN_UP'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_NEEDS_UPPERCASE'
  | 'PASSWORD_NEEDS_LOWERCASE'
  | 'PASSWORD_NEEDS_NUMBER'
  | 'PASSWORD_NEEDS_SPECIAL'
  | 'PASSWORDS_DONT_MATCH'
  | 'FULL_NAME_REQUIRED'
  | 'FULL_NAME_TOO_LONG'
  | 'COUNTRY_REQUIRED'
  | 'COUNTRY_TOO_LONG'
  | 'TERMS_REQUIRED'
  | 'PRIVACY_REQUIRED'

export interface AuthRuleFailure {
  readonly field: AuthField
  readonly rule: AuthRule
}

export const EMAIL_MAX_LENGTH = 255
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6
export const SIGN_UP_PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MIN_LENGTH = 2
export const NAME_MAX_LENGTH = 100

// The address rule of the form library docs/product.md's schema used (zod's `email()`): a local part
// without leading, trailing or doubled dots, and a domain of labels ending in a 2+ letter TLD.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i

export interface SignInValues {
  readonly email: string
  readonly password: string
}

export interface SignUpValues extends SignInValues {
  readonly fullName: string
  readonly country: string
  readonly confirmPassword: string
  readonly termsAccepted: boolean
  readonly privacyAccepted: boolean
  readonly marketingConsent: boolean
}

export interface NewPasswordValues {
  readonly password: string
  readonly confirmPassword: string
}

const fail = (field: AuthField, rule: AuthRule): AuthRuleFailure => ({ field, rule })

/** The email as sent: surrounding spaces (a paste) are not part of an address. */
export const normalizeEmail = (email: string) => email.trim()

export function emailRule(email: string): AuthRuleFailure | null {
  const value = normalizeEmail(email)
  if (!EMAIL.test(value)) return fail('email', 'EMAIL_INVALID')
  if (value.length > EMAIL_MAX_LENGTH) return fail('email', 'EMAIL_TOO_LONG')
  return null
}

/** Full name, 2 to 100 characters once trimmed (sign-up, and a rename in the settings). */
export function fullNameRule(fullName: string): AuthRuleFailure | null {
  const value = fullName.trim()
  if (value.length < NAME_MIN_LENGTH) return fail('fullName', 'FULL_NAME_REQUIRED')
  if (value.length > NAME_MAX_LENGTH) return fail('fullName', 'FULL_NAME_TOO_LONG')
  return null
}

/** Sign-up strength (also for a new password after a recovery link). */
function strongPasswordRule(password: string): AuthRuleFailure | null {
  if (password.length < SIGN_UP_PASSWORD_MIN_LENGTH) return fail('password', 'PASSWORD_TOO_SHORT_SIGN_UP')
  if (password.length > PASSWORD_MAX_LENGTH) return fail('password', 'PASSWORD_TOO_LONG')
  if (!/[A-Z]/.test(password)) return fail('password', 'PASSWORD_NEEDS_UPPERCASE')
  if (!/[a-z]/.test(password)) return fail('password', 'PASSWORD_NEEDS_LOWERCASE')
  if (!/[0-9]/.test(password)) return fail('password', 'PASSWORD_NEEDS_NUMBER')
  if (!/[^A-Za-z0-9]/.test(password)) return fail('password', 'PASSWORD_NEEDS_SPECIAL')
  return null
}

export function validateSignIn(values: SignInValues): AuthRuleFailure | null {
  const email = emailRule(values.email)
  if (email) return email
  if (values.password.length < SIGN_IN_PASSWORD_MIN_LENGTH) return fail('password', 'PASSWORD_TOO_SHORT')
  if (values.password.length > PASSWORD_MAX_LENGTH) return fail('password', 'PASSWORD_TOO_LONG')
  return null
}

export function validateReset(values: { readonly email: string }): AuthRuleFailure | null {
  return emailRule(values.email)
}

/** In docs/product.md's order: email, password, passwords match, full name, country, terms, privacy. */
export function validateSignUp(values: SignUpValues): AuthRuleFailure | null {
  const country = values.country.trim()
  return (
    emailRule(values.email) ??
    strongPasswordRule(values.password) ??
    (values.password !== values.confirmPassword ? fail('confirmPassword', 'PASSWORDS_DONT_MATCH') : null) ??
    fullNameRule(values.fullName) ??
    (country.length < NAME_MIN_LENGTH ? fail('country', 'COUNTRY_REQUIRED') : null) ??
    (country.length > NAME_MAX_LENGTH ? fail('country', 'COUNTRY_TOO_LONG') : null) ??
    (!values.termsAccepted ? fail('termsAccepted', 'TERMS_REQUIRED') : null) ??
    (!values.privacyAccepted ? fail('privacyAccepted', 'PRIVACY_REQUIRED') : null)
  )
}

export function validateNewPassword(values: NewPasswordValues): AuthRuleFailure | null {
  return strongPasswordRule(values.password) ?? (values.password !== values.confirmPassword ? fail('confirmPassword', 'PASSWORDS_DONT_MATCH') : null)
}

/** docs/product.md section 7: the sign-up metadata. `now` comes in so the payload is testable. */
export function signUpMetadata(values: SignUpValues, now: Date) {
  return {
    full_name: values.fullName.trim(),
    country: values.country.trim(),
    marketing_consent: values.marketingConsent,
    terms_accepted_at: now.toISOString(),
  }
}
