/**
 * A spreadsheet's rows (an `.xlsx` export, read by a reader in the worker) as CSV text, so every
 * layout, the header search and the column mapping read it exactly like the exchange's CSV. Numbers
 * arrive as the text the file stores (never through a float), dates as the wall-clock time the cell
 * shows: spreadsheet dates carry no zone, so the file's zone rules apply to them as to CSV times.
 */

export type SpreadsheetCell = string | number | boolean | Date | null | undefined

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/**
 * `2024-10-02 09:00:00` (with `.123` when the cell has milliseconds), read from the date's UTC fields.
 * A spreadsheet stores a time as a fraction of a day, which comes back a millisecond off a whole
 * second (`13:59:59.999`): within a millisecond it is snapped to the second it shows.
 */
function wallClock(cell: Date): string {
  const time = cell.getTime()
  if (Number.isNaN(time)) return ''
  const nearest = Math.round(time / 1000) * 1000
  const date = Math.abs(time - nearest) <= 1 ? new Date(nearest) : cell
  const base = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  const ms = date.getUTCMilliseconds()
  return ms === 0 ? base : `${base}.${pad(ms, 3)}`
}

function cellText(cell: SpreadsheetCell): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return wallClock(cell)
  return String(cell)
}

/** RFC 4180: a cell with a comma, a quote or a line break is quoted, its quotes doubled. */
function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function spreadsheetToCsv(rows: readonly (readonly SpreadsheetCell[])[]): string {
  let out = ''
  for (const row of rows) out += `${row.map((cell) => quoted(cellText(cell))).join(',')}\r\n`
  return out
}
