import type { CardLanguage } from './labels'

/**
 * A date and time as the cards print them, `2026-11-20 14:32:05`, `2026/11/20 14:32`,
 * `20/11/2026 14:32` (Spanish and Portuguese interfaces), as the form's wall-clock text
 * `2026-11-20T14:32:05`. A day/month order the card doesn't settle (an English `03/04/2026`) is not
 * read: a wrong date is worse than an empty one.
 */
const YEAR_FIRST = /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?/
const DAY_FIRST = /(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?/

export function readTime(text: string, language: CardLanguage | undefined): string | undefined {
  const yearFirst = YEAR_FIRST.exec(text)
  if (yearFirst) {
    const [, year, month, day, hour, minute, second] = yearFirst
    return wallClock(year!, month!, day!, hour!, minute!, second)
  }
  const dayFirst = DAY_FIRST.exec(text)
  if (!dayFirst) return undefined
  const [, first, middle, year, hour, minute, second] = dayFirst
  const a = Number(first)
  const b = Number(middle)
  if (language === 'es' || language === 'pt' || a > 12) return wallClock(year!, middle!, first!, hour!, minute!, second)
  if (b > 12) return wallClock(year!, first!, middle!, hour!, minute!, second)
  return undefined
}

function wallClock(year: string, month: string, day: string, hour: string, minute: string, second: string | undefined): string | undefined {
  const [m, d, h, min, s] = [month, day, hour, minute, second ?? '0'].map(Number) as [number, number, number, number, number]
  if (m < 1 || m > 12 || d < 1 || d > 31 || h > 23 || min > 59 || s > 59) return undefined
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${year}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}${second === undefined ? '' : `:${pad(s)}`}`
}
