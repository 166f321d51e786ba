/**
 * Where the app's Supabase project is: `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY` at build
 * time, or the local backend of `npm start` (sync/local-backend) by default. Only the public anon
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
/** The local backend's anon key (its fixed local JWT secret signs it; see sync/local-backend/config.ts). */
export const LOCAL_BACKEND_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1sb2NhbCIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjIwODI1ODU2MDB9.qioMFZyCQRMXTEK4iDr7XpUzfFxPgx6vJhyzMfwbxHo'

export function backendConfig(env: { readonly VITE_SUPABASE_URL?: string; readonly VITE_SUPABASE_ANON_KEY?: string } = import.meta.env): BackendConfig {
  const url = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '')
  if (!url) return { url: LOCAL_BACKEND_URL, anonKey: LOCAL_BACKEND_ANON_KEY, isLocal: true }
  return { url, anonKey: env.VITE_SUPABASE_ANON_KEY?.trim() ?? '', isLocal: url === LOCAL_BACKEND_URL }
}
