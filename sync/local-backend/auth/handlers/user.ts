import { json, type BackendRequest, type BackendResponse } from '../../http/types'
import { DUPLICATE_EMAIL_MESSAGE, emailTaken, replacePassword } from '../accounts'
import { authenticate, limitEmailsTo, limitPerIp, type AuthContext } from '../context'
import { createLinkToken, verifyLink } from '../email-links'
import { badRequest, forbidden, unprocessable, validationFailed } from '../errors'
import { createFlowState } from '../flow-state'
import { composeMail, deliverMail } from '../mailbox'
import { hashPassword, verifyPassword } from '../password'
import { redirectTarget } from '../redirect'
import { readJsonParams } from '../request'
import { endSessions, type LogoutScope } from '../sessions'
import { isoTime, loadUser, mergeUserMetadata } from '../user-json'
import { assertStrongPassword, validateCodeChallenge, validateEmail } from '../validation'

/** GET /user: the signed-in user, as stored now. */
export async function getUser(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  const { claims, user } = await authenticate(auth, request)
  const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud
  if (audience !== 'authenticated') throw validationFailed("Token audience doesn't match request audience")
  return json(200, user.json)
}

/**
 * PUT /user {password?, data?, email?} (GoTrue's UserUpdate). `data` is merged into
 * user_metadata (null removes a key). A new password ends the user's other sessions. A new email
 * takes effect when the link mailed to it is followed.
 */
export async function updateUser(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  const { user, sessionId } = await authenticate(auth, request)
  limitPerIp(auth, request, 'user', auth.settings.rateLimits.userUpdate)
  const params = await readJsonParams(request, 'UserUpdateParams')
  const email = params.string('email') === '' ? '' : validateEmail(params.string('email'))
  if (params.string('phone') !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  const password = params.has('password') ? params.string('password') : undefined
  if (password !== undefined) assertStrongPassword(password, auth.settings.minPasswordLength)
  const data = params.object('data')
  if (params.has('app_metadata')) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  const code = validateCodeChallenge(params.string('code_challenge'), params.string('code_challenge_method'))

  const { db } = auth.backend
  const changesEmail = email !== '' && email !== user.email
  if (changesEmail && (await emailTaken(db, email, user.id))) throw unprocessable('email_exists', DUPLICATE_EMAIL_MESSAGE)
  let passwordHash: string | undefined
  if (password !== undefined) {
    if (password !== '' && (await verifyPassword(password, user.encryptedPassword))) {
      throw unprocessable('same_password', 'New password should be different from the old password.')
    }
    passwordHash = await hashPassword(password, auth.settings.passwordHashCost)
  }
  if (changesEmail) limitEmailsTo(auth, email)

  await db.transaction(async (tx) => {
    if (passwordHash !== undefined) await replacePassword(tx, auth, { userId: user.id, passwordHash, keepSessionId: sessionId })
    if (data) await mergeUserMetadata(tx, user.id, data, auth.now())
    if (changesEmail) {
      await tx.query('update auth.users set email_change = $2, updated_at = $3::timestamptz where id = $1::uuid', [user.id, email, isoTime(auth.now())])
      if (code) await createFlowState(tx, auth, { providerType: 'email_change', method: 'email_change', code, userId: user.id })
      const token = await createLinkToken(tx, auth, { userId: user.id, address: email, type: 'email_change', pkce: code !== undefined })
      const link = verifyLink(auth, token, 'email_change', redirectTarget(request, auth.redirects))
      await deliverMail(tx, auth, composeMail('email_change', email, link, { oldEmail: user.email }))
    }
  })
  return json(200, (await loadUser(db, user.id, auth.now())).json)
}

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others']

/** POST /logout?scope=global|local|others: 204; the sessions' refresh tokens stop working. */
export async function logout(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  const { user, sessionId } = await authenticate(auth, request)
  const scope = request.url.searchParams.get('scope') || 'global'
  if (!SCOPES.includes(scope as LogoutScope)) throw validationFailed(`Unsupported logout scope "${scope}"`)
  await endSessions(auth.backend.db, scope as LogoutScope, user.id, sessionId)
  return { status: 204 }
}
