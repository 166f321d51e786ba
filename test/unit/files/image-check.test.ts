import { describe, expect, it } from 'vitest'
import { checkScreenshotFile, MAX_SCREENSHOT_BYTES, sniffImageType, SNIFF_BYTES } from '../../../src/domain/files'

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

// The first 16 bytes of real files of each kind.
const PNG = concat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), ascii('IHDR'))
const JPEG_JFIF = concat(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), ascii('JFIF'), bytes(0, 1, 1, 0, 0, 1))
const JPEG_EXIF = concat(bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34), ascii('Exif'), bytes(0, 0, 0x4d, 0x4d, 0, 0x2a))
const JPEG_RAW = concat(bytes(0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43, 0x00), new Uint8Array(9))
const GIF = concat(ascii('GIF89a'), bytes(1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0))
const WEBP = concat(ascii('RIFF'), bytes(0x24, 0, 0, 0), ascii('WEBPVP8 '))
const PDF = ascii('%PDF-1.7\n%âãÏÓ\n1 0')
const TEXT = ascii('just some notes, not a picture')
const SVG = ascii('<svg xmlns="http://www.w3.org/2000/svg">')
const HTML = ascii('<html><script>alert(1)</script>')
const BMP = concat(ascii('BM'), new Uint8Array(14))
// A PNG signature without its IHDR chunk: truncated or forged.
const PNG_SIGNATURE_ONLY = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
const PNG_WRONG_CHUNK = concat(PNG_SIGNATURE_ONLY, bytes(0, 0, 0, 13), ascii('IDAT'))

describe('sniffImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG (JFIF)', JPEG_JFIF, 'image/jpeg'],
    ['JPEG (Exif, from a phone camera)', JPEG_EXIF, 'image/jpeg'],
    ['JPEG (no APP segment)', JPEG_RAW, 'image/jpeg'],
    ['GIF', GIF, null],
    ['WebP', WEBP, null],
    ['PDF', PDF, null],
    ['plain text', TEXT, null],
    ['SVG', SVG, null],
    ['HTML', HTML, null],
    ['BMP', BMP, null],
    ['PNG signature without IHDR', PNG_SIGNATURE_ONLY, null],
    ['PNG signature with another first chunk', PNG_WRONG_CHUNK, null],
    ['JPEG start cut short', bytes(0xff, 0xd8), null],
    ['nothing', new Uint8Array(0), null],
  ] as const)('%s -> %s', (_name, head, expected) => {
    expect(sniffImageType(head)).toBe(expected)
  })

  it('looks at no more than SNIFF_BYTES bytes', () => {
    expect(PNG.length).toBe(SNIFF_BYTES)
    expect(sniffImageType(PNG.slice(0, SNIFF_BYTES))).toBe('image/png')
  })
})

describe('checkScreenshotFile', () => {
  it.each([
    ['a small PNG', 2_048, PNG, { ok: true, mimeType: 'image/png' }],
    ['a JPEG (whatever its name says)', 500_000, JPEG_JFIF, { ok: true, mimeType: 'image/jpeg' }],
    ['exactly 20 MB', MAX_SCREENSHOT_BYTES, PNG, { ok: true, mimeType: 'image/png' }],
    ['one byte over 20 MB', MAX_SCREENSHOT_BYTES + 1, PNG, { ok: false, code: 'TOO_LARGE' }],
    ['a huge non-image: size is judged first', 2 * 1024 ** 3, TEXT, { ok: false, code: 'TOO_LARGE' }],
    ['an empty file', 0, new Uint8Array(0), { ok: false, code: 'EMPTY_FILE' }],
    ['a GIF named .png', 4_000, GIF, { ok: false, code: 'NOT_PNG_OR_JPEG' }],
    ['a PDF named .jpg', 90_000, PDF, { ok: false, code: 'NOT_PNG_OR_JPEG' }],
    ['a text file named .png', 30, TEXT, { ok: false, code: 'NOT_PNG_OR_JPEG' }],
    ['a WebP', 12_000, WEBP, { ok: false, code: 'NOT_PNG_OR_JPEG' }],
  ] as const)('%s', (_name, size, head, expected) => {
    expect(checkScreenshotFile({ size, head })).toEqual(expected)
  })

  it('20 MB means 20 x 1024 x 1024 bytes', () => {
    expect(MAX_SCREENSHOT_BYTES).toBe(20_971_520)
  })
})
