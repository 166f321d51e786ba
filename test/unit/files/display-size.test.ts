import { describe, expect, it } from 'vitest'
import { DISPLAY_MAX_EDGE, displaySizeFor } from '../../../src/domain/files'

describe('displaySizeFor', () => {
  it.each([
    ['landscape 4K screenshot', { width: 3840, height: 2160 }, 1600, { width: 1600, height: 900 }],
    ['portrait phone screenshot', { width: 1170, height: 2532 }, 1600, { width: 739, height: 1600 }],
    ['square', { width: 2000, height: 2000 }, 1600, { width: 1600, height: 1600 }],
    ['already small: never scaled up', { width: 800, height: 600 }, 1600, { width: 800, height: 600 }],
    ['exactly the limit', { width: 1600, height: 1000 }, 1600, { width: 1600, height: 1000 }],
    ['a sliver keeps at least one pixel', { width: 10_000, height: 1 }, 1600, { width: 1600, height: 1 }],
    ['a smaller limit', { width: 1000, height: 500 }, 200, { width: 200, height: 100 }],
  ])('%s', (_name, original, maxEdge, expected) => {
    expect(displaySizeFor(original, maxEdge)).toEqual(expected)
  })

  it.each([[{ width: 0, height: 100 }], [{ width: 100, height: -1 }], [{ width: Number.NaN, height: 100 }], [{ width: Number.POSITIVE_INFINITY, height: 100 }]])(
    'nothing to draw for %j',
    (original) => {
      expect(displaySizeFor(original)).toBeNull()
    },
  )

  it('defaults to a 1600 px long edge', () => {
    expect(DISPLAY_MAX_EDGE).toBe(1600)
    expect(displaySizeFor({ width: 3200, height: 100 })).toEqual({ width: 1600, height: 50 })
  })
})
