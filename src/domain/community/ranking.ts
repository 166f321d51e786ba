import type { PublishedStats } from './published-stats'

/** Closed trades a trader needs in the period to be ranked; below it they are "not ranked yet". */
export const MIN_RANKED_TRADES = 20

export interface LeaderboardEntry {
  readonly userId: string
  readonly displayName: string
  readonly stats: Pick<PublishedStats, 'trades' | 'winRate' | 'profitFactor' | 'roiPercent'>
}

/** An entry with its rank (1-based), or null when it has fewer than MIN_RANKED_TRADES trades. */
export type RankedEntry<E extends LeaderboardEntry = LeaderboardEntry> = E & { readonly rank: number | null }

/** Descending, a missing number below any number. */
const desc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a)

/**
 * The leaderboard: ranked traders by ROI %, ties by profit factor then trades (then name, for a
 * stable order; equal figures share a rank), followed by the traders not ranked yet (most trades first).
 */
export function rankLeaderboard<E extends LeaderboardEntry>(entries: readonly E[]): RankedEntry<E>[] {
  const byFigures = (a: E, b: E) => desc(a.stats.roiPercent, b.stats.roiPercent) || desc(a.stats.profitFactor, b.stats.profitFactor) || b.stats.trades - a.stats.trades
  const eligible = entries.filter((entry) => entry.stats.trades >= MIN_RANKED_TRADES)
  const waiting = entries.filter((entry) => entry.stats.trades < MIN_RANKED_TRADES)
  const sorted = [...eligible].sort((a, b) => byFigures(a, b) || a.displayName.localeCompare(b.displayName) || a.userId.localeCompare(b.userId))
  const ranked: RankedEntry<E>[] = []
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1]
    const rank = previous && byFigures(sorted[index - 1]!, entry) === 0 ? previous.rank : index + 1
    ranked.push({ ...entry, rank })
  })
  const rest = [...waiting]
    .sort((a, b) => b.stats.trades - a.stats.trades || a.displayName.localeCompare(b.displayName) || a.userId.localeCompare(b.userId))
    .map((entry) => ({ ...entry, rank: null }))
  return [...ranked, ...rest]
}
