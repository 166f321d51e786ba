/**
 * Rows that are halves of one trade: OKX writes a spot trade as one row per coin, Bybit's
 * unified-account log too. The first leg waits here under a key both legs share (the trade id, or
 * pair, time, side and price) and its role (the base or the quote coin) until a leg of the other role
 * arrives under the same key; then the layout joins the two into one fill. Several legs may wait
 * under one key (partial fills of one order in the same second), first in, first joined. A leg left
 * waiting at the end of the file (or pushed out because too many wait) is an error row, never a fill.
 */

export type LegRole = 'base' | 'quote'

export interface HeldLeg<T = unknown> {
  /** 1-based line of the file where the leg's row starts. */
  readonly row: number
  readonly value: T
}

/** Legs waiting at once. Partners sit next to each other in real exports; this only bounds memory. */
export const MAX_WAITING_LEGS = 10_000

export class LegBook {
  private readonly waiting = new Map<string, HeldLeg[]>()
  private size = 0

  /** The oldest leg of `role` waiting under `key`, taken out of the book. */
  take(key: string, role: LegRole): HeldLeg | undefined {
    const slot = `${role}\u0000${key}`
    const queue = this.waiting.get(slot)
    const held = queue?.shift()
    if (queue && queue.length === 0) this.waiting.delete(slot)
    if (held) this.size--
    return held
  }

  /** Keeps a leg until its partner arrives; returns the oldest legs pushed out to stay in bounds. */
  hold(key: string, role: LegRole, leg: HeldLeg): HeldLeg[] {
    const slot = `${role}\u0000${key}`
    const queue = this.waiting.get(slot)
    if (queue) queue.push(leg)
    else this.waiting.set(slot, [leg])
    this.size++
    const evicted: HeldLeg[] = []
    while (this.size > MAX_WAITING_LEGS) {
      const [oldest, legs] = this.waiting.entries().next().value as [string, HeldLeg[]]
      const first = legs.shift()
      if (legs.length === 0) this.waiting.delete(oldest)
      if (first) evicted.push(first)
      this.size--
    }
    return evicted
  }

  /** Every leg still waiting, in file order, emptying the book (end of file). */
  drain(): HeldLeg[] {
    const left = [...this.waiting.values()].flat().sort((a, b) => a.row - b.row)
    this.waiting.clear()
    this.size = 0
    return left
  }
}
