// What Supabase's gateway answers to browsers (docs/sync.md): every header supabase-js sends is allowed,
// and the headers it must read (`Content-Range` for counts, `X-Supabase-Api-Version` for auth error
// codes) are exposed.
export const CORS_ALLOWED_HEADERS =
  'apikey, authorization, x-client-info, content-type, accept-profile, content-profile, prefer, x-supabase-api-version, x-retry-count, range, x-upsert, cache-control, x-source'
export const CORS_EXPOSED_HEADERS = 'Content-Range, X-Supabase-Api-Version, x-sb-error-code, Content-Location, Location'
export const CORS_ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

/**
 * `origin` is one the gateway allowed (http/origins.ts), never `*` nor an echo of whatever came;
 * no credentials are allowed (supabase-js sends its tokens in headers, not cookies). A request
 * without `Origin` is no cross-origin browser call and gets no CORS headers.
 */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (origin === undefined) return { vary: 'Origin' }
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': CORS_EXPOSED_HEADERS,
    vary: 'Origin',
  }
}

export function preflightHeaders(origin: string, requestedHeaders: string | undefined): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'access-control-allow-methods': CORS_ALLOWED_METHODS,
    // Also echo what the browser asked for, so a newer client header never fails a preflight.
    'access-control-allow-headers': requestedHeaders ? `${CORS_ALLOWED_HEADERS}, ${requestedHeaders}` : CORS_ALLOWED_HEADERS,
    'access-control-max-age': '3600',
  }
}
