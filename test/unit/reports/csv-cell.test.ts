import { describe, expect, it } from 'vitest'
import { csvField, csvRecord, isFormulaLike, neutraliseFormula, toCsv } from '../../../src/domain/backup'

describe('csvField: formula neutralising (OWASP) and RFC 4180 quoting', () => {
  it.each<[string, string, string]>([
    // Each dangerous first character gets a leading single quote.
    ['equals', '=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['plus', '+1+1', "'+1+1"],
    ['minus followed by a formula', '-2+3', "'-2+3"],
    ['at', '@SUM(A1)', "'@SUM(A1)"],
    ['tab', '\tcmd', "'\tcmd"],
    ['carriage return (then quoted: it is a line break)', '\r=1', `"'\r=1"`],
    ['line feed (then quoted)', '\n=1+1', `"'\n=1+1"`],
    ['line feed before plain text', '\nnote', `"'\nnote"`],
    ['CRLF before a formula', '\r\n=1', `"'\r\n=1"`],
    // Blanks before a lead: spreadsheets that trim them would still run the formula.
    ['a space before equals', ' =1+1', "' =1+1"],
    ['spaces before plus', '   +1', "'   +1"],
    ['a space before minus', ' -2+3', "' -2+3"],
    ['a space before at', ' @SUM(A1)', "' @SUM(A1)"],
    ['a space before a tab', ' \tcmd', "' \tcmd"],
    ['a space before a line feed', ' \n=1', `"' \n=1"`],
    ['a no-break space before equals', '\u00a0=1', "'\u00a0=1"],
    ['a tab then spaces then equals', '\t  =1', "'\t  =1"],
    ['a space before a negative number (not as the app writes numbers)', ' -12.5', "' -12.5"],
    ['spaces before plain text stay', '  note', '  note'],
    ['a hyperlink formula with quotes', '=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['DDE payload with a comma', "=cmd|' /C calc'!A0,1", `"'=cmd|' /C calc'!A0,1"`],
    // Plain numbers stay numbers, negative ones included.
    ['negative decimal', '-12.5', '-12.5'],
    ['negative integer', '-3', '-3'],
    ['negative with 18 decimals', '-0.000000000000000001', '-0.000000000000000001'],
    ['positive decimal', '61000.5', '61000.5'],
    // Not plain numbers: neutralised although they start like one.
    ['explicit plus sign', '+12', "'+12"],
    ['exponent', '-1e5', "'-1e5"],
    ['hex', '-0x1F', "'-0x1F"],
    ['minus alone', '-', "'-"],
    ['negative with a trailing space', '-12.5 ', "'-12.5 "],
    ['negative with a comma decimal', '-12,5', `"'-12,5"`],
    // Quoting.
    ['comma', 'a,b', '"a,b"'],
    ['double quote', 'say "hi"', '"say ""hi"""'],
    ['line feed', 'line 1\nline 2', '"line 1\nline 2"'],
    ['CRLF inside', 'a\r\nb', '"a\r\nb"'],
    ['semicolon (delimiter of many European spreadsheets)', 'Calm; FOMO', '"Calm; FOMO"'],
    ['formula-like text later in the cell is harmless', 'note =1+1', 'note =1+1'],
    // Unicode passes through untouched.
    ['accents', 'Operación ganadora', 'Operación ganadora'],
    ['emoji', '🚀 to the moon', '🚀 to the moon'],
    ['CJK', '比特币', '比特币'],
    ['empty', '', ''],
  ])('%s', (_case, input, expected) => {
    expect(csvField(input)).toBe(expected)
  })

  it('writes numbers as they are and leaves missing values empty', () => {
    expect(csvField(-12.5)).toBe('-12.5')
    expect(csvField(3)).toBe('3')
    expect(csvField(undefined)).toBe('')
    expect(csvField(null)).toBe('')
  })

  it('tells formula-like text apart from plain numbers', () => {
    expect(isFormulaLike('-12.5')).toBe(false)
    expect(isFormulaLike('-12.5x')).toBe(true)
    expect(neutraliseFormula('@x')).toBe("'@x")
    expect(neutraliseFormula('BTCUSDT')).toBe('BTCUSDT')
  })
})

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark and ends every record with CRLF', () => {
    const text = toCsv([
      ['Symbol', 'Net P&L', 'Notes'],
      ['BTCUSDT', '-12.5', '=1+1'],
    ])
    expect(text).toBe("\uFEFFSymbol,Net P&L,Notes\r\nBTCUSDT,-12.5,'=1+1\r\n")
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  })

  it('keeps the number of fields per record even with empty cells', () => {
    expect(csvRecord(['a', '', undefined, 'd'])).toBe('a,,,d')
  })
})
