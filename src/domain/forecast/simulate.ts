import { quantileSorted } from './percentile'
import { mulberry32 } from './prng'

/**
 * What each simulated trade draws from the trader's own closed trades:
 * - `r`: an R multiple (P&L / initial risk); the simulated trade risks `riskFraction` of the
 *   equity at that moment, so it returns R x risk x equity (compounding, sized like a rule-based
 *   trader would);
 * - `pnl`: a P&L amount as it was (no compounding): the trades as they were sized.
 */
export type ForecastBasis = 'r' | 'pnl'

export interface ForecastInput {
  readonly basis: ForecastBasis
  /** R multiples (basis r) or P&L amounts (basis pnl), drawn with replacement. */
  readonly samples: readonly number[]
  readonly startingCapital: number
  /** Future trades per simulated path. */
  readonly trades: number
  /** Basis r: share of equity risked per trade (0.01 = 1 %). */
  readonly riskFraction: number
  /** Target as a gain on the starting capital (0.2 = +20 %), reached at any point of a path. */
  readonly targetFraction: number
  /** Drawdown limit as a fall from the path's running peak (0.2 = 20 %), hit at any point. */
  readonly drawdownLimit: number
  readonly runs: number
  readonly seed: number
}

export interface ForecastBand {
  /** Trades from now (0 = the starting capital). */
  readonly step: number
  readonly p10: number
  readonly p50: number
  readonly p90: number
}

export interface ForecastResult {
  readonly bands: readonly ForecastBand[]
  /** Share of paths whose equity reached start x (1 + target) at some point. */
  readonly probabilityTarget: number
  /** Share of paths that fell by the drawdown limit from a running peak at some point. */
  readonly probabilityDrawdown: number
  /** Share of paths whose equity reached zero (they stop trading there). */
  readonly probabilityRuin: number
  /** The median path's deepest fall from its running peak, as a fraction. */
  readonly medianMaxDrawdown: number
  readonly runs: number
  readonly trades: number
}

/** Most points drawn per band: enough for a smooth chart, few enough to sort each quickly. */
export const MAX_BAND_POINTS = 121

/** The steps recorded for the bands: every step up to MAX_BAND_POINTS, else an even spread plus the last. */
export function bandSteps(trades: number): number[] {
  if (trades + 1 <= MAX_BAND_POINTS) return Array.from({ length: trades + 1 }, (_, step) => step)
  const steps = new Set<number>()
  for (let i = 0; i < MAX_BAND_POINTS; i++) steps.add(Math.round((i * trades) / (MAX_BAND_POINTS - 1)))
  return [...steps].sort((a, b) => a - b)
}

export interface ForecastRun {
  /** Simulates up to `maxRuns` more paths; true once every path is done. */
  advance(maxRuns: number): boolean
  readonly done: () => boolean
  /** Paths simulated so far. */
  readonly completed: () => number
  /** The bands and probabilities; only once done. */
  result(): ForecastResult
}

/**
 * A bootstrap Monte Carlo that can be run in slices (`advance`), so the screen yields to the browser
 * between slices instead of freezing on a large run. One generator stream in path order: slicing
 * never changes the numbers.
 */
export function createForecastRun(input: ForecastInput): ForecastRun {
  const { samples, trades, runs } = input
  if (samples.length === 0) throw new Error('A forecast needs at least one sample')
  const random = mulberry32(input.seed)
  const steps = bandSteps(trades)
  // Equity per recorded step, path-major: runs x steps.
  const equityAt = new Float64Array(runs * steps.length)
  const maxDrawdowns = new Float64Array(runs)
  const start = input.startingCapital
  const target = start * (1 + input.targetFraction)
  let reached = 0
  let limited = 0
  let ruined = 0
  let completed = 0

  function simulatePath(path: number) {
    let equity = start
    let peak = start
    let deepest = 0
    let hitTarget = equity >= target
    let hitLimit = false
    let ruin = false
    let next = 0
    const row = path * steps.length
    for (let step = 0; step <= trades; step++) {
      if (step > 0 && !ruin) {
        const sample = samples[Math.floor(random() * samples.length)] as number
        equity = input.basis === 'r' ? equity * (1 + sample * input.riskFraction) : equity + sample
        if (equity <= 0) {
          equity = 0
          ruin = true
        }
        if (equity > peak) peak = equity
        const fall = peak > 0 ? (peak - equity) / peak : 0
        if (fall > deepest) deepest = fall
        if (fall >= input.drawdownLimit) hitLimit = true
        if (equity >= target) hitTarget = true
      }
      if (steps[next] === step) {
        equityAt[row + next] = equity
        next += 1
      }
    }
    maxDrawdowns[path] = deepest
    if (hitTarget) reached += 1
    if (hitLimit || ruin) limited += 1
    if (ruin) ruined += 1
  }

  return {
    advance(maxRuns) {
      const end = Math.min(runs, completed + Math.max(1, Math.floor(maxRuns)))
      for (; completed < end; completed++) simulatePath(completed)
      return completed >= runs
    },
    done: () => completed >= runs,
    completed: () => completed,
    result() {
      if (completed < runs) throw new Error('The forecast is still running')
      const column = new Float64Array(runs)
      const bands = steps.map((step, index) => {
        for (let path = 0; path < runs; path++) column[path] = equityAt[path * steps.length + index] as number
        column.sort()
        return { step, p10: quantileSorted(column, 0.1), p50: quantileSorted(column, 0.5), p90: quantileSorted(column, 0.9) }
      })
      const sortedDrawdowns = Float64Array.from(maxDrawdowns).sort()
      return {
        bands,
        probabilityTarget: reached / runs,
        probabilityDrawdown: limited / runs,
        probabilityRuin: ruined / runs,
        medianMaxDrawdown: quantileSorted(sortedDrawdowns, 0.5),
        runs,
        trades,
      }
    },
  }
}

/** The whole run at once (tests, small runs). */
export function simulateForecast(input: ForecastInput): ForecastResult {
  const run = createForecastRun(input)
  run.advance(input.runs)
  return run.result()
}
