/**
 * Rows that are halves of one trade: OKX writes a spot trade as one row per coin, Bybit's
 * unified-account log as one row per coin too. The first leg waits here under a key both legs share
 * (the trade id) until its partner arrives; then the layout joins them into one fill. A leg left
 * waiting at the end of the file (or pushed out because too many wait) is an error row, never a fill.
 */

export interface HeldLeg<T = unknown> {
  /** 1-based line of the file where the leg's row starts. */
  readonly row: number
  readonly value: T
}

/** Legs waiting at once. Partners sit next to each other in real exports; this only bounds memory. */
export const MAX_WAITING_LEGS = 10_000

export class LegBook {
  private readonly waiting = new Map<string, HeldLeg>()

  /** The partner waiting under `key`, taken out of the book. */
  take(key: string): HeldLeg | undefined {
    const held = this.waiting.get(key)
    if (held) this.waiting.delete(key)
    return held
  }

  /** Keeps a leg until its partner arrives; returns the oldest legs pushed out to stay in bounds. */
  hold(key: string, leg: HeldLeg): HeldLeg[] {
    this.waiting.set(key, leg)
    const evicted: HeldLeg[] = []
    for (const [oldest, held] of this.waiting) {
      if (this.waiting.size <= MAX_WAITING_LEGS) break
      this.waiting.delete(oldest)
      evicted.push(held)
    }
    return evicted
  }

  /** Every leg still waiting, emptying the book (end of file). */
  drain(): HeldLeg[] {
    const left = [...this.waiting.values()]
    this.waiting.clear()
    return left
  }
}
