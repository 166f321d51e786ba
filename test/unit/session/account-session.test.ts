import { describe, expect, it, vi } from 'vitest'
import { AccountSessionSource, type AuthClient } from '../../../src/app/session/account-session-source'
import { ACCOUNT_SESSION_KEY, createAccountSessionStore, REMEMBER_ME_KEY } from '../../../src/app/session/account-session-store'
import { createLocalSessionSource } from '../../../src/app/session/local-session-source'
import { SessionController } from '../../../src/app/session/session-controller'
import type { AuthFailure } from '../../../src/platform/session/session'
import { MemoryStorage } from '../app/memory-storage'

const USER = { id: '3f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f', email: 'ana@example.com', fullName: 'Ana' }
const NOW = Date.parse('2025-06-01T12:00:00Z')
const nowSeconds = NOW / 1000

const session = (n: number, expiresIn = 3600) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresAt: nowSeconds + expiresIn, user: USER })
const failure = (kind: AuthFailure['kind'], status: number, code: string | null = null): AuthFailure => ({ kind, status, code, message: '', reasons: [] })

function fakeClient(overrides: Partial<AuthClient> = {}): AuthClient {
  const unused = () => Promise.reject(new Error('not expected in this test'))
  return {
    signInWithPassword: vi.fn(async () => ({ ok: true as const, value: session(1) })),
    signUp: unused,
    resetPasswordForEmail: unused,
    googleSignInUrl: unused,
    refreshSession: vi.fn(async () => ({ ok: true as const, value: session(2) })),
    getUser: unused,
    updatePassword: unused,
    updateFullName: unused,
    signOut: vi.fn(async () => ({ ok: true as const, value: undefined })),
    ...overrides,
  }
}

function setup(options: { client?: AuthClient; online?: boolean; now?: number; persistent?: MemoryStorage; perTab?: MemoryStorage } = {}) {
  const persistent = options.persistent ?? new MemoryStorage()
  const perTab = options.perTab ?? new MemoryStorage()
  const client = options.client ?? fakeClient()
  let online = options.online ?? true
  let now = options.now ?? NOW
  const loadClient = vi.fn(async () => client)
  const source = new AccountSessionSource({
    store: createAccountSessionStore(persistent, perTab),
    loadClient,
    now: () => now,
    isOnline: () => online,
  })
  return {
    source,
    client,
    persistent,
    perTab,
    loadClient,
    setOnline: (value: boolean) => (online = value),
    advance: (ms: number) => (now += ms),
    stored: () => JSON.parse(persistent.getItem(ACCOUNT_SESSION_KEY) ?? perTab.getItem(ACCOUNT_SESSION_KEY) ?? 'null'),
  }
}

