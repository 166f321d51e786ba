import type { RateLimit } from './options'

interface Bucket {
  tokens: number
  at: number
}

const MAX_BUCKETS = 10_000

/**
 * Token buckets per key (an IP or an email address), like GoTrue's tollbooth limiters: a bucket
 * holds up to `burst` requests and refills at `limit` per `windowSeconds`. Kept in memory, as
 * GoTrue keeps them: a restart forgets them.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(private readonly clock: () => number) {}

  /** Whether the key's bucket holds a request, taking none (to refuse before work that may fail). */
  hasRoom(key: string, limit: RateLimit): boolean {
    return this.refilled(key, limit).tokens >= 1
  }

  /** Takes one request from the key's bucket; false when it is empty. */
  take(key: string, limit: RateLimit): boolean {
    return this.waitSeconds(key, limit) === 0
  }

  /**
   * 0 and one request taken when the bucket has one; otherwise the whole seconds until it has
   * (for GoTrue's "you can only request this after N seconds").
   */
  waitSeconds(key: string, limit: RateLimit): number {
    const bucket = this.refilled(key, limit)
    this.remember(key, bucket)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return 0
    }
    const perMs = limit.limit / (limit.windowSeconds * 1000)
    return perMs > 0 ? Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) : limit.windowSeconds
  }

  /** The key's bucket as of now (a copy; `remember` keeps it). */
  private refilled(key: string, limit: RateLimit): Bucket {
    const now = this.clock()
    const capacity = Math.max(0, limit.burst ?? limit.limit)
    const perMs = limit.limit / (limit.windowSeconds * 1000)
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now }
    return { tokens: Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) * perMs), at: now }
  }

  private remember(key: string, bucket: Bucket) {
    this.buckets.delete(key)
    this.buckets.set(key, bucket)
    // Forget the least recently used keys so a flood of addresses cannot grow memory without bound.
    for (const oldest of this.buckets.keys()) {
      if (this.buckets.size <= MAX_BUCKETS) break
      this.buckets.delete(oldest)
    }
  }
}
