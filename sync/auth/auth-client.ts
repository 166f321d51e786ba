import { createClient, type Session, type SupabaseClient, type UserAttributes } from '@supabase/supabase-js'
import { type AccountSession, type AccountUser, toAccountSession, toAccountUser } from './account-session'
import { type AuthFailure, type AuthResult, failed, succeeded, toAuthFailure } from './auth-failure'
import { createCallStorage } from './memory-storage'

export interface AuthEndpoint {
  /** The Supabase project URL (or the local backend's). */
  readonly url: string
  readonly anonKey: string
}

export interface SignUpInput {
  readonly email: string
  readonly password: string
  /** Stored as the user's metadata (docs/product.md section 7: full_name, country, marketing_consent, terms_accepted_at). */
  readonly data: Readonly<Record<string, unknown>>
  /** Where the confirmation mail's link leads (origin + /dashboard). */
  readonly emailRedirectTo: string
}

/** `session` is null when the project asks for an email confirmation before the first sign-in. */
export interface SignUpOutcome {
  readonly session: AccountSession | null
  readonly user: AccountUser | null
}

/** The auth calls of docs/product.md section 7, on supabase-js, with plain results (never a throw). */
export interface AuthClient {
  signInWithPassword(input: { email: string; password: string }): Promise<AuthResult<AccountSession>>
  signUp(input: SignUpInput): Promise<AuthResult<SignUpOutcome>>
  /** Sends the recovery mail; its link comes back to `redirectTo` with a session in the fragment. */
  resetPasswordForEmail(input: { email: string; redirectTo: string }): Promise<AuthResult<void>>
  /** The URL that starts Google sign-in; the browser goes there and comes back to `redirectTo`. */
  googleSignInUrl(input: { redirectTo: string }): Promise<AuthResult<string>>
  /** A new session for a refresh token (rotated). A 4xx means the server no longer knows the session. */
  refreshSession(refreshToken: string): Promise<AuthResult<AccountSession>>
  /** The user a (fresh) access token belongs to, checked by the server. */
  getUser(accessToken: string): Promise<AuthResult<AccountUser>>
  /** Sets a new password for the session's user (after a recovery link). */
  updatePassword(session: AccountSession, password: string): Promise<AuthResult<AccountUser>>
  /** Sets the `full_name` of the session's user metadata (what sign-up stored). */
  updateFullName(session: AccountSession, fullName: string): Promise<AuthResult<AccountUser>>
  /** Ends this device's session on the server (`scope=local`: the trader's other devices stay signed in). */
  signOut(accessToken: string): Promise<AuthResult<void>>
}

const STORAGE_KEY = 'tj-auth-call'

export interface AuthClientOptions {
  readonly fetch?: typeof fetch
  readonly now?: () => number
  /** Node 20 has no WebSocket: tools and tests pass the `ws` package (docs/stack.md). Browsers need nothing. */
  readonly webSocket?: unknown
}

/**
 * supabase-js's auth client with the session kept by the app (see memory-storage.ts): no automatic
 * refresh, no session read from the URL or from localStorage by the library.
 */
export function createAuthClient(endpoint: AuthEndpoint, options: AuthClientOptions = {}): AuthClient {
  const now = options.now ?? Date.now
  const callStorage = createCallStorage()
  const supabase: SupabaseClient = createClient(endpoint.url, endpoint.anonKey, {
    auth: {
      persistSession: true,
      storage: callStorage.storage,
      storageKey: STORAGE_KEY,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: 'implicit',
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    ...(options.webSocket ? { realtime: { transport: options.webSocket as never } } : {}),
  })
  const auth = supabase.auth

  /** One call at a time: each starts from an empty library session. */
  let queue: Promise<unknown> = Promise.resolve()
  function call<T>(work: () => Promise<AuthResult<T>>): Promise<AuthResult<T>> {
    const run = queue.then(async () => {
      callStorage.clear()
      try {
        return await work()
      } catch (error) {
        return failed<T>(toAuthFailure(error))
      } finally {
        callStorage.clear()
      }
    })
    queue = run.catch(() => undefined)
    return run
  }

  const sessionOrFailure = (session: Session | null, error: unknown, fallback: string): AuthResult<AccountSession> => {
    if (error) return failed(toAuthFailure(error))
    if (!session) return failed(missing(fallback))
    return succeeded(toAccountSession(session, now()))
  }

  const updateUser = (session: AccountSession, attributes: UserAttributes): Promise<AuthResult<AccountUser>> =>
    call(async () => {
      // updateUser reads the session from the library's storage: hand it this one for the call.
      callStorage.set(STORAGE_KEY, JSON.stringify(librarySession(session, now())))
      const { data, error } = await auth.updateUser(attributes)
      if (error) return failed(toAuthFailure(error))
      return succeeded(toAccountUser(data.user))
    })

  return {
    signInWithPassword: ({ email, password }) =>
      call(async () => {
        const { data, error } = await auth.signInWithPassword({ email, password })
        return sessionOrFailure(data.session, error, 'No session returned')
      }),

    signUp: ({ email, password, data, emailRedirectTo }) =>
      call(async () => {
        const result = await auth.signUp({ email, password, options: { data: { ...data }, emailRedirectTo } })
        if (result.error) return failed(toAuthFailure(result.error))
        return succeeded({
          session: result.data.session ? toAccountSession(result.data.session, now()) : null,
          user: result.data.user ? toAccountUser(result.data.user) : null,
        })
      }),

    resetPasswordForEmail: ({ email, redirectTo }) =>
      call(async () => {
        const { error } = await auth.resetPasswordForEmail(email, { redirectTo })
        return error ? failed(toAuthFailure(error)) : succeeded(undefined)
      }),

    googleSignInUrl: ({ redirectTo }) =>
      call(async () => {
        const { data, error } = await auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } })
        if (error) return failed(toAuthFailure(error))
        return data.url ? succeeded(data.url) : failed(missing('No sign-in URL returned'))
      }),

    refreshSession: (refreshToken) =>
      call(async () => {
        const { data, error } = await auth.refreshSession({ refresh_token: refreshToken })
        return sessionOrFailure(data.session, error, 'No session returned')
      }),

    getUser: (accessToken) =>
      call(async () => {
        const { data, error } = await auth.getUser(accessToken)
        if (error) return failed(toAuthFailure(error))
        return succeeded(toAccountUser(data.user))
      }),

    updatePassword: (session, password) => updateUser(session, { password }),

    updateFullName: (session, fullName) => updateUser(session, { data: { full_name: fullName } }),

    signOut: (accessToken) =>
      call(async () => {
        const { error } = await auth.admin.signOut(accessToken, 'local')
        return error ? failed(toAuthFailure(error)) : succeeded(undefined)
      }),
  }
}

function missing(message: string): AuthFailure {
  return { kind: 'unexpected', status: 0, code: null, message, reasons: [] }
}

/** The shape supabase-js stores (and reads back in `_useSession`). */
function librarySession(session: AccountSession, nowMs: number) {
  return {
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    expires_at: session.expiresAt,
    expires_in: Math.max(0, session.expiresAt - Math.floor(nowMs / 1000)),
    token_type: 'bearer',
    user: { id: session.user.id, email: session.user.email ?? undefined, aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' },
  }
}
