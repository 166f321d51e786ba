import type { CalendarDay, MonthDay, SeasonalTheme } from './colour-theme'

/** docs/product.md section 9, in its order: the first window that contains the day wins (Christmas over Hanukkah). */
export const SEASONAL_THEMES: readonly SeasonalTheme[] = [
  {
    id: 'halloween',
    name: 'Halloween',
    description: 'Spooky orange and purple',
    startDate: '10-15',
    endDate: '11-01',
    primary: '25 95% 50%',
    secondary: '270 40% 30%',
    accent: '280 60% 55%',
    profit: '90 70% 38%',
    loss: '0 80% 50%',
  },
  {
    id: 'christmas',
    name: 'Christmas',
    description: 'Festive red and green',
    startDate: '12-15',
    endDate: '12-26',
    primary: '0 72% 45%',
    secondary: '140 50% 28%',
    accent: '45 90% 50%',
    profit: '140 60% 35%',
    loss: '0 75% 50%',
  },
  {
    id: 'new-year',
    name: 'New Year',
    description: 'Gold and midnight blue',
    startDate: '12-27',
    endDate: '01-07',
    primary: '45 90% 45%',
    secondary: '220 30% 25%',
    accent: '210 80% 58%',
    profit: '150 60% 38%',
    loss: '0 75% 52%',
  },
  {
    id: 'hanukkah',
    name: 'Hanukkah',
    description: 'Blue, silver and candlelight',
    startDate: '12-18',
    endDate: '12-26',
    primary: '215 80% 45%',
    secondary: '210 20% 70%',
    accent: '45 90% 50%',
    profit: '190 60% 38%',
    loss: '0 65% 50%',
  },
  {
    id: 'diwali',
    name: 'Diwali',
    description: 'Lamps of saffron and gold',
    startDate: '10-20',
    endDate: '11-05',
    primary: '35 95% 48%',
    secondary: '330 60% 40%',
    accent: '50 100% 50%',
    profit: '120 55% 36%',
    loss: '350 75% 50%',
  },
  {
    id: 'carnival',
    name: 'Carnival',
    description: 'Bright magenta and teal',
    startDate: '02-10',
    endDate: '02-25',
    primary: '320 80% 52%',
    secondary: '50 90% 50%',
    accent: '175 80% 40%',
    profit: '140 70% 38%',
    loss: '0 80% 52%',
  },
]

export interface ActiveSeason {
  readonly theme: SeasonalTheme
  /** Whole days from the given day to the end date (0 on the last day). */
  readonly daysLeft: number
}

const DAY_MS = 86_400_000

function parseMonthDay(value: MonthDay): { month: number; day: number } {
  const [month, day] = value.split('-').map(Number)
  return { month: month ?? 1, day: day ?? 1 }
}

/** Comparable number for a month-day: 1015 for October 15. */
const key = (month: number, day: number) => month * 100 + day

/** The seasonal theme on this day (first match in docs/product.md's order), with the days left; null out of season. */
export function seasonalThemeOn(today: CalendarDay, themes: readonly SeasonalTheme[] = SEASONAL_THEMES): ActiveSeason | null {
  const now = key(today.month, today.day)
  for (const theme of themes) {
    const start = parseMonthDay(theme.startDate)
    const end = parseMonthDay(theme.endDate)
    const from = key(start.month, start.day)
    const to = key(end.month, end.day)
    const wraps = from > to // e.g. 12-27 to 01-07 runs over the new year
    const inside = wraps ? now >= from || now <= to : now >= from && now <= to
    if (!inside) continue
    const endYear = wraps && now >= from ? today.year + 1 : today.year
    const daysLeft = Math.round((Date.UTC(endYear, end.month - 1, end.day) - Date.UTC(today.year, today.month - 1, today.day)) / DAY_MS)
    return { theme, daysLeft }
  }
  return null
}

export function findSeasonalTheme(id: string): SeasonalTheme | undefined {
  return SEASONAL_THEMES.find((theme) => theme.id === id)
}
