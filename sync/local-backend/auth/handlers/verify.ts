import type { BackendRequest, BackendResponse } from '../../http/types'
import { sessionFragmentValues, type SessionBody } from '../access-token'
import { applyEmailChange, confirmUser } from '../accounts'
import { limitPerIp, type AuthContext } from '../context'
import { consumeLinkToken, PKCE_PREFIX, type LinkType } from '../email-links'
import { AuthError, redirectErrorOf, validationFailed } from '../errors'
import { issueAuthCode } from '../flow-state'
import { errorRedirect, redirectTarget, withFragment, withQuery } from '../redirect'
import { userAgentAndIp } from '../request'
import { startSession, type SignInMethod } from '../sessions'
import { loadUser, refreshProviders } from '../user-json'

const LINK_TYPES: Readonly<Record<string, LinkType>> = { signup: 'signup', recovery: 'recovery', email_change: 'email_change' }
// The flow each link completes, for the PKCE auth code (GoTrue's ParseAuthenticationMethod).
const PKCE_METHODS: Readonly<Record<LinkType, SignInMethod>> = { signup: 'email/signup', recovery: 'recovery', email_change: 'email_change' }

export const seeOther = (location: string): BackendResponse => ({ status: 303, headers: { location } })

/**
 * GET /verify?token&type&redirect_to: the link of a confirmation, recovery or email-change mail
 * (GoTrue's verifyGet). 303 to redirect_to with the session in the fragment (`type` says which
 * link it was), or with `?code=` when the mail was requested with a PKCE challenge. A bad, used or
 * expired link goes back with `#error=access_denied&error_code=otp_expired&...`.
 */
export async function verify(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  limitPerIp(auth, request, 'verify', auth.settings.rateLimits.verify)
  const type = request.url.searchParams.get('type') ?? ''
  const token = request.url.searchParams.get('token') ?? ''
  if (type === '') throw validationFailed('Verify requires a verification type')
  if (token === '') throw validationFailed('Verify requires a token or a token hash')
  const redirectTo = redirectTarget(request, auth.redirects)
  const pkce = token.startsWith(PKCE_PREFIX)

  let outcome: { session: SessionBody } | { code: string }
  try {
    outcome = await auth.backend.db.transaction(async (tx) => {
      const linkType = Object.hasOwn(LINK_TYPES, type) ? LINK_TYPES[type] : undefined
      if (!linkType) throw validationFailed('Invalid email verification type')
      const userId = await consumeLinkToken(tx, auth, token, linkType)
      if (linkType === 'signup') await confirmUser(tx, auth, userId)
      if (linkType === 'email_change') await applyEmailChange(tx, auth, userId)
      // Following a recovery link proves the address too.
      if (linkType === 'recovery' && !(await loadUser(tx, userId, auth.now())).confirmed) await confirmUser(tx, auth, userId)
      await refreshProviders(tx, userId, auth.now())
      if (pkce) return { code: await issueAuthCode(tx, auth, userId, PKCE_METHODS[linkType]) }
      return { session: await startSession(tx, auth, { userId, method: 'otp', device: userAgentAndIp(request) }) }
    })
  } catch (error) {
    if (error instanceof AuthError) return seeOther(errorRedirect(redirectTo, redirectErrorOf(error), pkce))
    throw error
  }
  if ('code' in outcome) return seeOther(withQuery(redirectTo, { code: outcome.code }))
  return seeOther(withFragment(redirectTo, sessionFragmentValues(outcome.session, { type })))
}
