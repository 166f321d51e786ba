import { describe, expect, it } from 'vitest'
import { CsvTokenizer, decodeBytes, guessTable, ImportTextDecoder, parseCsv, sniffBytes } from '../../../src/domain/imports'

const encoder = new TextEncoder()

describe('sniffBytes', () => {
  it.each([
    ['UTF-8 BOM', [0xef, 0xbb, 0xbf, 0x61], { kind: 'text', encoding: 'utf-8', bomLength: 3 }],
    ['UTF-16 LE BOM', [0xff, 0xfe, 0x61, 0], { kind: 'text', encoding: 'utf-16le', bomLength: 2 }],
    ['UTF-16 BE BOM', [0xfe, 0xff, 0, 0x61], { kind: 'text', encoding: 'utf-16be', bomLength: 2 }],
    ['plain text', [...encoder.encode('a,b\n1,2\n')], { kind: 'text', encoding: 'utf-8', bomLength: 0 }],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], { kind: 'binary', format: 'png' }],
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0], { kind: 'binary', format: 'jpeg' }],
    ['GIF', [...encoder.encode('GIF89a')], { kind: 'binary', format: 'gif' }],
    ['gzip', [0x1f, 0x8b, 8, 0], { kind: 'binary', format: 'gzip' }],
    ['old Excel', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], { kind: 'binary', format: 'xls' }],
    ['WebP', [...encoder.encode('RIFF'), 0, 0, 0, 0, ...encoder.encode('WEBP')], { kind: 'binary', format: 'webp' }],
    ['control bytes', [1, 2, 3, 4, 5, 6, 0x41], { kind: 'binary', format: 'binary' }],
    ['nothing', [], { kind: 'empty' }],
  ])('%s', (_name, bytes, expected) => {
    expect(sniffBytes(new Uint8Array(bytes))).toEqual(expected)
  })
})

describe('ImportTextDecoder', () => {
  it('decodes UTF-8 split anywhere, even inside a multi-byte character', () => {
    const text = 'Gebühr,€,日本,😀\n'.repeat(700)
    const bytes = encoder.encode(text)
    for (const size of [1, 3, 7, 4096, 8191]) {
      const decoder = new ImportTextDecoder()
      let out = ''
      for (let at = 0; at < bytes.length; at += size) out += decoder.push(bytes.subarray(at, at + size))
      out += decoder.finish()
      expect(out).toBe(text)
      expect(decoder.notices).toEqual([])
    }
  })

  it('switches to Windows-1252 at the first invalid byte and reports where', () => {
    const head = encoder.encode('a,b\n'.repeat(3000))
    const tail = new Uint8Array([0x80, 0x31, 0x2c, 0xe9, 0x0a])
    const decoder = new ImportTextDecoder()
    const out = decoder.push(head) + decoder.push(tail) + decoder.finish()
    expect(out.endsWith('€1,é\n')).toBe(true)
    expect(decoder.encoding).toBe('windows-1252')
    expect(decoder.notices).toEqual([{ code: 'ENCODING_FALLBACK', detail: String(head.length) }])
  })

  it('strips a BOM and refuses binaries', () => {
    expect(decodeBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])).text).toBe('A')
    expect(() => decodeBytes(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).toThrow(expect.objectContaining({ code: 'BINARY_FILE', detail: 'pdf' }))
  })
})

describe('CSV tokenizer', () => {
  it.each([
    [
      'plain',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
      [1, 2],
    ],
    [
      'CRLF and no final newline',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
      [1, 2],
    ],
    [
      'lone CR',
      'a,b\r1,2\r',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
      [1, 2],
    ],
    ['quoted delimiter and escaped quote', 'a,"b,""c"""\n', [['a', 'b,"c"']], [1]],
    ['newline inside quotes keeps the start line', 'h\n"x\r\ny",z\nnext\n', [['h'], ['x\r\ny', 'z'], ['next']], [1, 2, 4]],
    ['blank lines skipped', 'a\n\n\nb\n', [['a'], ['b']], [1, 4]],
    ['empty cells', ',,\n', [['', '', '']], [1]],
    ['quote inside an unquoted cell is text', 'a 5" screen,b\n', [['a 5" screen', 'b']], [1]],
    ['spaces after a closing quote dropped', '"a"  ,b\n', [['a', 'b']], [1]],
    ['space before an opening quote', 'x, "a,b"\n', [['x', 'a,b']], [1]],
  ])('%s', (_name, text, cells, lines) => {
    const records = parseCsv(text, ',')
    expect(records.map((record) => record.cells)).toEqual(cells)
    expect(records.map((record) => record.line)).toEqual(lines)
  })

  it('reports a quote left open at the end of the file', () => {
    expect(parseCsv('a,b\n1,"2\n3\n', ',')).toEqual([
      { cells: ['a', 'b'], line: 1 },
      { cells: ['1', '2\n3\n'], line: 2, unterminatedQuote: true },
    ])
  })

  it('gives the same records whatever the chunk size', () => {
    const text = 'id,note,amount\r\n1,"a ""quoted"", multi\r\nline note",10.5\r\n2,plain,"1,234.50"\r\n\r\n3,"",7\r\n'
    const whole = parseCsv(text, ',')
    for (let size = 1; size <= text.length; size++) {
      const tokenizer = new CsvTokenizer(',')
      const records = []
      for (let at = 0; at < text.length; at += size) records.push(...tokenizer.push(text.slice(at, at + size)))
      records.push(...tokenizer.finish())
      expect(records, `chunk size ${size}`).toEqual(whole)
    }
    expect(whole.map((record) => record.line)).toEqual([1, 2, 4, 6])
  })

  it('guesses the delimiter and header of a table it does not know', () => {
    expect(guessTable('Report for May\n\nwhen;what;how much\n2024-01-01;coffee;3,50\n2024-01-02;tea;2,80\n')).toEqual({
      delimiter: ';',
      header: ['when', 'what', 'how much'],
      headerLine: 3,
    })
    expect(guessTable('a\tb\tc\n1\t2\t3\n')).toMatchObject({ delimiter: '\t', header: ['a', 'b', 'c'] })
    expect(guessTable('a|b\n1|2\n')).toMatchObject({ delimiter: '|' })
  })
})
