import { describe, expect, it } from 'vitest'
import { backoffDelay } from '../../../sync/connectivity'

const config = { baseDelayMs: 1000, maxDelayMs: 60_000 }

describe('exponential backoff with equal jitter', () => {
  it.each([
    // failures, random, expected
    [1, 0, 500],
    [1, 0.5, 750],
    [1, 0.9999, 1000],
    [2, 0, 1000],
    [3, 0, 2000],
    [4, 1, 8000],
    [7, 0, 30_000],
    [7, 1, 60_000],
    [8, 0, 30_000],
    [50, 0.5, 45_000],
    [0, 0, 500],
    [3, -1, 2000],
    [3, 2, 4000],
  ])('after %i failures with random %f waits %i ms', (failures, random, expected) => {
    expect(backoffDelay(failures, random, config)).toBe(expected)
  })

  it('grows monotonically at the same random draw until the cap', () => {
    const delays = Array.from({ length: 10 }, (_, i) => backoffDelay(i + 1, 0.3, config))
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0)
    expect(Math.max(...delays)).toBeLessThanOrEqual(60_000)
  })
})
