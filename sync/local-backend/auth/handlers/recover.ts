import { json, type BackendRequest, type BackendResponse } from '../../http/types'
import { limitEmailsTo, limitPerIp, type AuthContext } from '../context'
import { createLinkToken, verifyLink } from '../email-links'
import { validationFailed } from '../errors'
import { createFlowState } from '../flow-state'
import { composeMail, deliverMail } from '../mailbox'
import { redirectTarget } from '../redirect'
import { readJsonParams } from '../request'
import { findUserByEmail } from '../user-json'
import { validateCodeChallenge, validateEmail } from '../validation'

/**
 * POST /recover {email}: a recovery mail whose link signs the user in (GoTrue's recover.go).
 * The answer is 200 {} whether or not the address is registered.
 */
export async function recover(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  limitPerIp(auth, request, 'recover', auth.settings.rateLimits.recover)
  const params = await readJsonParams(request, 'RecoverParams')
  const email = params.string('email')
  if (email === '') throw validationFailed('Password recovery requires an email')
  const address = validateEmail(email)
  const code = validateCodeChallenge(params.string('code_challenge'), params.string('code_challenge_method'))
  const redirectTo = redirectTarget(request, auth.redirects)

  const user = await findUserByEmail(auth.backend.db, address, auth.now())
  if (!user) return json(200, {})
  limitEmailsTo(auth, address)
  await auth.backend.db.transaction(async (tx) => {
    if (code) await createFlowState(tx, auth, { providerType: 'recovery', method: 'recovery', code, userId: user.id })
    const token = await createLinkToken(tx, auth, { userId: user.id, address: user.email, type: 'recovery', pkce: code !== undefined })
    await deliverMail(tx, auth, composeMail('recovery', user.email, verifyLink(auth, token, 'recovery', redirectTo)))
  })
  return json(200, {})
}
