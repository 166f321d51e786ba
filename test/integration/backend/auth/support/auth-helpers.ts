import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import type { TestBackend } from '../../support/test-backend'

export const APP_URL = 'http://127.0.0.1:4173'

/** A clock the backend reads (AuthOptions.clock) that a test can move forward instead of waiting. */
export function testClock() {
  let offsetMs = 0
  return {
    now: () => Date.now() + offsetMs,
    advanceSeconds(seconds: number) {
      offsetMs += seconds * 1000
    },
  }
}

let counter = 0
/** A fresh address per call, so tests sharing a backend never collide. */
export function uniqueEmail(prefix = 'trader'): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`
}

/** supabase-js with the PKCE flow (code verifiers live in its in-memory storage). */
export function createPkceClient(backend: Pick<TestBackend, 'url' | 'keys'>): SupabaseClient {
  return createClient(backend.url, backend.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    realtime: { transport: WebSocket as never },
  })
}

export interface StoredMail {
  readonly id: number
  readonly created_at: string
  readonly to: string
  readonly kind: string
  readonly subject: string
  readonly link: string
  readonly body: string
}

/** The mailbox's JSON for one address, newest first. */
export async function mailTo(backend: Pick<TestBackend, 'url'>, address: string): Promise<StoredMail[]> {
  const response = await fetch(`${backend.url}/auth/v1/mailbox?format=json&to=${encodeURIComponent(address)}`)
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`)
  return (await response.json()) as StoredMail[]
}

export async function latestMailTo(backend: Pick<TestBackend, 'url'>, address: string): Promise<StoredMail> {
  const [mail] = await mailTo(backend, address)
  if (!mail) throw new Error(`no mail to ${address}`)
  return mail
}

/** Follows a link the way a browser's first hop does, returning the redirect it answers with. */
export async function follow(url: string, init: RequestInit = {}): Promise<{ status: number; location: URL }> {
  const response = await fetch(url, { ...init, redirect: 'manual' })
  const location = response.headers.get('location')
  if (!location) throw new Error(`expected a redirect from ${url}, got ${response.status}: ${await response.text()}`)
  return { status: response.status, location: new URL(location) }
}

/** The parameters of a URL fragment (`#access_token=...&...`). */
export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1))

/** A raw auth request as auth-js sends it (API version header included unless told otherwise). */
export async function authRequest(
  backend: Pick<TestBackend, 'url' | 'keys'>,
  method: string,
  path: string,
  options: { body?: unknown; jwt?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: backend.keys.anonKey,
      'x-supabase-api-version': '2024-01-01',
      ...(options.body !== undefined ? { 'content-type': 'application/json;charset=UTF-8' } : {}),
      ...(options.jwt ? { authorization: `Bearer ${options.jwt}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

/** Decodes a JWT's claims (no verification: the test only reads what the backend put there). */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
}
