/**
 * API secrets at rest: AES-256-GCM (authenticated, so a tampered row fails to open rather than
 * yielding a wrong secret) with WebCrypto, the same in Node and in Deno. The key never lives in the
 * database: the local backend keeps it in a file beside its data, a hosted project as the function's
 * secret `EXCHANGE_SECRETS_KEY` (32 random bytes, base64url).
 */
const IV_BYTES = 12

export interface ExchangeCredentials {
  readonly apiKey: string
  readonly secret: string
  readonly password?: string
}

export async function importSealKey(base64url: string): Promise<CryptoKey> {
  const raw = fromBase64Url(base64url)
  if (raw.length !== 32) throw new Error('The exchange secrets key must be 32 bytes (base64url)')
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
}

/** A fresh key for a new install, as base64url. */
export function randomSealKey(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
}

export async function sealCredentials(key: CryptoKey, credentials: ExchangeCredentials, connectionId: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plain = new TextEncoder().encode(JSON.stringify(credentials))
  // The connection id as associated data: a sealed secret copied onto another connection fails.
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(connectionId) }, key, plain))
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv)
  out.set(sealed, IV_BYTES)
  return toBase64Url(out)
}

export async function openCredentials(key: CryptoKey, sealed: string, connectionId: string): Promise<ExchangeCredentials> {
  const bytes = fromBase64Url(sealed)
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: new TextEncoder().encode(connectionId) }, key, bytes.slice(IV_BYTES))
  return JSON.parse(new TextDecoder().decode(plain)) as ExchangeCredentials
}

function toBase64Url(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let at = 0; at < binary.length; at++) bytes[at] = binary.charCodeAt(at)
  return bytes
}
