import { describe, expect, it } from 'vitest'
import { suggestThemeAt } from '../../../src/domain/themes'

const MONDAY = 1
const FRIDAY = 5
const SATURDAY = 6
const SUNDAY = 0

describe('theme suggestion by time (spec section 9, first rule that matches)', () => {
  it.each([
    // hour, weekday, theme, confidence
    [22, MONDAY, 'midnight', 'high'],
    [23, SATURDAY, 'midnight', 'high'],
    [0, MONDAY, 'midnight', 'high'],
    [5, SUNDAY, 'midnight', 'high'],
    [6, MONDAY, 'ocean', 'medium'],
    [9, MONDAY, 'ocean', 'medium'], // morning is listed before work hours
    [11, SATURDAY, 'ocean', 'medium'],
    [12, MONDAY, 'focus', 'high'],
    [16, FRIDAY, 'focus', 'high'],
    [17, MONDAY, null, null],
    [12, SATURDAY, 'neon', 'low'],
    [17, SUNDAY, 'neon', 'low'],
    [18, MONDAY, 'sunset', 'medium'],
    [21, SUNDAY, 'sunset', 'medium'],
  ] as const)('%i:00 on day %i: %s', (hour, weekday, themeId, confidence) => {
    const suggestion = suggestThemeAt({ hour, weekday })
    expect(suggestion?.themeId ?? null).toBe(themeId)
    expect(suggestion?.confidence ?? null).toBe(confidence)
  })
})
