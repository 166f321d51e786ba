import { checkScreenshotFile, MAX_SCREENSHOT_BYTES, type ScreenshotMimeType, SNIFF_BYTES } from '../../domain/files'
import type { ScreenshotErrorCode } from './screenshot-errors'

export type FileCheck = { readonly ok: true; readonly mimeType: ScreenshotMimeType } | { readonly ok: false; readonly code: ScreenshotErrorCode }

/** The name shown in messages and stored with the screenshot (the schema allows 255 characters). */
export function fileNameOf(file: File): string {
  // A pasted image may come without a name.
  return (file.name.trim() || 'screenshot').slice(0, 255)
}

/**
 * Size and magic-number check (src/domain/files): fast, so the field refuses a file at once. Only
 * the first bytes are read, and not even those when the size already disqualifies the file.
 */
export async function checkFile(file: File): Promise<FileCheck> {
  let head = new Uint8Array(0)
  if (file.size > 0 && file.size <= MAX_SCREENSHOT_BYTES) {
    try {
      head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
    } catch {
      return { ok: false, code: 'UNREADABLE' }
    }
  }
  return checkScreenshotFile({ size: file.size, head })
}
