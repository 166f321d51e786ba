import { randomUUID } from 'node:crypto'
import { asPostgresError, type SqlSession } from '../../database/database'
import { json, type BackendRequest, type BackendResponse } from '../../http/types'
import { confirmUser, insertEmailUser } from '../accounts'
import { limitEmailsTo, limitPerIp, type AuthContext } from '../context'
import { createLinkToken, verifyLink } from '../email-links'
import { badRequest, unprocessable, validationFailed } from '../errors'
import { createFlowState } from '../flow-state'
import { composeMail, deliverMail } from '../mailbox'
import { hashPassword } from '../password'
import { redirectTarget } from '../redirect'
import { readJsonParams, userAgentAndIp } from '../request'
import { startSession } from '../sessions'
import { findUserByEmail, loadUser } from '../user-json'
import { assertStrongPassword, validateCodeChallenge, validateEmail, type CodeChallenge } from '../validation'

class DuplicateUser extends Error {}

/**
 * POST /signup (GoTrue's signup.go). With auto-confirm the user is confirmed and signed in at
 * once; otherwise a confirmation mail goes to the mailbox and only the user comes back. A taken
 * address is 422 user_already_exists with auto-confirm, and otherwise a 200 with a made-up user,
 * so the answer does not tell who is registered.
 */
export async function signup(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  const params = await readJsonParams(request, 'SignupParams')
  const [email, phone, password] = [params.string('email'), params.string('phone'), params.string('password')]
  const data = params.object('data') ?? {}
  const challenge = params.string('code_challenge')
  const challengeMethod = params.string('code_challenge_method')
  if (email === '' && phone === '') throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  limitPerIp(auth, request, 'signup', auth.settings.rateLimits.signup)
  if (password === '') throw validationFailed('Signup requires a valid password')
  assertStrongPassword(password, auth.settings.minPasswordLength)
  if (email !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided on signup.')
  const code = validateCodeChallenge(challenge, challengeMethod)
  if (email === '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
  const address = validateEmail(email)
  const redirectTo = redirectTarget(request, auth.redirects)
  const { db } = auth.backend
  const autoConfirm = auth.settings.autoConfirm

  const existing = await findUserByEmail(db, address, auth.now())
  if (existing) {
    if (autoConfirm) throw unprocessable('user_already_exists', 'User already registered')
    if (existing.confirmed) return json(200, obfuscatedUser(auth, address, data))
    // Unconfirmed: mail the link again, but leave the user as it is (the claim is unproven).
    limitEmailsTo(auth, address)
    await db.transaction((tx) => sendConfirmation(tx, auth, { userId: existing.id, address, code, redirectTo }))
    return json(200, (await loadUser(db, existing.id, auth.now())).json)
  }

  if (!autoConfirm) limitEmailsTo(auth, address)
  // Hashed before the transaction: a slow hash must not hold PGlite's only connection.
  const passwordHash = await hashPassword(password, auth.settings.passwordHashCost)
  const userId = randomUUID()
  try {
    const session = await db.transaction(async (tx) => {
      await insertEmailUser(tx, auth, { id: userId, email: address, passwordHash, data }).catch((error: unknown) => {
        throw asPostgresError(error)?.code === '23505' ? new DuplicateUser() : error
      })
      if (!autoConfirm) {
        await sendConfirmation(tx, auth, { userId, address, code, redirectTo })
        return undefined
      }
      await confirmUser(tx, auth, userId)
      return startSession(tx, auth, { userId, method: 'password', device: userAgentAndIp(request) })
    })
    return json(200, session ?? (await loadUser(db, userId, auth.now())).json)
  } catch (error) {
    // Two sign-ups with one address at the same moment: the loser sees what a later one would.
    if (!(error instanceof DuplicateUser)) throw error
    if (autoConfirm) throw unprocessable('user_already_exists', 'User already registered')
    return json(200, obfuscatedUser(auth, address, data))
  }
}

async function sendConfirmation(tx: SqlSession, auth: AuthContext, input: { userId: string; address: string; code: CodeChallenge | undefined; redirectTo: string }) {
  if (input.code) await createFlowState(tx, auth, { providerType: 'email', method: 'email/signup', code: input.code, userId: input.userId })
  const token = await createLinkToken(tx, auth, { userId: input.userId, address: input.address, type: 'signup', pkce: input.code !== undefined })
  await deliverMail(tx, auth, composeMail('confirmation', input.address, verifyLink(auth, token, 'signup', input.redirectTo)))
}

/** GoTrue's sanitizeUser: what a new sign-up would have looked like, with a random id. */
function obfuscatedUser(auth: AuthContext, email: string, data: Record<string, unknown>) {
  const now = new Date(auth.now()).toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
