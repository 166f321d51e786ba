/**
 * Judges a file by its first bytes, never by its name: a PNG renamed `.csv` is refused before any
 * parsing, and a UTF-16 export is recognised by its byte order mark (or, without one, by its pattern
 * of zero bytes).
 */

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

export type BinaryFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip' | 'gzip' | 'xls' | 'binary'

export type SniffResult =
  | { readonly kind: 'text'; readonly encoding: 'utf-8' | 'utf-16le' | 'utf-16be'; readonly bomLength: number }
  | { readonly kind: 'binary'; readonly format: BinaryFormat }
  | { readonly kind: 'empty' }

/** How many leading bytes `sniffBytes` wants to see (fewer is fine for short files). */
export const SNIFF_LENGTH = 8192

const SIGNATURES: ReadonlyArray<readonly [BinaryFormat, readonly number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
  // XLSX, ODS and any other zip archive.
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['zip', [0x50, 0x4b, 0x05, 0x06]],
  ['gzip', [0x1f, 0x8b]],
  // Legacy Excel (OLE compound document).
  ['xls', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
]

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)
}

/** Share of zero bytes at even and odd positions: ASCII text in UTF-16 has one side all zeros. */
function zeroShares(bytes: Uint8Array): { even: number; odd: number; any: boolean } {
  let even = 0
  let odd = 0
  const length = Math.min(bytes.length, SNIFF_LENGTH)
  for (let i = 0; i < length; i++) {
    if (bytes[i] !== 0) continue
    if (i % 2 === 0) even++
    else odd++
  }
  const half = Math.max(1, Math.floor(length / 2))
  return { even: even / half, odd: odd / half, any: even + odd > 0 }
}

/** Control bytes a text file would not hold. */
function controlCount(bytes: Uint8Array): number {
  let controls = 0
  const length = Math.min(bytes.length, SNIFF_LENGTH)
  for (let i = 0; i < length; i++) {
    const byte = bytes[i] ?? 0
    // Tab, LF, CR, form feed, ESC and DOS's end-of-file SUB are seen in text exports.
    if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12 && byte !== 26 && byte !== 27) controls++
  }
  return controls
}

export function sniffBytes(head: Uint8Array): SniffResult {
  if (head.length === 0) return { kind: 'empty' }
  if (startsWith(head, [0xef, 0xbb, 0xbf])) return { kind: 'text', encoding: 'utf-8', bomLength: 3 }
  if (startsWith(head, [0xff, 0xfe])) return { kind: 'text', encoding: 'utf-16le', bomLength: 2 }
  if (startsWith(head, [0xfe, 0xff])) return { kind: 'text', encoding: 'utf-16be', bomLength: 2 }
  for (const [format, signature] of SIGNATURES) if (startsWith(head, signature)) return { kind: 'binary', format }
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return { kind: 'binary', format: 'webp' }
  const zeros = zeroShares(head)
  if (zeros.any) {
    // UTF-16 without a BOM: ASCII characters leave a zero on one side of every pair.
    if (zeros.odd > 0.4 && zeros.even < 0.05) return { kind: 'text', encoding: 'utf-16le', bomLength: 0 }
    if (zeros.even > 0.4 && zeros.odd < 0.05) return { kind: 'text', encoding: 'utf-16be', bomLength: 0 }
    return { kind: 'binary', format: 'binary' }
  }
  const controls = controlCount(head)
  if (controls > 2 && controls > Math.min(head.length, SNIFF_LENGTH) * 0.01) return { kind: 'binary', format: 'binary' }
  return { kind: 'text', encoding: 'utf-8', bomLength: 0 }
}
