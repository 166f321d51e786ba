import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64, decodedLength, isBase64 } from '../../../src/domain/backup'

describe('base64', () => {
  it.each<[number[], string]>([
    [[], ''],
    [[0], 'AA=='],
    [[0xff, 0xfe], '//4='],
    [[0x89, 0x50, 0x4e, 0x47], 'iVBORw=='],
    [[1, 2, 3], 'AQID'],
  ])('%j <-> %s', (bytes, text) => {
    expect(bytesToBase64(new Uint8Array(bytes))).toBe(text)
    expect([...base64ToBytes(text)]).toEqual(bytes)
    expect(decodedLength(text)).toBe(bytes.length)
  })

  it('round-trips a screenshot-sized buffer (larger than one argument list)', () => {
    const bytes = new Uint8Array(300_000).map((_, index) => (index * 31) % 256)
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
  })

  it.each(['A', 'AA=', 'A===', 'AA==AA==', 'AA-_', 'AA A'])('refuses %j', (text) => {
    expect(isBase64(text)).toBe(false)
    expect(() => base64ToBytes(text)).toThrow()
  })
})
