import type { JournalEntry } from '../journal-entry'
import { statsOf, type GroupStats } from '../insights/group-stats'
import type { TradeFact } from '../insights/trade-facts'
import type { LocalDate } from '../common'

export interface MoodRow {
  /** 1 (worst) to 5 (best); null: trades on days without a check-in. */
  readonly mood: number | null
  readonly stats: GroupStats
}

/**
 * Trades grouped by the mood of the check-in of the local day they were opened (the state the trader
 * was in when deciding), best mood first, then the trades of days without a check-in. Moods without
 * trades are left out.
 */
export function resultsByMood(facts: readonly TradeFact[], checkIns: ReadonlyMap<LocalDate, JournalEntry>): MoodRow[] {
  const groups = new Map<number | null, TradeFact[]>()
  for (const fact of facts) {
    const mood = checkIns.get(fact.openDay)?.mood ?? null
    const group = groups.get(mood)
    if (group) group.push(fact)
    else groups.set(mood, [fact])
  }
  return [5, 4, 3, 2, 1, null].filter((mood) => groups.has(mood)).map((mood) => ({ mood, stats: statsOf(groups.get(mood) as TradeFact[]) }))
}

export interface CheckInSummary {
  readonly total: number
  /** Check-ins in the 30 days ending today. */
  readonly last30Days: number
  /** Mean mood and energy of those 30 days; null without a check-in. */
  readonly averageMood: number | null
  readonly averageEnergy: number | null
  /** Consecutive days with a check-in, ending today (or yesterday, when today has none yet). */
  readonly streak: number
}

const addDays = (day: LocalDate, days: number): LocalDate => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10)

export function checkInSummary(checkIns: ReadonlyMap<LocalDate, JournalEntry>, today: LocalDate): CheckInSummary {
  const from = addDays(today, -29)
  let count = 0
  let mood = 0
  let moodCount = 0
  let energy = 0
  let energyCount = 0
  for (const [day, entry] of checkIns) {
    if (day < from || day > today) continue
    count += 1
    if (entry.mood) {
      mood += entry.mood
      moodCount += 1
    }
    if (entry.energy) {
      energy += entry.energy
      energyCount += 1
    }
  }
  let streak = 0
  let cursor = checkIns.has(today) ? today : addDays(today, -1)
  while (checkIns.has(cursor)) {
    streak += 1
    cursor = addDays(cursor, -1)
  }
  return {
    total: checkIns.size,
    last30Days: count,
    averageMood: moodCount > 0 ? mood / moodCount : null,
    averageEnergy: energyCount > 0 ? energy / energyCount : null,
    streak,
  }
}
