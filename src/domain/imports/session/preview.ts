import { type FileErrorCode, type FileLine, isImportFileError } from '../errors'
import type { ImportedFill, ImportedLedgerEntry, ImportedPosition } from '../records'
import { type ImportFileSummary, type ImportOptions, ImportSession } from './import-session'

/**
 * Whole-file helpers on top of ImportSession: the preview the upload screen shows before anything is
 * written (first rows as they will be imported, every row problem, the counts), and a one-shot parse
 * for small inputs and tests. Both return a typed refusal instead of throwing.
 */

export interface FileRefusal {
  readonly code: FileErrorCode
  readonly detail?: string
  /** The header the mapping screen should offer (UNKNOWN_LAYOUT, mapping errors, HEADER_ONLY). */
  readonly header?: readonly string[]
  readonly delimiter?: string
  /** The file's first lines, for the mapping's header-row choice. */
  readonly lines?: readonly FileLine[]
}

export type PreviewResult = { readonly ok: true; readonly summary: ImportFileSummary } | { readonly ok: false; readonly error: FileRefusal }

export interface ParsedImport {
  readonly summary: ImportFileSummary
  readonly fills: readonly ImportedFill[]
  readonly ledgerEntries: readonly ImportedLedgerEntry[]
  readonly positions: readonly ImportedPosition[]
}

export type ParseResult = ({ readonly ok: true } & ParsedImport) | { readonly ok: false; readonly error: FileRefusal }

/** Input is fed in slices of this size, so previews exercise the same streaming path as imports. */
const SLICE = 1024 * 1024

function run(input: Uint8Array | string, options: ImportOptions, collect: boolean): ParseResult {
  const fills: ImportedFill[] = []
  const ledgerEntries: ImportedLedgerEntry[] = []
  const positions: ImportedPosition[] = []
  const drain = (session: ImportSession) => {
    const batch = session.take()
    if (!collect) return
    fills.push(...batch.fills)
    ledgerEntries.push(...batch.ledgerEntries)
    positions.push(...batch.positions)
  }
  try {
    const session = new ImportSession(options)
    for (let at = 0; at < input.length; at += SLICE) {
      if (typeof input === 'string') session.pushText(input.slice(at, at + SLICE))
      else session.pushBytes(input.subarray(at, at + SLICE))
      drain(session)
    }
    const summary = session.finish()
    drain(session)
    return { ok: true, summary, fills, ledgerEntries, positions }
  } catch (error) {
    if (!isImportFileError(error)) throw error
    const refusal: FileRefusal = { code: error.code }
    return {
      ok: false,
      error: {
        ...refusal,
        ...(error.detail !== undefined ? { detail: error.detail } : {}),
        ...(error.header ? { header: error.header } : {}),
        ...(error.delimiter ? { delimiter: error.delimiter } : {}),
        ...(error.lines ? { lines: error.lines } : {}),
      },
    }
  }
}

/** Reads the whole file, keeping the first `rows` rows (default 20) and every row issue. */
export function previewImport(input: Uint8Array | string, options: ImportOptions & { readonly rows?: number } = {}): PreviewResult {
  const result = run(input, { ...options, keepRows: options.rows ?? 20 }, false)
  return result.ok ? { ok: true, summary: result.summary } : result
}

/** Reads the whole file and returns every record (for small files and tests; the worker streams). */
export function parseImport(input: Uint8Array | string, options: ImportOptions = {}): ParseResult {
  return run(input, options, true)
}

/** One preview per file of a selection: each file is detected on its own, so exchanges may mix. */
export function previewFiles(
  files: readonly { readonly name: string; readonly bytes: Uint8Array }[],
  options: ImportOptions & { readonly rows?: number } = {},
): { readonly name: string; readonly result: PreviewResult }[] {
  return files.map((file) => ({ name: file.name, result: previewImport(file.bytes, options) }))
}
