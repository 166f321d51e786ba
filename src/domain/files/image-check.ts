/**
 * Screenshot checks (docs/product.md section 5: 'Screenshot upload: PNG, JPG or JPEG, max 20MB'). The type is
 * judged by the file's first bytes, never by its name or the browser's guess: a `.png` that is really
 * a GIF, a PDF or text is refused, and a JPEG named `.png` is accepted as the JPEG it is.
 */

export const SCREENSHOT_MIME_TYPES = ['image/png', 'image/jpeg'] as const
export type ScreenshotMimeType = (typeof SCREENSHOT_MIME_TYPES)[number]

/** 20 MB as docs/product.md means it: 20 x 1024 x 1024 bytes. */
export const MAX_SCREENSHOT_BYTES = 20 * 1024 * 1024

/** The `accept` list of a file picker for screenshots (a hint only; the bytes decide). */
export const SCREENSHOT_ACCEPT = SCREENSHOT_MIME_TYPES.join(',')

/** How many leading bytes `checkScreenshotFile` needs to see. */
export const SNIFF_BYTES = 16

export type ImageCheckErrorCode = 'EMPTY_FILE' | 'TOO_LARGE' | 'NOT_PNG_OR_JPEG'

export type ImageCheckResult = { readonly ok: true; readonly mimeType: ScreenshotMimeType } | { readonly ok: false; readonly code: ImageCheckErrorCode }

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const
// 'IHDR': a PNG's first chunk is always its header, right after the signature and a 4-byte length.
const PNG_HEADER_CHUNK = [0x49, 0x48, 0x44, 0x52] as const
// SOI marker followed by the first marker's 0xFF (APP0/JFIF, APP1/Exif, DQT, SOF ... all qualify).
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

/** PNG or JPEG by magic number, else null (GIF, WebP, PDF, text, truncated files...). */
export function sniffImageType(head: Uint8Array): ScreenshotMimeType | null {
  if (startsWith(head, PNG_SIGNATURE) && startsWith(head, PNG_HEADER_CHUNK, 12)) return 'image/png'
  if (startsWith(head, JPEG_SIGNATURE)) return 'image/jpeg'
  return null
}

/**
 * Checks one file from its size and its first `SNIFF_BYTES` bytes. Size first: a 2 GB video need not
 * be read at all to be refused.
 */
export function checkScreenshotFile(file: { readonly size: number; readonly head: Uint8Array }): ImageCheckResult {
  if (file.size <= 0) return { ok: false, code: 'EMPTY_FILE' }
  if (file.size > MAX_SCREENSHOT_BYTES) return { ok: false, code: 'TOO_LARGE' }
  const mimeType = sniffImageType(file.head)
  return mimeType ? { ok: true, mimeType } : { ok: false, code: 'NOT_PNG_OR_JPEG' }
}
