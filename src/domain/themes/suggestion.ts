/** How sure the suggestion is (docs/product.md section 9). */
export type SuggestionConfidence = 'high' | 'medium' | 'low'
export type SuggestionReason = 'late-night' | 'evening' | 'morning' | 'work-hours' | 'weekend'

export interface ThemeSuggestion {
  readonly themeId: string
  readonly confidence: SuggestionConfidence
  readonly reason: SuggestionReason
}

export interface TimeOfWeek {
  /** 0-23, in the trader's zone */
  readonly hour: number
  /** 0 = Sunday ... 6 = Saturday */
  readonly weekday: number
}

interface Rule extends ThemeSuggestion {
  readonly matches: (time: TimeOfWeek) => boolean
}

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6

/** docs/product.md section 9, in its order; the first rule that matches wins (a weekday 10:00 is still 'ocean'). */
const RULES: readonly Rule[] = [
  { themeId: 'midnight', confidence: 'high', reason: 'late-night', matches: ({ hour }) => hour >= 22 || hour < 6 },
  { themeId: 'sunset', confidence: 'medium', reason: 'evening', matches: ({ hour }) => hour >= 18 && hour < 22 },
  { themeId: 'ocean', confidence: 'medium', reason: 'morning', matches: ({ hour }) => hour >= 6 && hour < 12 },
  { themeId: 'focus', confidence: 'high', reason: 'work-hours', matches: ({ hour, weekday }) => !isWeekend(weekday) && hour >= 9 && hour < 17 },
  { themeId: 'neon', confidence: 'low', reason: 'weekend', matches: ({ weekday }) => isWeekend(weekday) },
]

/** The theme suggested for this time, or null (a weekday between 17:00 and 18:00). */
export function suggestThemeAt(time: TimeOfWeek): ThemeSuggestion | null {
  const rule = RULES.find((candidate) => candidate.matches(time))
  return rule ? { themeId: rule.themeId, confidence: rule.confidence, reason: rule.reason } : null
}
