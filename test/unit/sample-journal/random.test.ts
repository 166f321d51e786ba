import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../src/domain/sample-journal'

describe('createRandom', () => {
  it('repeats for the same seed and stream, and differs across seeds and streams', () => {
    const draw = (seed: number, stream?: string) => {
      const random = createRandom(seed, stream)
      return Array.from({ length: 8 }, () => random.next())
    }
    expect(draw(1, 'a')).toEqual(draw(1, 'a'))
    expect(draw(1, 'a')).not.toEqual(draw(2, 'a'))
    expect(draw(1, 'a')).not.toEqual(draw(1, 'b'))
  })

  it.each([
    ['next', (r: ReturnType<typeof createRandom>) => r.next(), 0, 1],
    ['float(-2, 3)', (r: ReturnType<typeof createRandom>) => r.float(-2, 3), -2, 3],
    ['int(1, 6)', (r: ReturnType<typeof createRandom>) => r.int(1, 6), 1, 6],
  ] as const)('%s stays in range and covers it', (_name, draw, min, max) => {
    const random = createRandom(99)
    const values = Array.from({ length: 5_000 }, () => draw(random))
    expect(Math.min(...values)).toBeGreaterThanOrEqual(min)
    expect(Math.max(...values)).toBeLessThanOrEqual(max)
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan((max - min) * 0.9)
  })

  it('weights its picks and draws normals around zero', () => {
    const random = createRandom(5)
    const picks = Array.from({ length: 10_000 }, () =>
      random.weighted([
        ['a', 3],
        ['b', 1],
      ] as const),
    )
    const share = picks.filter((pick) => pick === 'a').length / picks.length
    expect(share).toBeGreaterThan(0.72)
    expect(share).toBeLessThan(0.78)
    const normals = Array.from({ length: 10_000 }, () => random.normal())
    const mean = normals.reduce((sum, value) => sum + value, 0) / normals.length
    const sd = Math.sqrt(normals.reduce((sum, value) => sum + (value - mean) ** 2, 0) / normals.length)
    expect(Math.abs(mean)).toBeLessThan(0.05)
    expect(Math.abs(sd - 1)).toBeLessThan(0.05)
  })

  it('makes distinct UUID v4 strings', () => {
    const random = createRandom(3)
    const ids = Array.from({ length: 1_000 }, () => random.uuid())
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('refuses to pick from nothing', () => {
    expect(() => createRandom(1).pick([])).toThrow()
  })
})
