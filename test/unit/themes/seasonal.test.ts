import { describe, expect, it } from 'vitest'
import { seasonalThemeOn } from '../../../src/domain/themes'

describe('seasonal themes (spec section 9: first match wins, days left to the end date)', () => {
  it.each([
    // year, month, day, theme, days left
    [2025, 10, 14, null, null],
    [2025, 10, 15, 'halloween', 17],
    [2025, 10, 25, 'halloween', 7], // diwali overlaps; halloween is listed first
    [2025, 11, 1, 'halloween', 0],
    [2025, 11, 2, 'diwali', 3],
    [2025, 11, 5, 'diwali', 0],
    [2025, 11, 6, null, null],
    [2025, 12, 14, null, null],
    [2025, 12, 15, 'christmas', 11],
    [2025, 12, 20, 'christmas', 6], // hanukkah overlaps; christmas is listed first
    [2025, 12, 26, 'christmas', 0],
    [2025, 12, 27, 'new-year', 11], // runs into next year: 27 Dec to 7 Jan
    [2025, 12, 31, 'new-year', 7],
    [2026, 1, 1, 'new-year', 6],
    [2026, 1, 7, 'new-year', 0],
    [2026, 1, 8, null, null],
    [2024, 2, 10, 'carnival', 15],
    [2024, 2, 25, 'carnival', 0],
    [2024, 2, 26, null, null],
    [2026, 6, 15, null, null],
  ] as const)('%i-%i-%i: %s', (year, month, day, id, daysLeft) => {
    const season = seasonalThemeOn({ year, month, day })
    expect(season?.theme.id ?? null).toBe(id)
    expect(season?.daysLeft ?? null).toBe(daysLeft)
  })

  it('counts days left across a leap day', () => {
    // new-year never spans February, so check carnival in a leap year against a common year
    expect(seasonalThemeOn({ year: 2024, month: 2, day: 20 })?.daysLeft).toBe(5)
    expect(seasonalThemeOn({ year: 2025, month: 2, day: 20 })?.daysLeft).toBe(5)
  })
})
