import { afterEach, describe, expect, it, vi } from 'vitest'
import { deviceTimeZone, traderTimeZone } from '../../../src/ui/format/time-zone'

describe('deviceTimeZone', () => {
  afterEach(() => vi.restoreAllMocks())

  it('asks Intl once while the UTC offset stays the same, and again when it changes', () => {
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60)
    const intl = vi.spyOn(Intl, 'DateTimeFormat')
    const first = deviceTimeZone()
    const asked = intl.mock.calls.length
    expect(deviceTimeZone()).toBe(first)
    expect(deviceTimeZone()).toBe(first)
    expect(intl.mock.calls.length).toBe(asked)

    // A trip (or a DST change) moves the offset: the zone is read again.
    offset.mockReturnValue(300)
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
    expect(intl.mock.calls.length).toBeGreaterThan(asked + 1)
  })
})

describe('traderTimeZone', () => {
  it.each([
    { profileZone: 'Asia/Tokyo', expected: 'Asia/Tokyo' },
    { profileZone: 'America/Sao_Paulo', expected: 'America/Sao_Paulo' },
    { profileZone: null, expected: deviceTimeZone() },
  ])('profile zone $profileZone: $expected', ({ profileZone, expected }) => {
    expect(traderTimeZone({ timeZone: profileZone })).toBe(expected)
  })
})
