import type { BackendRequest, BackendResponse } from '../http/types'

/**
 * An error GoTrue answers with: HTTP status, error code and message (Supabase's exact texts).
 * Handlers throw it; index.ts renders it. Anything else thrown (a database failure) is left to the
 * gateway, which answers 503 or 500, never a 4xx that would sign the client out.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields (weak_password reasons). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message)
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message)
export const validationFailed = (message: string) => badRequest('validation_failed', message)
export const badJson = (detail: string) => badRequest('bad_json', `Could not parse request body as JSON: ${detail}`)

export const API_VERSION_HEADER = 'x-supabase-api-version'
const API_VERSION_2024 = '2024-01-01'

/**
 * GoTrue picks the error body by the request's `X-Supabase-Api-Version` (auth-js always sends
 * 2024-01-01): from that date on `{code, message}` and the same header echoed back (auth-js reads
 * `code` only when it sees the header); before it, or without the header, the legacy
 * `{code: <status>, error_code, msg}`.
 */
export function errorResponse(error: AuthError, request: Pick<BackendRequest, 'headers'>): BackendResponse {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'x-sb-error-code': error.code }
  if (requestsApiVersion2024(request.headers[API_VERSION_HEADER])) {
    headers['X-Supabase-Api-Version'] = API_VERSION_2024
    return { status: error.status, headers, body: { code: error.code, message: error.message, ...error.extra } }
  }
  return { status: error.status, headers, body: { code: error.status, error_code: error.code, msg: error.message, ...error.extra } }
}

function requestsApiVersion2024(value: string | undefined): boolean {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= API_VERSION_2024
}

/** An error on its way back to the app in a redirect, as OAuth names it (`error`) plus GoTrue's code. */
export interface RedirectError {
  readonly error?: string
  readonly code?: string
  readonly description: string
}

// GoTrue's oauthErrorMap; other statuses (422, 429) carry no `error`.
const OAUTH_ERRORS: Readonly<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

export function redirectErrorOf(error: AuthError): RedirectError {
  const name = OAUTH_ERRORS[error.status]
  return { ...(name ? { error: name } : {}), code: error.code, description: error.message }
}
