/**
 * Errors as PostgREST answers them (Error.hs, v14.5): a body `{code, details, hint, message}`, a
 * status per error, `Proxy-Status: PostgREST; error=<code>`, and `WWW-Authenticate` on 401s.
 */
import { asPostgresError } from '../database/database'
import { json, type BackendResponse } from '../http/types'

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message)
  }
}

export function errorResponse(error: RestError): BackendResponse {
  return json(
    error.status,
    { code: error.code, details: error.details, hint: error.hint, message: error.message },
    { 'proxy-status': `PostgREST; error=${error.code}`, ...error.headers },
  )
}

// ---- request errors (PGRST1xx) ----------------------------------------------------------------

export const queryParamError = (message: string, details: string) => new RestError(400, 'PGRST100', message, details)
export const invalidBody = (message: string) => new RestError(400, 'PGRST102', message)
export const invalidRange = (details: string) => new RestError(416, 'PGRST103', 'Requested range not satisfiable', details)
export const unacceptableSchema = (schema: string, exposed: readonly string[]) =>
  new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed.join(', ')}`)
export const mediaTypeError = (types: readonly string[]) => new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`)
export const notEmbedded = (resource: string) =>
  new RestError(400, 'PGRST108', `'${resource}' is not an embedded resource in this request`, null, `Verify that '${resource}' is included in the 'select' query parameter.`)
export const singularityError = (rows: number) => new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`)
export const unsupportedMethod = (method: string) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
export const invalidRpcMethod = (method: string) => new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`)
export const invalidPreferences = (prefs: readonly string[]) =>
  new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefs.join(', ')}`)
export const aggregatesNotAllowed = () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
export const maxAffectedViolation = (rows: number) => new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`)
export const invalidResourcePath = () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
export const openApiDisabled = () => new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled')

// ---- schema cache errors (PGRST2xx) -----------------------------------------------------------

export const noRelationship = (parent: string, child: string, schema: string) =>
  new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}' in the schema '${schema}', but no matches were found.`,
  )
export const columnNotFound = (table: string, column: string) => new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`)
export const tableNotFound = (schema: string, table: string, suggestion: string | undefined) =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
    null,
    suggestion === undefined ? null : `Perhaps you meant the table '${schema}.${suggestion}'`,
  )

// ---- JWT errors (PGRST3xx) --------------------------------------------------------------------

const invalidToken = (status: number, code: string, message: string, details: string | null = null) =>
  new RestError(status, code, message, details, null, { 'www-authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}` })
export const jwtDecodeError = (message: string, details: string | null = null) => invalidToken(401, 'PGRST301', message, details)
export const jwtClaimsError = (message: string) => invalidToken(401, 'PGRST303', message)

// ---- database errors --------------------------------------------------------------------------

/**
 * pgErrorStatus of PostgREST's Error.hs, except that every transient class (08, 53 but 53400, 57P)
 * answers 503: a client keeps its session on 5xx and drops it on 4xx.
 */
export function postgresStatus(code: string, message: string, authenticated: boolean): number {
  if (/^(08|53|57P)/.test(code) && code !== '53400') return 503
  if (/^(0L|0P|28)/.test(code)) return 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|XX)/.test(code) || code === '53400' || code === '42P17') return 500
  if (code === 'P0001') return 400
  if (code.startsWith('P0')) return 500
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404
  if (code === '42P01') return 404
  if (code === '42501') return authenticated ? 403 : 401
  const custom = /^PT(\d{3})$/.exec(code)
  if (custom) return Number(custom[1])
  return 400
}

/** A database error as PostgREST renders it, or undefined when `error` is not one. */
export function fromPostgresError(error: unknown, authenticated: boolean): RestError | undefined {
  const pgError = asPostgresError(error)
  if (!pgError) return undefined
  const status = postgresStatus(pgError.code, pgError.message, authenticated)
  return new RestError(status, pgError.code, pgError.message, pgError.detail ?? null, pgError.hint ?? null, status === 401 ? { 'www-authenticate': 'Bearer' } : {})
}
