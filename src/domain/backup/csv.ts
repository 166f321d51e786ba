/**
 * CSV text for spreadsheets: RFC 4180 (comma separated, CRLF line ends, a field holding a quote,
 * comma, semicolon or line break is enclosed in double quotes with inner quotes doubled) with a
 * UTF-8 byte order mark, which Excel needs to read accents and symbols as UTF-8.
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with `=`, `+`,
 * `-`, `@`, tab, carriage return or line feed as a formula, and some (LibreOffice, Google Sheets)
 * skip leading spaces first, so notes, tag names or symbols a trader typed (or an imported file
 * carried) could run one. Such a cell, also when blanks (spaces, no-break spaces, any Unicode
 * white space) come before the lead, gets a leading single quote, which the spreadsheet shows as
 * text.
 *
 * The one exception, in any column, is a plain number exactly as the app writes amounts (`-12.5`:
 * optional minus, digits, optional fraction, nothing before or after): a negative P&L must stay a
 * number a sum can add, and such a cell cannot be a formula, so a note that is exactly `-12.5`
 * exports as that number too, harmlessly. `-1+2`, `+12`, ` -12.5`, `-0x1` or `-12.5e3` are not
 * plain numbers and are neutralised.
 */

export const CSV_BOM = '\uFEFF'
export const CSV_LINE_END = '\r\n'

/** A formula lead, possibly after blanks; tab, CR and LF are leads themselves (`\s` holds them). */
const FORMULA_START = /^\s*[=+\-@\t\r\n]/
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/
const NEEDS_QUOTES = /[",;\r\n]/

/** True for text a spreadsheet would run as a formula. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)
}

/** The text a cell shows: formula-like text gets a leading single quote (OWASP). */
export function neutraliseFormula(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text
}

/** One field as written in the file: neutralised, then quoted when RFC 4180 needs it. */
export function csvField(value: string | number | undefined | null): string {
  if (value === undefined || value === null) return ''
  const text = neutraliseFormula(String(value))
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvRecord(values: readonly (string | number | undefined | null)[]): string {
  return values.map(csvField).join(',')
}

/** A whole file: byte order mark, one record per row, each ending with CRLF. */
export function toCsv(rows: readonly (readonly (string | number | undefined | null)[])[]): string {
  return CSV_BOM + rows.map((row) => csvRecord(row) + CSV_LINE_END).join('')
}
