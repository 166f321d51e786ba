import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { AuthEndpoint } from './auth-client'

/**
 * The client the sync layer talks through (`startSync({ supabase })`): every request carries the
 * access token the app's session holds at that moment (`accessToken`), so a refreshed token is used
 * at once and supabase-js never manages a session of its own. Without a token it falls back to the
 * anon key, which reads nothing (row-level security).
 */
export function createDataClient(endpoint: AuthEndpoint, accessToken: () => Promise<string | null>, options: { fetch?: typeof fetch; webSocket?: unknown } = {}): SupabaseClient {
  return createClient(endpoint.url, endpoint.anonKey, {
    accessToken: async () => (await accessToken()) ?? endpoint.anonKey,
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    ...(options.webSocket ? { realtime: { transport: options.webSocket as never } } : {}),
  })
}
