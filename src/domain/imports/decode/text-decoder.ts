import { type FileNotice, ImportFileError } from '../errors'
import { SNIFF_LENGTH, sniffBytes, type TextEncodingName } from './sniff'

/**
 * Bytes to text, chunk by chunk. The encoding is chosen from the first bytes: a BOM (UTF-8, UTF-16 LE
 * or BE), else UTF-8. Bytes that are not valid UTF-8 switch the rest of the file to Windows-1252 (the
 * superset of Latin-1 that Excel writes), with an ENCODING_FALLBACK notice; a binary file is refused
 * with ImportFileError BINARY_FILE before any text comes out.
 */

/** Bytes at the end of `bytes` that start a UTF-8 sequence the chunk does not complete. */
function incompleteUtf8Tail(bytes: Uint8Array): number {
  const length = bytes.length
  for (let back = 1; back <= Math.min(4, length); back++) {
    const byte = bytes[length - back] ?? 0
    if ((byte & 0xc0) === 0x80) continue
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1
    return needed > back ? back : 0
  }
  return 0
}

/** Windows-1252's 0x80-0x9F; the rest of the code page is Latin-1. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
  0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
]

/**
 * Windows-1252 by hand: Node's TextDecoder (ICU builds included) reads the label as ISO-8859-1 and
 * turns Excel's `€` (0x80) into a control character; browsers do not. One table keeps both alike.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = ''
  const units: number[] = []
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0
    units.push(byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] ?? byte) : byte)
    if (units.length === 8192) {
      out += String.fromCharCode(...units)
      units.length = 0
    }
  }
  return out + String.fromCharCode(...units)
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b
  if (b.length === 0) return a
  const out = new Uint8Array(a.length + b.length)
  out.set(a, 0)
  out.set(b, a.length)
  return out
}

export class ImportTextDecoder {
  private pending: Uint8Array = new Uint8Array(0)
  private started = false
  private mode: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' = 'utf-8'
  private utf16?: TextDecoder
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
  private consumed = 0
  private sawText = false
  readonly notices: FileNotice[] = []

  /** The encoding in use; settles after the first SNIFF_LENGTH bytes. */
  get encoding(): TextEncodingName {
    return this.mode
  }

  /** True once something other than whitespace has been decoded. */
  get hasContent(): boolean {
    return this.sawText
  }

  push(chunk: Uint8Array): string {
    if (!this.started) {
      this.pending = concat(this.pending, chunk)
      if (this.pending.length < SNIFF_LENGTH) return ''
      return this.start(false)
    }
    return this.decode(chunk, false)
  }

  finish(): string {
    if (!this.started) return this.start(true)
    return this.decode(new Uint8Array(0), true)
  }

  private start(final: boolean): string {
    this.started = true
    const head = this.pending
    this.pending = new Uint8Array(0)
    const sniffed = sniffBytes(head.subarray(0, SNIFF_LENGTH))
    if (sniffed.kind === 'binary') throw new ImportFileError('BINARY_FILE', { detail: sniffed.format })
    if (sniffed.kind === 'empty') return ''
    this.mode = sniffed.encoding
    if (sniffed.encoding !== 'utf-8') this.utf16 = new TextDecoder(sniffed.encoding, { ignoreBOM: true })
    this.consumed = sniffed.bomLength
    return this.decode(head.subarray(sniffed.bomLength), final)
  }

  private decode(chunk: Uint8Array, final: boolean): string {
    const text = this.decodeRaw(chunk, final)
    if (!this.sawText && text.trim() !== '') this.sawText = true
    return text
  }

  private decodeRaw(chunk: Uint8Array, final: boolean): string {
    if (this.utf16) return this.utf16.decode(chunk, { stream: !final })
    if (this.mode === 'windows-1252') return decodeWindows1252(concat(this.pending, chunk))
    const bytes = concat(this.pending, chunk)
    const tail = final ? 0 : incompleteUtf8Tail(bytes)
    const body = bytes.subarray(0, bytes.length - tail)
    this.pending = bytes.slice(bytes.length - tail)
    try {
      const text = this.utf8.decode(body)
      this.consumed += body.length
      return text
    } catch {
      // Not UTF-8: an Excel "CSV" saved in a Western code page. Everything from here is read so.
      this.mode = 'windows-1252'
      this.notices.push({ code: 'ENCODING_FALLBACK', detail: String(this.consumed) })
      const all = concat(body, this.pending)
      this.pending = new Uint8Array(0)
      return decodeWindows1252(all)
    }
  }
}

/** Decodes a whole file at once (previews, tests). */
export function decodeBytes(bytes: Uint8Array): { text: string; encoding: TextEncodingName; notices: readonly FileNotice[] } {
  const decoder = new ImportTextDecoder()
  const text = decoder.push(bytes) + decoder.finish()
  return { text, encoding: decoder.encoding, notices: decoder.notices }
}