describe('account sessions: Keep me logged in', () => {
  it('on: the session lives in localStorage and rememberMe is stored', async () => {
    const { source, persistent, perTab } = setup()
    const result = await source.signInWithPassword({ email: 'ana@example.com', password: 'secret', rememberMe: true })
    expect(result).toMatchObject({ ok: true, value: { kind: 'remote', userId: USER.id, displayName: 'Ana', email: USER.email } })
    expect(persistent.getItem(ACCOUNT_SESSION_KEY)).toContain('access-1')
    expect(perTab.getItem(ACCOUNT_SESSION_KEY)).toBeNull()
    expect(persistent.getItem(REMEMBER_ME_KEY)).toBe('true')
  })

  it('off: the session lives in sessionStorage (ends with the browser session)', async () => {
    const { source, persistent, perTab } = setup()
    await source.signInWithPassword({ email: 'ana@example.com', password: 'secret', rememberMe: false })
    expect(persistent.getItem(ACCOUNT_SESSION_KEY)).toBeNull()
    expect(perTab.getItem(ACCOUNT_SESSION_KEY)).toContain('access-1')
    expect(persistent.getItem(REMEMBER_ME_KEY)).toBe('false')
    // A new browser session: sessionStorage is gone, so nobody is signed in.
    expect(setup({ persistent, perTab: new MemoryStorage() }).source.load()).toBeNull()
  })

  it('sign-out clears the session and removes rememberMe, and tells the server', async () => {
    const { source, persistent, perTab, client } = setup()
    await source.signInWithPassword({ email: 'ana@example.com', password: 'secret', rememberMe: false })
    source.signOut()
    expect(persistent.getItem(REMEMBER_ME_KEY)).toBeNull()
    expect(perTab.getItem(ACCOUNT_SESSION_KEY)).toBeNull()
    await vi.waitFor(() => expect(client.signOut).toHaveBeenCalledWith('access-1'))
  })

  it('a wrong password stores nothing', async () => {
    const client = fakeClient({ signInWithPassword: async () => ({ ok: false, failure: failure('rejected', 400, 'invalid_credentials') }) })
    const { source, persistent } = setup({ client })
    expect(await source.signInWithPassword({ email: 'a@b.co', password: 'nope12', rememberMe: true })).toMatchObject({ ok: false, failure: { code: 'invalid_credentials' } })
    expect(persistent.getItem(ACCOUNT_SESSION_KEY)).toBeNull()
  })
})

describe('offline first', () => {
  it('loads a stored session with no network and no auth code, however old the token', async () => {
    const first = setup()
    await first.source.signInWithPassword({ email: 'a@b.co', password: 'secret', rememberMe: true })
    const later = setup({ persistent: first.persistent, online: false, now: NOW + 90 * 86_400_000 })
    expect(later.source.load()).toMatchObject({ kind: 'remote', userId: USER.id })
    expect(await later.source.refresh()).toBe('kept')
    expect(await later.source.accessToken()).toBe('access-1')
    expect(later.loadClient).not.toHaveBeenCalled()
  })

  it('does not load the auth code at all while the token has time left', async () => {
    const first = setup()
    await first.source.signInWithPassword({ email: 'a@b.co', password: 'secret', rememberMe: true })
    const later = setup({ persistent: first.persistent })
    expect(await later.source.refresh()).toBe('not-needed')
    expect(later.loadClient).not.toHaveBeenCalled()
  })
})

