import { BUCKET, B } from './pass-layout'
import type { Bucket, BucketStats, Direction, Streaks, Weekday } from './types'
import { average, INFINITE, none, value, type Value } from './value'

/** Small pieces of the reports: buckets from the flat accumulators, and ratios with their limits. */

/** Trades in a bucket: its outcomes, whole numbers (see B). */
export function bucketTrades(a: Float64Array, i: number): number {
  return (a[i + B.wins] as number) + (a[i + B.losses] as number) + (a[i + B.breakevens] as number)
}

export function bucketStats(a: Float64Array, i: number): BucketStats {
  const trades = bucketTrades(a, i)
  const wins = a[i + B.wins] as number
  const losses = a[i + B.losses] as number
  const pnl = a[i + B.pnl] as number
  return {
    trades,
    wins,
    losses,
    breakevens: a[i + B.breakevens] as number,
    pnl,
    winRate: average(wins, wins + losses, trades > 0 ? 'noDecidedTrades' : 'noTrades'),
    averagePnl: average(pnl, trades, 'noTrades'),
    fees: a[i + B.fees] as number,
    funding: a[i + B.funding] as number,
    volume: a[i + B.volume] as number,
  }
}

/** Buckets of a keyed dimension (dictionary indices), those with trades only, most trades first. */
export function keyedBuckets<K>(a: Float64Array, g: number, size: number, keyOf: (index: number) => K): Bucket<K>[] {
  const buckets: Bucket<K>[] = []
  for (let index = 0; index < size; index++) {
    const i = (g * size + index) * BUCKET
    if (bucketTrades(a, i) > 0) buckets.push({ key: keyOf(index), ...bucketStats(a, i) })
  }
  return buckets.sort((x, y) => y.trades - x.trades || String(x.key ?? '').localeCompare(String(y.key ?? '')))
}

/** Every bucket of a fixed dimension, in its natural order. */
export function fixedBuckets<K>(a: Float64Array, g: number, keys: readonly K[]): Bucket<K>[] {
  return keys.map((key, index) => ({ key, ...bucketStats(a, (g * keys.length + index) * BUCKET) }))
}

export function streaksOf(kind: number, length: number, longestWin: number, longestLoss: number): Streaks {
  return { current: { kind: kind === 1 ? 'win' : kind === -1 ? 'loss' : 'none', length }, longestWin, longestLoss }
}

/** Sum / |sum| with the infinite and empty cases spelt out. */
export function profitFactorOf(winSum: number, lossSum: number, wins: number, losses: number): Value {
  if (losses === 0) return wins > 0 ? INFINITE : none('noDecidedTrades')
  return value(winSum / Math.abs(lossSum))
}

export function payoffOf(winSum: number, lossSum: number, wins: number, losses: number): Value {
  if (wins === 0) return none(losses > 0 ? 'noWins' : 'noDecidedTrades')
  if (losses === 0) return INFINITE
  return value(winSum / wins / Math.abs(lossSum / losses))
}

export function bestAndWorst<K>(buckets: readonly Bucket<K>[]): { best?: Bucket<K>; worst?: Bucket<K> } {
  let best: Bucket<K> | undefined
  let worst: Bucket<K> | undefined
  for (const bucket of buckets) {
    if (bucket.trades === 0) continue
    if (!best || bucket.pnl > best.pnl) best = bucket
    if (!worst || bucket.pnl < worst.pnl) worst = bucket
  }
  return { best, worst }
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7]
export const DIRECTIONS: readonly Direction[] = ['long', 'short']
