/**
 * A small seeded pseudo-random generator (sfc32 seeded through splitmix32), so a sample journal is the
 * same for the same seed on every device and in every test. Not for anything secret.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform in [min, max). */
  float(min: number, max: number): number
  /** Uniform whole number in [min, max], both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** One item, chosen with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T
  /** Standard normal (mean 0, deviation 1). */
  normal(): number
  /** A UUID v4 built from the stream, so ids are stable for a seed and valid for the server. */
  uuid(): string
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

/** FNV-1a of a stream name, so independent parts of a journal draw from independent streams. */
function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash
}

/**
 * A generator for `seed` and a named stream. Separate streams keep, for example, the price paths the
 * same whether a journal has 400 or 10,000 trades.
 */
export function createRandom(seed: number, stream = ''): Random {
  const init = splitmix32((Math.trunc(seed) ^ hashText(stream)) >>> 0)
  let a = init()
  let b = init()
  let c = init()
  let d = init()
  const nextUint = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = ((c << 21) | (c >>> 11)) >>> 0
    c = (c + t) >>> 0
    return t
  }
  // sfc32 needs a few rounds before its output is well mixed.
  for (let i = 0; i < 12; i++) nextUint()
  const next = () => nextUint() / 4294967296

  const random: Random = {
    next,
    float: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [item, weight] of items) {
        roll -= weight
        if (roll < 0) return item
      }
      const last = items[items.length - 1]
      if (!last) throw new Error('pick from an empty list')
      return last[0]
    },
    normal: () => {
      // Box-Muller; 1 - next() keeps the logarithm away from zero.
      const u = 1 - next()
      const v = next()
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    },
    uuid: () => {
      const hex = [nextUint(), nextUint(), nextUint(), nextUint()].map((word) => word.toString(16).padStart(8, '0')).join('')
      const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
    },
  }
  return random
}
