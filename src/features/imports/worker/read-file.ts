import {
  createImportSession,
  type FileRefusal,
  type ImportedFill,
  type ImportedLedgerEntry,
  type ImportedPosition,
  type ImportFileSummary,
  type ImportOptions,
  isImportFileError,
  type ImportSession,
  type SpreadsheetCell,
  sniffBytes,
  spreadsheetToCsv,
} from '../../../domain/imports'
import { checkFileSize } from '../file-limits'
import type { FeatureRefusal } from '../import-messages'

/** Streams a file through the import session: decode, parse, map and key, never the whole text at once. */

export interface ParsedFile {
  readonly summary: ImportFileSummary
  readonly fills: ImportedFill[]
  readonly ledgerEntries: ImportedLedgerEntry[]
  readonly positions: ImportedPosition[]
}

export class RefusedFile extends Error {
  constructor(readonly refusal: FileRefusal | FeatureRefusal) {
    super(refusal.code)
    this.name = 'RefusedFile'
  }
}

export class Cancelled extends Error {
  constructor() {
    super('cancelled')
    this.name = 'Cancelled'
  }
}

export interface ReadHooks {
  readonly onProgress?: (done: number, total: number) => void
  readonly isCancelled?: () => boolean
}

function refusalOf(error: unknown): FileRefusal | null {
  if (!isImportFileError(error)) return null
  return {
    code: error.code,
    ...(error.detail !== undefined ? { detail: error.detail } : {}),
    ...(error.header ? { header: error.header } : {}),
    ...(error.delimiter ? { delimiter: error.delimiter } : {}),
    ...(error.lines ? { lines: error.lines } : {}),
  }
}

/** An `.xlsx` workbook: a zip archive under that name (an old binary `.xls` is refused as such). */
async function isSpreadsheet(file: Blob & { readonly name?: string }): Promise<boolean> {
  if (!/\.xlsx$/i.test(file.name ?? '')) return false
  const sniffed = sniffBytes(new Uint8Array(await file.slice(0, 8).arrayBuffer()))
  return sniffed.kind === 'binary' && sniffed.format === 'zip'
}

/** Text chunks fed to the session, so a large sheet reports progress and can be cancelled. */
const TEXT_SLICE = 1024 * 1024

/**
 * The workbook's first sheet as CSV text. The reader is loaded only now, when a spreadsheet is chosen;
 * numbers keep the text the file stores. A workbook it cannot read is refused as a whole.
 */
async function readSpreadsheet(file: Blob, session: ImportSession, hooks: ReadHooks, drain: () => void): Promise<void> {
  const { readSheet } = await import('read-excel-file/universal')
  let text: string
  try {
    const rows = await readSheet(await file.arrayBuffer(), { parseNumber: (value: string) => value })
    // The reader's types name a date cell `typeof Date`; its values are Date instances.
    text = spreadsheetToCsv(rows as readonly (readonly SpreadsheetCell[])[])
  } catch {
    throw new RefusedFile({ code: 'SPREADSHEET_UNREADABLE' })
  }
  for (let at = 0; at < text.length; at += TEXT_SLICE) {
    if (hooks.isCancelled?.()) throw new Cancelled()
    session.pushText(text.slice(at, at + TEXT_SLICE))
    drain()
    hooks.onProgress?.(Math.min(at + TEXT_SLICE, text.length), text.length)
  }
}

export async function readFile(file: Blob & { readonly name?: string }, options: ImportOptions, hooks: ReadHooks = {}): Promise<ParsedFile> {
  const size = checkFileSize(file.size)
  if (!size.ok) throw new RefusedFile({ code: 'FILE_TOO_LARGE', sizeMb: size.sizeMb, limitMb: size.limitMb })
  const session = createImportSession({ keepRows: 20, ...options })
  const fills: ImportedFill[] = []
  const ledgerEntries: ImportedLedgerEntry[] = []
  const positions: ImportedPosition[] = []
  const drain = () => {
    const batch = session.take()
    for (const fill of batch.fills) fills.push(fill)
    for (const entry of batch.ledgerEntries) ledgerEntries.push(entry)
    for (const position of batch.positions) positions.push(position)
  }
  try {
    if (await isSpreadsheet(file)) {
      await readSpreadsheet(file, session, hooks, drain)
      const summary = session.finish()
      drain()
      return { summary, fills, ledgerEntries, positions }
    }
    const reader = file.stream().getReader()
    let done = 0
    for (;;) {
      if (hooks.isCancelled?.()) {
        await reader.cancel()
        throw new Cancelled()
      }
      const next = await reader.read()
      if (next.done) break
      session.pushBytes(next.value)
      drain()
      done += next.value.length
      hooks.onProgress?.(done, file.size)
    }
    const summary = session.finish()
    drain()
    return { summary, fills, ledgerEntries, positions }
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal) throw new RefusedFile(refusal)
    throw error
  }
}

/** SHA-256 of the file's bytes, to recognise the same file imported again. */
export async function hashFile(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
