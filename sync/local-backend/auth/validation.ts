import { AuthError, validationFailed } from './errors'

// GoTrue's checks and messages (signup.go, mail.go, password.go, pkce.go). Lengths are Go string
// lengths, i.e. UTF-8 bytes.
const EMAIL_FORMAT = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
export const MAX_PASSWORD_BYTES = 72
const CODE_CHALLENGE = /^[a-zA-Z._~0-9-]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Checked before any `::uuid` cast, so a bad id is the client's mistake and never a database error. */
export const isUuid = (value: string) => UUID.test(value)

/** The address lower-cased, as GoTrue stores it; 400 validation_failed otherwise. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required')
  if (Buffer.byteLength(email) > 255) throw validationFailed('An email address is too long')
  if (!EMAIL_FORMAT.test(email)) throw validationFailed('Unable to validate email address: invalid format')
  return email.toLowerCase()
}

export interface WeakPassword {
  readonly message: string
  readonly reasons: readonly string[]
}

/** Too long is a 400; too short a weak password (returned, since sign-in only reports it). */
export function passwordWeakness(password: string, minLength: number): WeakPassword | undefined {
  const bytes = Buffer.byteLength(password)
  if (bytes > MAX_PASSWORD_BYTES) throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  if (bytes < minLength) return { message: `Password should be at least ${minLength} characters.`, reasons: ['length'] }
  return undefined
}

/** 422 weak_password with its reasons, as sign-up and password changes answer. */
export function assertStrongPassword(password: string, minLength: number): void {
  const weakness = passwordWeakness(password, minLength)
  if (weakness) throw new AuthError(422, 'weak_password', weakness.message, { weak_password: { reasons: weakness.reasons } })
}

export type CodeChallengeMethod = 's256' | 'plain'

export interface CodeChallenge {
  readonly challenge: string
  readonly method: CodeChallengeMethod
}

/** Both or neither of code_challenge and code_challenge_method; undefined means the implicit flow. */
export function validateCodeChallenge(challenge: string, method: string): CodeChallenge | undefined {
  if ((challenge === '') !== (method === '')) throw validationFailed('PKCE flow requires code_challenge_method and code_challenge')
  if (challenge === '') return undefined
  if (challenge.length < 43 || challenge.length > 128) throw validationFailed('code challenge has to be between 43 and 128 characters')
  if (!CODE_CHALLENGE.test(challenge)) {
    throw validationFailed('code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes')
  }
  const normalized = method.toLowerCase()
  if (normalized !== 's256' && normalized !== 'plain') throw validationFailed('Invalid code_challenge_method')
  return { challenge, method: normalized }
}
