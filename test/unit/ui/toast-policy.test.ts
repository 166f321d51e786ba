import { describe, expect, it } from 'vitest'
import { TOAST_DEFAULT_DURATION_MS, TOAST_MAX_VISIBLE, toastsToEvict, type ToastSlot } from '../../../src/ui/toast/toast-policy'

const slot = (id: string, createdAt: number, extra: Partial<ToastSlot> = {}): ToastSlot => ({
  id,
  createdAt,
  visible: true,
  duration: 4000,
  ...extra,
})

describe('toast policy', () => {
  it('uses the spec numbers: 4000 ms, three visible', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(4000)
    expect(TOAST_MAX_VISIBLE).toBe(3)
  })

  it.each<[name: string, toasts: ToastSlot[], expected: string[]]>([
    ['none', [], []],
    ['three fit', [slot('a', 1), slot('b', 2), slot('c', 3)], []],
    ['fourth pushes out the oldest', [slot('d', 4), slot('c', 3), slot('b', 2), slot('a', 1)], ['a']],
    ['two over the limit', [slot('a', 1), slot('b', 2), slot('c', 3), slot('d', 4), slot('e', 5)], ['a', 'b']],
    ['dismissed ones do not count', [slot('a', 1, { visible: false }), slot('b', 2), slot('c', 3), slot('d', 4)], []],
    ['the persistent offline toast outlives newer ordinary ones', [slot('offline', 1, { duration: Infinity }), slot('b', 2), slot('c', 3), slot('d', 4)], ['b']],
    ['same millisecond: the store lists newest first, the last raised stays', [slot('new', 5), slot('b', 5), slot('c', 5), slot('old', 5)], ['old']],
    ['persistent toasts go too when they alone exceed the limit', [1, 2, 3, 4].map((n) => slot(`p${n}`, n, { duration: Infinity })), ['p1']],
  ])('%s', (_name, toasts, expected) => {
    expect(toastsToEvict(toasts, 3)).toEqual(expected)
  })

  it('defaults to the spec limit', () => {
    expect(toastsToEvict([slot('a', 1), slot('b', 2), slot('c', 3), slot('d', 4)])).toEqual(['a'])
  })
})
