import type { BackendRequest, BackendResponse } from '../../http/types'
import { signJwt, verifyJwt } from '../../jwt'
import { sessionFragmentValues, type SessionBody } from '../access-token'
import { nowSeconds, type AuthContext } from '../context'
import { AuthError, badRequest, redirectErrorOf, validationFailed, type RedirectError } from '../errors'
import { createFlowState, findOAuthFlow } from '../flow-state'
import { knownGoogleAccounts, signInWithGoogleProfile, standInSubject } from '../google-accounts'
import { consentPage, expiredConsentPage } from '../pages'
import { errorRedirect, goEncodeValues, redirectTarget, withFragment, withQuery } from '../redirect'
import { readFormParams, userAgentAndIp } from '../request'
import { startSession } from '../sessions'
import { validateCodeChallenge, validateEmail } from '../validation'

// Google sign-in without Google: /authorize sends the browser to a local consent page (instead
// of accounts.google.com) that says plainly what it is; the developer picks an address; the page
// hands a short-lived code to /callback, which then behaves like GoTrue's OAuth callback.

export const CONSENT_PATH = '/google-stand-in'
const CODE_AUDIENCE = 'local-google-stand-in'
const CODE_LIFETIME_SECONDS = 300

// Providers GoTrue knows; all but Google are "not enabled" here, anything else "could not be found".
const GOTRUE_PROVIDERS = new Set(
  'apple azure bitbucket discord facebook figma fly github gitlab kakao keycloak linkedin linkedin_oidc notion slack slack_oidc snapchat spotify twitch twitter workos x zoom'.split(
    ' ',
  ),
)

const found = (location: string): BackendResponse => ({ status: 302, headers: { location } })

/** GET /authorize?provider=google&redirect_to=&code_challenge=: 302 to the consent page. */
export async function authorize(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  const query = request.url.searchParams
  const provider = (query.get('provider') ?? '').toLowerCase()
  // Without the shortcuts Google is a provider like the others: not enabled.
  if (provider !== 'google' || !auth.backend.authShortcuts) {
    const reason = GOTRUE_PROVIDERS.has(provider) || provider === 'google' ? 'provider is not enabled' : `Provider ${provider} could not be found`
    throw validationFailed(`Unsupported provider: ${reason}`)
  }
  const referrer = redirectTarget(request, auth.redirects)
  const code = validateCodeChallenge(query.get('code_challenge') ?? '', query.get('code_challenge_method') ?? '')
  const flow = await createFlowState(auth.backend.db, auth, { providerType: 'google', method: 'oauth', code, referrer })
  return found(`${auth.baseUrl()}${CONSENT_PATH}?${goEncodeValues({ state: flow.id })}`)
}

/** GET (the page) and POST (its form) of the consent page. */
export async function consent(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  const form = request.method === 'POST' ? await readFormParams(request) : request.url.searchParams
  const state = form.get('state') ?? ''
  const flow = await findOAuthFlow(auth.backend.db, state)
  if (!flow || auth.now() > flow.createdMs + auth.settings.flowStateLifetimeSeconds * 1000) return expiredConsentPage(auth.backend.siteUrl)
  const [email, name] = [(form.get('email') ?? '').trim(), (form.get('name') ?? '').trim()]
  const page = async (status: number, error?: string) =>
    consentPage(status, {
      state,
      formAction: `${auth.baseUrl()}${CONSENT_PATH}`,
      cancelUrl: `${auth.baseUrl()}/callback?${goEncodeValues({ state, error: 'access_denied', error_description: 'The user cancelled the Google sign-in' })}`,
      returnTo: flow.referrer ?? auth.backend.siteUrl,
      knownAccounts: await knownGoogleAccounts(auth.backend.db),
      email,
      name,
      ...(error ? { error } : {}),
    })
  if (request.method !== 'POST') return page(200)
  let address: string
  try {
    address = validateEmail(email)
  } catch (error) {
    if (error instanceof AuthError) return page(400, `${error.message}. Enter an email address such as trader@example.com.`)
    throw error
  }
  const now = nowSeconds(auth)
  const code = signJwt({ aud: CODE_AUDIENCE, sub: standInSubject(address), email: address, name, iat: now, exp: now + CODE_LIFETIME_SECONDS }, auth.backend.keys.jwtSecret)
  return found(`${auth.baseUrl()}/callback?${goEncodeValues({ state, code })}`)
}

/**
 * GET|POST /callback?state=&code= (or &error=): GoTrue's ExternalProviderCallback. Signs the
 * Google profile in and 302s to the flow's redirect_to with the session in the fragment, or
 * `?code=` for a PKCE flow; failures go back there as `error`, `error_code`, `error_description`.
 */
export async function callback(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  const query = request.method === 'POST' ? await readFormParams(request) : request.url.searchParams
  const flow = await findOAuthFlow(auth.backend.db, query.get('state') ?? '')
  if (!flow) {
    const failure = redirectErrorOf(badRequest('bad_oauth_state', 'OAuth callback with invalid state'))
    return {
      status: 303,
      headers: { location: withQuery(auth.backend.siteUrl, { error: failure.error ?? '', error_code: failure.code ?? '', error_description: failure.description }) },
    }
  }
  const target = flow.referrer ?? auth.backend.siteUrl
  const fail = (failure: RedirectError) => found(errorRedirect(target, failure, true))
  const providerError = query.get('error')
  if (providerError) return fail({ error: providerError, description: query.get('error_description') ?? '' })

  try {
    const profile = profileFromCode(auth, query.get('code') ?? '')
    const authCode = flow.authCode
    const outcome = await auth.backend.db.transaction(async (tx): Promise<{ code: string } | { session: SessionBody }> => {
      const userId = await signInWithGoogleProfile(tx, auth, profile)
      if (authCode) {
        await tx.query('update auth.flow_state set user_id = $2::uuid, auth_code_issued_at = $3::timestamptz, updated_at = $3::timestamptz where id = $1::uuid', [
          flow.id,
          userId,
          new Date(auth.now()).toISOString(),
        ])
        return { code: authCode }
      }
      await tx.query('delete from auth.flow_state where id = $1::uuid', [flow.id])
      return { session: await startSession(tx, auth, { userId, method: 'oauth', device: userAgentAndIp(request) }) }
    })
    if ('code' in outcome) return found(withQuery(target, { code: outcome.code }))
    return found(withFragment(target, sessionFragmentValues(outcome.session, { provider_token: '' })))
  } catch (error) {
    if (error instanceof AuthError) return fail(redirectErrorOf(error))
    throw error
  }
}

function profileFromCode(auth: AuthContext, code: string) {
  if (code === '') throw badRequest('bad_oauth_callback', 'OAuth callback with missing authorization code missing')
  const verified = verifyJwt(code, auth.backend.keys.jwtSecret, nowSeconds(auth))
  const { sub, email, name, aud } = verified.ok ? verified.claims : {}
  if (aud !== CODE_AUDIENCE || typeof sub !== 'string' || typeof email !== 'string') {
    throw badRequest('bad_oauth_callback', 'OAuth callback with an invalid or expired authorization code')
  }
  return { sub, email, name: typeof name === 'string' ? name : '' }
}
