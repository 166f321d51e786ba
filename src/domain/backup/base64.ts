/**
 * Base64 (RFC 4648, standard alphabet, padded) for screenshot bytes in a backup. atob/btoa work on
 * "binary strings", so bytes go through String.fromCharCode in slices: one call with a 20 MB
 * screenshot would overflow the argument list.
 */
const SLICE = 0x8000
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE))
  }
  return btoa(binary)
}

export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64.test(text)
}

/** Length in bytes of what a valid base64 text decodes to. */
export function decodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  return (text.length / 4) * 3 - padding
}

/** Throws on text that is not strict, padded base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!isBase64(text)) throw new Error('Not base64')
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
