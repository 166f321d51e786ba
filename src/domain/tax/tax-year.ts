import type { LocalDate } from '../common'

/** Where a tax year starts: 1 January in most countries, 6 April in the UK, 1 July in Australia. */
export interface TaxYearStart {
  /** 1 to 12. */
  readonly month: number
  /** 1 to 31. */
  readonly day: number
}

export const TAX_YEAR_STARTS = {
  calendar: { month: 1, day: 1 },
  uk: { month: 4, day: 6 },
  july: { month: 7, day: 1 },
} as const satisfies Record<string, TaxYearStart>
export type TaxYearStartId = keyof typeof TAX_YEAR_STARTS

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar year a tax year begins in, for a local day. */
export function taxYearOf(day: LocalDate, start: TaxYearStart): number {
  const year = Number(day.slice(0, 4))
  return day.slice(5) >= `${pad(start.month)}-${pad(start.day)}` ? year : year - 1
}

/** '2025' for a calendar tax year, '2024/25' for one that starts later in the year. */
export function taxYearLabel(startYear: number, start: TaxYearStart): string {
  return start.month === 1 && start.day === 1 ? String(startYear) : `${startYear}/${pad((startYear + 1) % 100)}`
}

/** First and last local day of the tax year that begins in `startYear`. */
export function taxYearBounds(startYear: number, start: TaxYearStart): { readonly first: LocalDate; readonly last: LocalDate } {
  const first = `${startYear}-${pad(start.month)}-${pad(start.day)}`
  const next = Date.UTC(startYear + 1, start.month - 1, start.day)
  const last = new Date(next - 86_400_000).toISOString().slice(0, 10)
  return { first, last }
}

/**
 * Held more than a year (the US long-term rule, and the usual reading elsewhere): disposed after
 * the anniversary of the acquisition day, in the trader's zone.
 */
export function isLongTerm(acquired: LocalDate, disposed: LocalDate): boolean {
  const anniversary = `${Number(acquired.slice(0, 4)) + 1}${acquired.slice(4)}`
  return disposed > anniversary
}
