import { afterEach, describe, expect, it, vi } from 'vitest'

/** A fresh module each time: the answer is cached for the page's life. */
async function load() {
  vi.resetModules()
  return import('../../../src/features/auth/google-availability')
}

const settings = (google: unknown) => new Response(JSON.stringify({ external: { email: true, google } }), { status: 200 })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Google sign-in is offered only where the project turns it on', () => {
  it.each<[string, () => Promise<Response>, boolean]>([
    ['the settings say google: true', async () => settings(true), true],
    ['the settings say google: false (the local backend without its switch)', async () => settings(false), false],
    ['the settings leave google out', async () => new Response('{}', { status: 200 }), false],
    ['the server answers 500', async () => new Response('oops', { status: 500 }), false],
    ['offline', async () => Promise.reject(new TypeError('Failed to fetch')), false],
  ])('%s', async (_case, answer, expected) => {
    const fetch = vi.fn<(url: string) => Promise<Response>>(answer)
    vi.stubGlobal('fetch', fetch)
    const { googleSignInOffered } = await load()
    await expect(googleSignInOffered()).resolves.toBe(expected)
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/auth\/v1\/settings$/)
  })

  it('asks once while it knows, and again after a failed check', async () => {
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => settings(true))
    vi.stubGlobal('fetch', fetch)
    const { googleSignInOffered } = await load()
    await expect(googleSignInOffered()).resolves.toBe(false)
    await expect(googleSignInOffered()).resolves.toBe(true)
    await expect(googleSignInOffered()).resolves.toBe(true)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
