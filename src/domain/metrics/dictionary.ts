/**
 * Interns the text keys of breakdowns (symbols, setups, tags, exchanges, accounts, currencies) into
 * small integers, so the metric loop indexes typed arrays instead of hashing strings. Index 0 stands
 * for "none" (a trade without a setup, exchange or account). Append-only for the life of a cache.
 */
export class Dictionary {
  private readonly indexByKey = new Map<string, number>()
  private readonly keys: (string | null)[] = [null]

  indexOf(key: string | undefined | null): number {
    if (key === undefined || key === null || key === '') return 0
    let index = this.indexByKey.get(key)
    if (index === undefined) {
      index = this.keys.length
      this.keys.push(key)
      this.indexByKey.set(key, index)
    }
    return index
  }

  keyAt(index: number): string | null {
    return this.keys[index] ?? null
  }

  /** Number of indices in use, "none" included. */
  get size(): number {
    return this.keys.length
  }
}
