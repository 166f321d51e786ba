import type { BackendRequest } from '../http/types'

export interface RedirectRules {
  readonly siteUrl: string
  readonly allowList: readonly string[]
}

/**
 * Where a flow may send the browser back to (GoTrue's utilities.GetReferrer): the `redirect_to`
 * parameter, else the Referer header, each only when allowed; else the site URL.
 */
export function redirectTarget(request: Pick<BackendRequest, 'url' | 'headers'>, rules: RedirectRules): string {
  for (const candidate of [request.headers.redirect_to, request.url.searchParams.get('redirect_to'), request.headers.referer]) {
    if (candidate && isAllowedRedirect(candidate, rules)) return candidate
  }
  return rules.siteUrl
}

/**
 * GoTrue's IsRedirectURLValid, restricted to http(s): the site URL's host on any port, a loopback
 * address (127.0.0.0/8, ::1) or `localhost` on any port, or an allow-list entry (exact, or a prefix
 * ending in `*`). Anything else falls back to the site URL, so a link cannot hand a session to a
 * foreign site.
 */
export function isAllowedRedirect(candidate: string, rules: RedirectRules): boolean {
  let target: URL
  try {
    target = new URL(candidate)
  } catch {
    return false
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false
  const host = target.hostname.replace(/^\[|\]$/g, '')
  if (host === hostOf(rules.siteUrl)) return true
  if (host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)) return true
  const withoutFragment = candidate.split('#')[0] ?? candidate
  return rules.allowList.some((entry) => (entry.endsWith('*') ? withoutFragment.startsWith(entry.slice(0, -1)) : withoutFragment === entry))
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return undefined
  }
}

/** Go's url.QueryEscape: only A-Z a-z 0-9 - _ . ~ stay as they are, a space becomes `+`. */
export function goQueryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

/** Go's url.Values.Encode: keys sorted, both sides query-escaped. */
export function goEncodeValues(values: Readonly<Record<string, string>>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${goQueryEscape(key)}=${goQueryEscape(values[key] ?? '')}`)
    .join('&')
}

/** `url` with `values` added to its query string (replacing same-named ones), as Go re-encodes it. */
export function withQuery(url: string, values: Readonly<Record<string, string>>): string {
  const parsed = new URL(url)
  const merged: Record<string, string> = {}
  for (const [key, value] of parsed.searchParams) merged[key] ??= value
  Object.assign(merged, values)
  parsed.search = ''
  const hash = parsed.hash
  parsed.hash = ''
  return `${parsed.toString()}?${goEncodeValues(merged)}${hash}`
}

/** `url` with its fragment replaced by `values` (how tokens and errors travel to the browser). */
export function withFragment(url: string, values: Readonly<Record<string, string>>): string {
  return `${url.split('#')[0]}#${goEncodeValues(values)}`
}

/**
 * An error redirect as GoTrue writes them: always in the fragment (with `sb`), and also in the
 * query when `alsoInQuery` (PKCE links and OAuth callbacks, whose clients read the query).
 */
export function errorRedirect(url: string, failure: { error?: string; code?: string; description: string }, alsoInQuery: boolean): string {
  const values: Record<string, string> = {
    ...(failure.error ? { error: failure.error } : {}),
    ...(failure.code ? { error_code: failure.code } : {}),
    error_description: failure.description,
  }
  return withFragment(alsoInQuery ? withQuery(url, values) : url, { ...values, sb: '' })
}
