import { journalEntriesOf, type JournalDatabase } from '../../db'
import { computeProgression, progressionChanges, progressionMilestones, risingChanges, type ProgressionMilestones } from '../../domain/achievements'
import { createZoneCalendar, dayNumberToDate } from '../../domain/metrics'
import { traderTimeZone } from '../../ui'

/**
 * Computes XP, level, rank and badges from the whole local journal (every account) and writes the
 * `xpLevel`, `progression` and `achievements` rows where they rise (risingChanges says why never
 * lower), so the theme unlocks (which read those rows) and other devices follow. Returns what was
 * newly reached by this write. Run under a lock shared by the journal's tabs (withProgressionLock):
 * a second tab then finds the rows written and reaches nothing.
 */
export async function updateProgression(db: JournalDatabase, now = new Date()): Promise<ProgressionMilestones> {
  const [trades, entries, profile, xpLevel, progression, achievements] = await Promise.all([
    // The whole journal as a screen already holds it, else one read.
    db.trades.peekWholeJournal() ?? db.trades.list(),
    journalEntriesOf(db).list(),
    db.preferences.get('profile'),
    db.preferences.get('xpLevel'),
    db.preferences.get('progression'),
    db.preferences.get('achievements'),
  ])
  const timeZone = traderTimeZone(profile)
  const today = dayNumberToDate(createZoneCalendar(timeZone).localDay(now.getTime()))
  const computed = computeProgression(trades, entries, { timeZone, today })
  const stored = { xpLevel, progression, achievements }
  const changes = risingChanges(stored, progressionChanges(computed, stored, now.toISOString()))
  await Promise.all([
    changes.xpLevel ? db.preferences.set('xpLevel', changes.xpLevel) : undefined,
    changes.progression ? db.preferences.set('progression', changes.progression) : undefined,
    changes.achievements ? db.preferences.set('achievements', changes.achievements) : undefined,
  ])
  rememberMeasured(db, signatureOf(trades.length, newestWrite(trades), entries.length, newestWrite(entries)))
  return progressionMilestones(stored, changes)
}

/**
 * Whether the journal changed since the rows were last brought in step on this device: a trade or
 * entry saved just before the page closed (before the watcher's run) is caught on the next opening.
 * 'never' on a device where they never were (a new phone, whose journal arrives by sync). Two index
 * reads and the entries (a short list), not the whole journal.
 */
export async function journalChangeSinceMeasured(db: JournalDatabase): Promise<'never' | 'changed' | 'unchanged'> {
  const measured = readMeasured(db)
  if (measured === null) return 'never'
  const [count, [newestTrade], entries] = await Promise.all([db.trades.count(), db.trades.list({ sort: 'updatedAt', direction: 'desc', limit: 1 }), journalEntriesOf(db).list()])
  return measured === signatureOf(count, newestTrade?.updatedAt ?? '', entries.length, newestWrite(entries)) ? 'unchanged' : 'changed'
}

const measuredKey = (db: JournalDatabase) => `progression-measured:${db.name}`
const signatureOf = (trades: number, newestTrade: string, entries: number, newestEntry: string) => `${trades}|${newestTrade}|${entries}|${newestEntry}`

function newestWrite(rows: readonly { readonly updatedAt: string }[]): string {
  let newest = ''
  for (const row of rows) if (row.updatedAt > newest) newest = row.updatedAt
  return newest
}

function readMeasured(db: JournalDatabase): string | null {
  try {
    return localStorage.getItem(measuredKey(db))
  } catch {
    return null
  }
}

function rememberMeasured(db: JournalDatabase, signature: string): void {
  try {
    localStorage.setItem(measuredKey(db), signature)
  } catch {
    // Storage refused: the next opening measures again, which is only work.
  }
}

/** Runs `task` holding the journal's progression lock where the browser has Web Locks. */
export function withProgressionLock<T>(db: JournalDatabase, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? (locks.request(`progression:${db.name}`, task) as Promise<T>) : task()
}
