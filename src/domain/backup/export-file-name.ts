import { isValidTimeZone, wallTimeAt } from '../trades'

export type ExportKind = 'trades' | 'backup'

/**
 * `trading-journal-trades-2025-03-01.csv` or `trading-journal-backup-2025-03-01.json`, dated on the
 * trader's calendar, so the files of one day sort together and say what they are.
 */
export function exportFileName(kind: ExportKind, now: number, timeZone: string): string {
  const wall = wallTimeAt(now, isValidTimeZone(timeZone) ? timeZone : 'UTC')
  const two = (value: number) => String(value).padStart(2, '0')
  const day = `${wall.year}-${two(wall.month)}-${two(wall.day)}`
  return kind === 'trades' ? `trading-journal-trades-${day}.csv` : `trading-journal-backup-${day}.json`
}
