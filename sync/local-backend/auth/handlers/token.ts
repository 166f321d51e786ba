import { json, type BackendRequest, type BackendResponse } from '../../http/types'
import { limitPerIp, type AuthContext } from '../context'
import { badRequest, tooManyRequests, unprocessable, validationFailed } from '../errors'
import { consumeAuthCode } from '../flow-state'
import { verifyAgainstNothing, verifyPassword } from '../password'
import { refreshSession } from '../refresh'
import { readJsonParams, userAgentAndIp } from '../request'
import { startSession } from '../sessions'
import { findUserByEmail } from '../user-json'
import { MAX_PASSWORD_BYTES, passwordWeakness } from '../validation'

const INVALID_LOGIN = 'Invalid login credentials'

/**
 * POST /token?grant_type=password|refresh_token|pkce (GoTrue's token.go). Refresh and PKCE grants
 * are rate-limited per IP; password sign-ins by their failures, per account and per IP.
 */
export async function token(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  const grantType = request.url.searchParams.get('grant_type') ?? ''
  // Own keys only: `grant_type=constructor` must not find Object's.
  const grant = Object.hasOwn(GRANTS, grantType) ? GRANTS[grantType] : undefined
  if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type')
  if (grantType !== 'password') limitPerIp(auth, request, 'token', auth.settings.rateLimits.token)
  return json(200, await grant(auth, request))
}

const GRANTS: Record<string, (auth: AuthContext, request: BackendRequest) => Promise<unknown>> = {
  password: passwordGrant,
  refresh_token: async (auth, request) => {
    const params = await readJsonParams(request, 'RefreshTokenGrantParams')
    return refreshSession(auth, params.string('refresh_token'), userAgentAndIp(request))
  },
  pkce: async (auth, request) => {
    const params = await readJsonParams(request, 'PKCEGrantParams')
    const [authCode, verifier] = [params.string('auth_code'), params.string('code_verifier')]
    if (authCode === '' || verifier === '') throw validationFailed('invalid request: both auth code and code verifier should be non-empty')
    return auth.backend.db.transaction(async (tx) => {
      const flow = await consumeAuthCode(tx, auth, authCode, verifier)
      return startSession(tx, auth, { userId: flow.userId, method: flow.method, device: userAgentAndIp(request) })
    })
  },
}

/**
 * Email and password. An unknown address and a wrong password get the same 400
 * invalid_credentials, after the same slow hash. A correct password that today's rules call weak
 * still signs in, with `weak_password` in the answer.
 */
async function passwordGrant(auth: AuthContext, request: BackendRequest) {
  const params = await readJsonParams(request, 'PasswordGrantParams')
  const [email, phone, password] = [params.string('email'), params.string('phone'), params.string('password')]
  if (email !== '' && phone !== '') throw validationFailed('Only an email address or phone number should be provided on login.')
  if (email === '' && phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  if (email === '') throw validationFailed('missing email or phone')

  const { signInFailuresPerAccount, signInFailuresPerAddress } = auth.settings.rateLimits
  const accountKey = `sign-in-failures:account:${email.trim().toLowerCase()}`
  const addressKey = `sign-in-failures:ip:${request.ip}`
  // Checked before the password, so a guess past the limit learns nothing, right or wrong.
  if (!auth.limiter.hasRoom(accountKey, signInFailuresPerAccount) || !auth.limiter.hasRoom(addressKey, signInFailuresPerAddress)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached')
  }
  const invalidLogin = () => {
    auth.limiter.take(accountKey, signInFailuresPerAccount)
    auth.limiter.take(addressKey, signInFailuresPerAddress)
    return badRequest('invalid_credentials', INVALID_LOGIN)
  }

  const cost = auth.settings.passwordHashCost
  const user = await findUserByEmail(auth.backend.db, email, auth.now())
  if (!user?.encryptedPassword) {
    await verifyAgainstNothing(password, cost)
    throw invalidLogin()
  }
  if (user.banned) throw badRequest('user_banned', 'User is banned')
  if (!(await verifyPassword(password, user.encryptedPassword))) throw invalidLogin()
  if (!user.confirmed) throw badRequest('email_not_confirmed', 'Email not confirmed')
  const weakPassword = Buffer.byteLength(password) > MAX_PASSWORD_BYTES ? undefined : passwordWeakness(password, auth.settings.minPasswordLength)
  return auth.backend.db.transaction((tx) =>
    startSession(tx, auth, { userId: user.id, method: 'password', device: userAgentAndIp(request), ...(weakPassword ? { weakPassword } : {}) }),
  )
}
