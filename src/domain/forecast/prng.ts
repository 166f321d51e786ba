/**
 * Mulberry32: a tiny seeded 32-bit generator. The forecast draws from it instead of Math.random so
 * the same journal, inputs and seed always give the same bands (tests pin numbers, and a trader who
 * reopens the screen sees what they saw). Statistically fine for bootstrapping; not for secrets.
 */
export type Random = () => number

export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
