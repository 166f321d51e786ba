import { describe, expect, it } from 'vitest'
import { backendConfig, LOCAL_BACKEND_URL } from '../../../src/platform/backend-config'

describe('backend configuration', () => {
  it.each([
    ['only the anon key: the local backend', { VITE_SUPABASE_ANON_KEY: 'local-key' }, { url: LOCAL_BACKEND_URL, anonKey: 'local-key', isLocal: true }],
    ['a hosted project', { VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: ' key ' }, { url: 'https://abc.supabase.co', anonKey: 'key', isLocal: false }],
    ['a blank URL falls back to local', { VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: 'k' }, { url: LOCAL_BACKEND_URL, anonKey: 'k', isLocal: true }],
  ])('%s', (_, env, expected) => {
    expect(backendConfig(env)).toEqual(expected)
  })

  it('carries no key of its own: every install has its own (vite.config.ts refuses a build without one)', () => {
    expect(backendConfig({}).anonKey).toBe('')
  })
})
