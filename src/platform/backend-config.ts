/**
 * Where the app's Supabase project is: `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY` at build
 * time; the URL defaults to the local backend of `npm start` (sync/local-backend). Only the public anon
 * key belongs here: the service-role key bypasses row-level security and never enters the bundle
 * (test/e2e/bundle-secrets.spec.ts checks the built files).
 */
export interface BackendConfig {
  readonly url: string
  readonly anonKey: string
  /** True when the app talks to the local backend rather than a hosted project. */
  readonly isLocal: boolean
}

export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321'

/**
 * The anon key is always given to the build: the local backend's is made per install (its secret is
 * random, see sync/local-backend/config.ts), and `npm start` passes it. vite.config.ts refuses a
 * build without one, so no bundle carries a key every install would share.
 */
export function backendConfig(env: { readonly VITE_SUPABASE_URL?: string; readonly VITE_SUPABASE_ANON_KEY?: string } = import.meta.env): BackendConfig {
  const url = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '') || LOCAL_BACKEND_URL
  return { url, anonKey: env.VITE_SUPABASE_ANON_KEY?.trim() ?? '', isLocal: url === LOCAL_BACKEND_URL }
}