describe('refresh', () => {
  async function signedIn(client: AuthClient, expiresIn = 300) {
    const context = setup({ client: fakeClient({ ...client, signInWithPassword: async () => ({ ok: true, value: session(1, expiresIn) }) }) })
    await context.source.signInWithPassword({ email: 'a@b.co', password: 'secret', rememberMe: true })
    return context
  }

  it('refreshes under 600 s and stores the rotated tokens where the session lives', async () => {
    const { source, stored } = await signedIn(fakeClient())
    const events: string[] = []
    source.subscribe((change) => events.push(change))
    expect(await source.refresh()).toBe('refreshed')
    expect(stored()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', rejected: false })
    expect(events).toEqual(['token-refreshed'])
  })

  it.each<[string, AuthFailure]>([
    ['no network', failure('network', 0)],
    ['503', failure('server', 503)],
    ['500', failure('server', 500)],
    ['429', failure('rate-limited', 429)],
    ['a bug', failure('unexpected', 0)],
  ])('a refresh failing for %s keeps the session', async (_name, given) => {
    const { source, stored } = await signedIn(fakeClient({ refreshSession: async () => ({ ok: false, failure: given }) }))
    expect(await source.refresh()).toBe('kept')
    expect(stored()).toMatchObject({ accessToken: 'access-1', rejected: false })
    expect(source.load()).not.toHaveProperty('signInRequired')
  })

  it('a 4xx marks the session rejected: the trader is asked to sign in again, the user stays', async () => {
    const { source, stored } = await signedIn(fakeClient({ refreshSession: async () => ({ ok: false, failure: failure('rejected', 400, 'refresh_token_not_found') }) }))
    const events: string[] = []
    source.subscribe((change) => events.push(change))
    expect(await source.refresh()).toBe('rejected')
    expect(events).toEqual(['rejected'])
    expect(stored()).toMatchObject({ rejected: true, user: { id: USER.id } })
    expect(source.load()).toMatchObject({ userId: USER.id, signInRequired: true })
    expect(await source.accessToken()).toBeNull()
  })

  it('uses the token another tab stored instead of spending a rotated one', async () => {
    const refreshSession = vi.fn(async () => ({ ok: true as const, value: session(9) }))
    const { source, persistent } = await signedIn(fakeClient({ refreshSession }))
    // The other tab refreshed first: its fresh session is in the shared storage.
    persistent.setItem(ACCOUNT_SESSION_KEY, JSON.stringify({ ...session(5, 3600), rejected: false }))
    expect(await source.refresh()).toBe('refreshed')
    expect(refreshSession).not.toHaveBeenCalled()
    expect(await source.accessToken()).toBe('access-5')
  })

  it('two refreshes at once make one request', async () => {
    const refreshSession = vi.fn(async () => ({ ok: true as const, value: session(2) }))
    const { source } = await signedIn(fakeClient({ refreshSession }))
    await Promise.all([source.refresh(), source.refresh(), source.accessToken()])
    expect(refreshSession).toHaveBeenCalledTimes(1)
  })

  it('a token about to expire is refreshed before a request uses it; a transient failure pauses retries', async () => {
    const refreshSession = vi.fn(async () => ({ ok: false as const, failure: failure('network', 0) }))
    const context = await signedIn(fakeClient({ refreshSession }), 30)
    expect(await context.source.accessToken()).toBe('access-1')
    expect(await context.source.accessToken()).toBe('access-1')
    expect(refreshSession).toHaveBeenCalledTimes(1)
    context.advance(20_000)
    await context.source.accessToken()
    expect(refreshSession).toHaveBeenCalledTimes(2)
  })

  it('a refresh finishing after sign-out does not bring the session back', async () => {
    let finish: ((value: { ok: true; value: ReturnType<typeof session> }) => void) | undefined
    const context = await signedIn(fakeClient({ refreshSession: () => new Promise((resolve) => (finish = resolve)) }))
    const refreshing = context.source.refresh()
    await vi.waitFor(() => expect(finish).toBeDefined())
    context.source.signOut()
    finish?.({ ok: true, value: session(2) })
    expect(await refreshing).toBe('signed-out')
    expect(context.stored()).toBeNull()
  })
})

describe('session controller with accounts', () => {
  it('never waits for the network on load: a stored account session is signed in at once', async () => {
    const first = setup()
    await first.source.signInWithPassword({ email: 'a@b.co', password: 'secret', rememberMe: true })
    const offline = setup({ persistent: first.persistent, online: false })
    const controller = new SessionController(createLocalSessionSource(first.persistent), offline.source)
    expect(await controller.ready()).toMatchObject({ kind: 'remote', userId: USER.id })
  })

  it('signing in with an account leaves the device-only profile; sign-out clears both', async () => {
    const context = setup()
    const local = createLocalSessionSource(context.persistent)
    const controller = new SessionController(local, context.source)
    await controller.signInLocal('Device')
    const events: string[] = []
    controller.onAuthEvent((event) => events.push(event))
    await controller.signInWithPassword({ email: 'a@b.co', password: 'secret', rememberMe: true })
    expect(controller.getState()).toMatchObject({ status: 'signed-in', session: { kind: 'remote' } })
    expect(await local.load()).toBeNull()
    expect(events).toEqual(['signed-in'])
    await controller.signOut()
    expect(controller.getState()).toEqual({ status: 'signed-out' })
    expect(context.persistent.getItem(REMEMBER_ME_KEY)).toBeNull()
  })

  it('a rejected refresh keeps the trader signed in and asks to sign in again', async () => {
    const client = fakeClient({
      signInWithPassword: async () => ({ ok: true, value: session(1, 100) }),
      refreshSession: async () => ({ ok: false, failure: failure('rejected', 400, 'refresh_token_not_found') }),
    })
    const context = setup({ client })
    const controller = new SessionController(createLocalSessionSource(context.persistent), context.source)
    await controller.signInWithPassword({ email: 'a@b.co', password: 'secret', rememberMe: true })
    const events: string[] = []
    controller.onAuthEvent((event) => events.push(event))
    expect(await controller.refresh()).toBe('rejected')
    expect(controller.getState()).toMatchObject({ status: 'signed-in', session: { userId: USER.id, signInRequired: true } })
    expect(events).toEqual(['sign-in-required'])
  })

  it('a recovery link signs in and asks for a new password', async () => {
    const context = setup()
    const controller = new SessionController(createLocalSessionSource(context.persistent), context.source, {
      redirect: { kind: 'session', accessToken: 'a', refreshToken: 'r', expiresAt: nowSeconds + 3600, type: 'recovery', user: USER },
    })
    expect(await controller.ready()).toMatchObject({ kind: 'remote', passwordRecovery: true })
    expect(context.stored()).toMatchObject({ accessToken: 'a' })
  })

  it('an error redirect is handed to the auth screen once', () => {
    const context = setup()
    const controller = new SessionController(createLocalSessionSource(context.persistent), context.source, {
      redirect: { kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' },
    })
    expect(controller.takeRedirectError()).toMatchObject({ code: 'otp_expired' })
    expect(controller.takeRedirectError()).toBeNull()
  })
})

describe('renaming the trader', () => {
  async function signedInController(client: AuthClient) {
    const context = setup({ client })
    const controller = new SessionController(createLocalSessionSource(context.persistent), context.source)
    await controller.signInWithPassword({ email: 'a@b.co', password: 'secret', rememberMe: true })
    return { ...context, controller }
  }

  it('an account is renamed on the server and stays signed in with its journal', async () => {
    const updateFullName = vi.fn(async (_session: unknown, fullName: string) => ({ ok: true as const, value: { ...USER, fullName } }))
    const { controller, stored, persistent } = await signedInController(fakeClient({ updateFullName }))
    const result = await controller.rename('Ana María')
    expect(result).toMatchObject({ ok: true, value: { kind: 'remote', userId: USER.id, displayName: 'Ana María' } })
    expect(updateFullName).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'access-1' }), 'Ana María')
    expect(controller.getState()).toMatchObject({ status: 'signed-in', session: { kind: 'remote', userId: USER.id, displayName: 'Ana María' } })
    expect(stored()).toMatchObject({ accessToken: 'access-1', user: { fullName: 'Ana María' } })
    // No device-only profile was made: the account is still the one signed in.
    expect(persistent.getItem('local-session')).toBeNull()
  })

  it('a rename the server cannot take (offline) changes nothing', async () => {
    const { controller, stored } = await signedInController(fakeClient({ updateFullName: async () => ({ ok: false, failure: failure('network', 0) }) }))
    expect(await controller.rename('Ana María')).toMatchObject({ ok: false, failure: { kind: 'network' } })
    expect(controller.getState()).toMatchObject({ status: 'signed-in', session: { kind: 'remote', displayName: 'Ana' } })
    expect(stored()).toMatchObject({ user: { fullName: 'Ana' } })
  })

  it('a device-only profile is renamed on the device and keeps its journal', async () => {
    const context = setup()
    const controller = new SessionController(createLocalSessionSource(context.persistent), context.source)
    const before = await controller.signInLocal('Ana')
    const result = await controller.rename('Ana María')
    expect(result).toMatchObject({ ok: true, value: { kind: 'local', userId: before.userId, displayName: 'Ana María' } })
    expect(controller.getState()).toMatchObject({ status: 'signed-in', session: { userId: before.userId, displayName: 'Ana María' } })
  })
})
