import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { signJwt } from '../../../../sync/local-backend/jwt'
import type { TestBackend } from '../support/test-backend'

export interface StorageUser {
  readonly id: string
  readonly email: string
  /** An access token as /auth/v1 issues it; storage-js sends it as the Bearer token. */
  readonly token: string
  /** supabase-js signed in as this user (the token in every request's Authorization header). */
  readonly client: SupabaseClient
}

/** A user row made directly in auth.users (independent of /auth/v1), with a client that uses it. */
export async function createStorageUser(backend: TestBackend, name: string): Promise<StorageUser> {
  const id = randomUUID()
  const email = `${name}-${id.slice(0, 8)}@example.test`
  await backend.db.query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())', [id, email])
  const now = Math.floor(Date.now() / 1000)
  const token = signJwt({ sub: id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, email, session_id: randomUUID() }, backend.keys.jwtSecret)
  const client = createClient(backend.url, backend.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as never },
  })
  return { id, email, token, client }
}

/** Bytes that start like a PNG file (the bucket checks the declared type, as storage-api does). */
export function pngBytes(size = 64, fill = 7): Buffer {
  const bytes = Buffer.alloc(size, fill)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
  return bytes
}

/** A Blob of these bytes (storage-js sends a Blob as multipart form data). */
export function blobOf(bytes: Buffer, type: string): Blob {
  return new Blob([new Uint8Array(bytes)], { type })
}
