/** A month laid out as weeks for the P&L calendar (pure; tested in test/unit/charts). */

export interface CalendarCell {
  /** `YYYY-MM-DD`. */
  readonly date: string
  readonly day: number
  /** 0-based column in the week (the first column is `weekStartsOn`). */
  readonly column: number
  readonly week: number
}

export interface MonthGrid {
  readonly month: string
  readonly weeks: number
  readonly cells: readonly CalendarCell[]
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `YYYY-MM` of a `YYYY-MM-DD` day. */
export const monthOf = (date: string) => date.slice(0, 7)

/** The month `offset` months after `month` (`YYYY-MM`). */
export function addMonths(month: string, offset: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, m - 1 + offset, 1))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`
}

/** Every day of `month` (`YYYY-MM`) in its week row and weekday column; weeks start on Monday by default. */
export function monthGrid(month: string, weekStartsOn: 0 | 1 = 1): MonthGrid {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate()
  const firstWeekday = new Date(Date.UTC(year, m - 1, 1)).getUTCDay()
  const offset = (firstWeekday - weekStartsOn + 7) % 7
  const cells: CalendarCell[] = []
  for (let day = 1; day <= days; day++) {
    const index = offset + day - 1
    cells.push({ date: `${year}-${pad(m)}-${pad(day)}`, day, column: index % 7, week: Math.floor(index / 7) })
  }
  return { month, weeks: Math.floor((offset + days - 1) / 7) + 1, cells }
}

/** Months (`YYYY-MM`) that hold at least one of the days, oldest first. */
export function monthsWithDays(dates: readonly string[]): string[] {
  return [...new Set(dates.map(monthOf))].sort()
}
