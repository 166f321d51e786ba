import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * SHA-256 of a string's UTF-8 bytes, as hex (an audited library, not a hand-written digest).
 * Synchronous on purpose: WebCrypto's digest is async, and keys are computed row by row inside the
 * parse.
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)))
}
