import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { signJwt, type JwtClaims } from '../../../../sync/local-backend/jwt'
import type { TestBackend } from '../support/test-backend'

export interface TestUser {
  readonly id: string
  readonly email: string
  /** An access token as GoTrue issues it (HS256, role authenticated, aud authenticated). */
  readonly token: string
}

/** A user row straight in auth.users (the auth service is built elsewhere) and a token for it. */
export async function createUser(backend: TestBackend, claims: Partial<JwtClaims> = {}): Promise<TestUser> {
  const id = randomUUID()
  const email = `${id}@example.test`
  await backend.db.query('insert into auth.users (id, email) values ($1, $2)', [id, email])
  const token = signJwt({ sub: id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600, email, ...claims }, backend.keys.jwtSecret)
  return { id, email, token }
}

/** supabase-js as the app uses it, signed in with `token` (postgrest-js sends it as the bearer). */
export function clientAs(backend: TestBackend, token?: string): SupabaseClient {
  return createClient(backend.url, backend.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  })
}

export interface RawResponse {
  readonly status: number
  readonly headers: Headers
  readonly text: string
  json<T = unknown>(): T
}

export interface RawOptions {
  /** A user token; `null` sends no Authorization header at all (the apikey alone). */
  readonly token?: string | null
  readonly body?: unknown
  readonly headers?: Record<string, string>
  readonly apikey?: string
}

/** A raw request to `/rest/v1<path>`, for exact wire checks. The anon key goes as apikey (and bearer unless a token is given). */
export async function rest(backend: TestBackend, method: string, path: string, options: RawOptions = {}): Promise<RawResponse> {
  const apikey = options.apikey ?? backend.keys.anonKey
  const authorization: Record<string, string> = options.token === null ? {} : { authorization: `Bearer ${options.token ?? apikey}` }
  const body = options.body === undefined ? undefined : typeof options.body === 'string' || Buffer.isBuffer(options.body) ? options.body : JSON.stringify(options.body)
  const response = await fetch(`${backend.url}/rest/v1${path}`, {
    method,
    headers: { apikey, ...authorization, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers } as Record<string, string>,
    body: body as string | undefined,
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T }
}

/** The `{code, details, hint, message}` body every REST error has. */
export function errorBody(response: RawResponse): { code: string; details: string | null; hint: string | null; message: string } {
  const body = response.json<Record<string, unknown>>()
  return { code: body.code as string, details: body.details as string | null, hint: body.hint as string | null, message: body.message as string }
}

/**
 * A plain table for contract tests (RLS off, granted to the API roles): typed columns to check
 * that filter values are read as the column's type. Created after the backend started, so the
 * first request also exercises the schema-cache reload.
 */
export async function createItemsTable(backend: TestBackend, name = 'rest_items'): Promise<void> {
  await backend.db.exec(`
    create table public.${name} (
      id text primary key,
      name text,
      age integer,
      score numeric,
      tags text[] not null default '{}',
      data jsonb not null default '{}'::jsonb,
      seen_at timestamptz,
      kind text not null default 'plain',
      created_at timestamptz not null default now()
    );
    grant all on public.${name} to anon, authenticated, service_role;`)
}

export const items = [
  { id: 'a1', name: 'Alice', age: 30, score: 1.5, tags: ['x', 'y'], data: { city: 'Lima', n: 1 }, seen_at: '2025-01-01T10:00:00.123456+00:00' },
  { id: 'b2', name: 'Bob', age: null, score: 10, tags: ['y'], data: { city: 'Quito', n: 2 }, seen_at: '2025-01-01T10:00:01.5+00:00' },
  { id: 'c3', name: 'carol', age: 25, score: 2.25, tags: [], data: { city: 'Lima, Peru', n: 3 }, seen_at: null },
  { id: 'd4', name: 'Dan, Jr.', age: 41, score: null, tags: ['z'], data: {}, seen_at: '2025-01-02T00:00:00+00:00' },
] as const
