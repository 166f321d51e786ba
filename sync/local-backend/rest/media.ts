/**
 * Content negotiation for this subset of PostgREST: JSON arrays (`application/json`, `*` / `*`,
 * `application/vnd.pgrst.array+json`) and single objects (`application/vnd.pgrst.object+json`),
 * each optionally with `nulls=stripped`; request bodies in JSON only; schema profiles (only
 * `public` is exposed).
 */
import { invalidBody, mediaTypeError, unacceptableSchema } from './errors'
import { EXPOSED_SCHEMA } from './schema-cache'

export interface ResponseMedia {
  readonly single: boolean
  readonly stripNulls: boolean
  readonly contentType: string
}

interface MediaRange {
  readonly type: string
  readonly params: Readonly<Record<string, string>>
  readonly raw: string
}

function parseMediaRange(raw: string): MediaRange & { q: number } {
  const [type = '', ...paramParts] = raw.split(';').map((part) => part.trim())
  const params: Record<string, string> = {}
  for (const part of paramParts) {
    const at = part.indexOf('=')
    if (at > 0) params[part.slice(0, at).trim().toLowerCase()] = part.slice(at + 1).trim()
  }
  const q = params.q === undefined ? 1 : Number(params.q)
  return { type: type.toLowerCase(), params, raw: raw.trim(), q: Number.isFinite(q) ? q : 1 }
}

/** The response media for an `Accept` header, the first acceptable by quality; 406 PGRST107 otherwise. */
export function negotiate(accept: string | undefined): ResponseMedia {
  const ranges = (accept ?? '*/*')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(parseMediaRange)
    .sort((a, b) => b.q - a.q)
  for (const range of ranges.length > 0 ? ranges : [parseMediaRange('*/*')]) {
    const stripNulls = range.params.nulls === 'stripped'
    if (range.type === 'application/vnd.pgrst.object+json' || range.type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls, contentType: `application/vnd.pgrst.object+json;${stripNulls ? ' nulls=stripped;' : ''} charset=utf-8` }
    }
    if (range.type === 'application/vnd.pgrst.array+json' || range.type === 'application/vnd.pgrst.array') {
      return { single: false, stripNulls, contentType: `application/vnd.pgrst.array+json;${stripNulls ? ' nulls=stripped;' : ''} charset=utf-8` }
    }
    if (range.type === 'application/json' || range.type === '*/*') return { single: false, stripNulls: false, contentType: 'application/json; charset=utf-8' }
  }
  throw mediaTypeError(ranges.map((range) => range.raw))
}

/** Request bodies must be JSON (PostgREST's default when Content-Type is absent). */
export function checkContentType(contentType: string | undefined): void {
  const type = (contentType ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type !== 'application/json') throw invalidBody(`Content-Type not acceptable: ${type}`)
}

/**
 * The schema named by `Accept-Profile` (GET, HEAD) or `Content-Profile` (POST, PATCH, PUT, DELETE).
 * Returns whether a profile was negotiated (the response then names it in `Content-Profile`).
 */
export function checkProfile(method: string, headers: Readonly<Record<string, string>>): boolean {
  const profile = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method) ? headers['content-profile'] : headers['accept-profile']
  if (profile === undefined) return false
  if (profile !== EXPOSED_SCHEMA) throw unacceptableSchema(profile, [EXPOSED_SCHEMA])
  return true
}
