/**
 * The "Perhaps you meant ..." suggestion of PostgREST's errors, after Data.FuzzySet's defaults:
 * n-grams of 3 then 2 characters find candidates by cosine similarity, which are then scored by
 * Levenshtein distance; the best one scoring at least 0.33 wins.
 */

const normalize = (text: string) => `-${text.toLowerCase().replace(/[^\p{L}\p{N}\s,]/gu, '')}-`

function grams(text: string, size: number): Map<string, number> {
  const padded = normalize(text)
  const counts = new Map<string, number>()
  for (let n = 0; n + size <= padded.length; n++) {
    const gram = padded.slice(n, n + size)
    counts.set(gram, (counts.get(gram) ?? 0) + 1)
  }
  return counts
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0
  for (const [gram, count] of a) dot += count * (b.get(gram) ?? 0)
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((sum, c) => sum + c * c, 0))
  return dot === 0 ? 0 : dot / (norm(a) * norm(b))
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, n) => n)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length] as number
}

export function closestMatch(candidates: readonly string[], wanted: string): string | undefined {
  for (const size of [3, 2]) {
    const target = grams(wanted, size)
    const scored = candidates
      .filter((candidate) => cosine(grams(candidate, size), target) > 0)
      .map((candidate) => {
        const a = candidate.toLowerCase()
        const b = wanted.toLowerCase()
        return { candidate, score: 1 - levenshtein(a, b) / Math.max(a.length, b.length, 1) }
      })
      .filter(({ score }) => score >= 0.33)
      .sort((x, y) => y.score - x.score)
    if (scored.length > 0) return scored[0]?.candidate
  }
  return undefined
}
