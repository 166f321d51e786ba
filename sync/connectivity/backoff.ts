/** Delays between attempts after failures: exponential, capped, with jitter. */
export interface BackoffConfig {
  /** Delay after the first failure, before jitter. */
  readonly baseDelayMs: number
  /** Ceiling of the exponential part. */
  readonly maxDelayMs: number
}

export const DEFAULT_BACKOFF: BackoffConfig = { baseDelayMs: 1000, maxDelayMs: 60_000 }

/**
 * The wait before attempt `failures + 1`, given `failures` consecutive failures (>= 1) and a random
 * number in [0, 1). "Equal jitter": half of the exponential delay is fixed, the other half random, so
 * waits still grow while devices that failed together (a server restart) do not retry in lockstep.
 */
export function backoffDelay(failures: number, random: number, config: BackoffConfig = DEFAULT_BACKOFF): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30))
  const capped = Math.min(config.maxDelayMs, config.baseDelayMs * 2 ** exponent)
  const unit = Math.min(Math.max(random, 0), 1)
  return Math.round(capped / 2 + (capped / 2) * unit)
}
