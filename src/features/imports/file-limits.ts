/**
 * Files above this size are refused before a byte is read. The reader streams, so the tab would not
 * freeze, but 50 MB is already about 800,000 fills — more than a phone's IndexedDB quota comfortably
 * holds next to the journal — and an export of a shorter period is always possible.
 */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024

export type FileSizeCheck = { readonly ok: true } | { readonly ok: false; readonly sizeMb: number; readonly limitMb: number }

export function checkFileSize(size: number, limit = MAX_IMPORT_BYTES): FileSizeCheck {
  if (size <= limit) return { ok: true }
  return { ok: false, sizeMb: Math.round((size / (1024 * 1024)) * 10) / 10, limitMb: Math.round(limit / (1024 * 1024)) }
}

/** Identifies a file of a selection (two files may share a name). */
export function fileKey(file: { readonly name: string; readonly size: number; readonly lastModified: number }): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`
}
