import type { BackendKeys } from '../config'
import { json, type BackendResponse } from './types'

/**
 * The gateway's key check: the `apikey` header (or `?apikey=`, which realtime uses) must be the
 * project's anon or service-role key. Answers as Supabase's gateway does, or undefined when the
 * key is good.
 */
export function checkApiKey(headers: Readonly<Record<string, string>>, url: URL, keys: BackendKeys): BackendResponse | undefined {
  const apiKey = headers.apikey ?? url.searchParams.get('apikey') ?? headers['x-api-key']
  if (!apiKey) {
    return json(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' })
  }
  if (apiKey !== keys.anonKey && apiKey !== keys.serviceRoleKey) {
    return json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' })
  }
  return undefined
}
