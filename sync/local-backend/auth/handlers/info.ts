import { json, type BackendRequest, type BackendResponse } from '../../http/types'
import type { AuthContext } from '../context'
import { listMail } from '../mailbox'
import { mailboxPage } from '../pages'

/** GET /mailbox: the local mailbox as a page, or `?format=json` (optionally `&to=<address>`) for tests. */
export async function mailbox(auth: AuthContext, request: BackendRequest): Promise<BackendResponse> {
  const query = request.url.searchParams
  const mails = await listMail(auth.backend.db, { to: query.get('to'), limit: 200 })
  return query.get('format') === 'json' ? json(200, mails) : mailboxPage(mails)
}

/** GET /health, as GoTrue answers it. */
export async function health(): Promise<BackendResponse> {
  return json(200, { version: 'v2.186.0-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' })
}

const EXTERNAL_PROVIDERS =
  'anonymous_users apple azure bitbucket discord facebook snapchat figma fly github gitlab google keycloak kakao linkedin linkedin_oidc notion spotify slack slack_oidc workos twitch twitter email phone zoom'.split(
    ' ',
  )

/** GET /settings: which sign-in methods are on (email, and Google through the stand-in when it runs). */
export async function settings(auth: AuthContext): Promise<BackendResponse> {
  return json(200, {
    external: Object.fromEntries(EXTERNAL_PROVIDERS.map((name) => [name, name === 'email' || (name === 'google' && auth.backend.authShortcuts)])),
    disable_signup: false,
    mailer_autoconfirm: auth.settings.autoConfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  })
}

/** GET /.well-known/jwks.json: no public keys, since tokens are HS256 with the shared secret. */
export async function jwks(): Promise<BackendResponse> {
  return json(200, { keys: [] })
}
