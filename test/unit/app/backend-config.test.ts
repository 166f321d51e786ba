import { describe, expect, it } from 'vitest'
import { backendConfig, LOCAL_BACKEND_ANON_KEY, LOCAL_BACKEND_URL } from '../../../src/app/backend-config'
import { keysFor, LOCAL_JWT_SECRET } from '../../../sync/local-backend/config'

describe('backend configuration', () => {
  it.each([
    ['nothing set: the local backend', {}, { url: LOCAL_BACKEND_URL, anonKey: LOCAL_BACKEND_ANON_KEY, isLocal: true }],
    ['a hosted project', { VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: ' key ' }, { url: 'https://abc.supabase.co', anonKey: 'key', isLocal: false }],
    ['a blank URL falls back to local', { VITE_SUPABASE_URL: '  ' }, { url: LOCAL_BACKEND_URL, anonKey: LOCAL_BACKEND_ANON_KEY, isLocal: true }],
  ])('%s', (_, env, expected) => {
    expect(backendConfig(env)).toEqual(expected)
  })

  it("carries the local backend's anon key, signed by its local secret", () => {
    expect(LOCAL_BACKEND_ANON_KEY).toBe(keysFor(LOCAL_JWT_SECRET).anonKey)
  })
})
