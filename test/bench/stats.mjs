// Small statistics and formatting helpers for the benchmark tables.

/** Median of the numbers (nulls, i.e. failed runs, are left out); null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b)
  if (!sorted.length) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Nearest-rank percentile (p95 of 5 runs is the slowest run). */
export function percentile(values, p) {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b)
  if (!sorted.length) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export const kB = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1000).toFixed(1)} kB`)
export const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`)

/** A plain text table: rows of cells, the first row is the header; numbers-like cells align right. */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  const isNumeric = (cell) => /^[\d.]+ ?(kB|ms|s)?$|^n\/a$/.test(String(cell))
  const line = (row) => row.map((cell, i) => (isNumeric(cell) ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join('  ')
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n')
}
