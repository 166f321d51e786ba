/**
 * The journal snapshot: the display data of the newest rows, kept in localStorage so a cold open of
 * /journal paints its first screenful from one synchronous read, while RxDB is still opening (about a
 * second on a slow phone). The live list replaces it as soon as the database is open.
 *
 * What keeps it honest:
 * - one key per user (one local database per user), so a shared device never shows another trader's
 *   rows; the stored user id is checked again on read;
 * - it is removed the moment the journal changes (any trade written, the blur flag, the zone or the
 *   breakeven band changed) and written again only after that frame (journal-snapshot-keeper.tsx), so
 *   a reload never paints a row as it was before an edit;
 * - under the blur-sensitive-data flag no amount is stored at all, only its sign (the row's colour);
 * - a snapshot of another format version, or one that does not parse, is ignored.
 * It carries a stamp of its own content, written in the same item: the pre-paint (journal-prepaint.ts)
 * names the snapshot it was drawn from by that stamp, which index.html compares without hashing the
 * snapshot's text itself (~15 ms of a cold open at 4x CPU throttling, before anything is drawn).
 */
import type { Trade } from '../../db'
import type { TradeSummary } from '../../domain/journal'
import { hashText } from '../prepaint'
import type { RowDisplay } from './row-display'
import { rowDisplayOf } from './row-display-of'

/** Rows kept: a tall desktop screen shows about 12; a phone about 8. */
export const SNAPSHOT_ROWS = 30

const VERSION = 2
const PREFIX = 'journal-snapshot:'

export interface JournalSnapshot {
  readonly version: typeof VERSION
  readonly userId: string
  /** The profile's blur-sensitive-data flag when written (amounts are then absent). */
  readonly blur: boolean
  /** The display zone the rows were meant for (the screen formats times itself). */
  readonly timeZone: string
  readonly breakevenBand: string
  /** Live trades in the journal. */
  readonly count: number
  readonly rows: readonly RowDisplay[]
  /** hashText() of everything above, as JSON: another content, another stamp. */
  readonly stamp: string
}

export const snapshotKey = (userId: string) => `${PREFIX}${userId}`
/** The pre-paint's key (journal-prepaint.ts): it goes whenever the snapshot goes. */
export const prepaintKey = (userId: string) => `journal-prepaint:${userId}`

interface BuildOptions {
  readonly userId: string
  readonly blur: boolean
  readonly timeZone: string
  readonly breakevenBand: string
  readonly count: number
}

const signOf = (value: string): -1 | 0 | 1 => {
  const numeric = Number(value)
  return !Number.isFinite(numeric) || numeric === 0 ? 0 : numeric > 0 ? 1 : -1
}

/** The snapshot of the newest trades (newest first), without amounts under the blur flag. */
export function buildJournalSnapshot(newest: readonly Trade[], summaryOf: (trade: Trade) => TradeSummary, options: BuildOptions): JournalSnapshot {
  const rows = newest.slice(0, SNAPSHOT_ROWS).map((trade) => {
    const row = rowDisplayOf(trade, summaryOf(trade))
    if (!options.blur || row.netPnl === undefined) return row
    const { netPnl, ...rest } = row
    return { ...rest, netPnlSign: signOf(netPnl) }
  })
  const content: Omit<JournalSnapshot, 'stamp'> = { version: VERSION, ...options, rows }
  return { ...content, stamp: hashText(JSON.stringify(content)) }
}

const isRow = (value: unknown): value is RowDisplay => {
  const row = value as RowDisplay
  return typeof row === 'object' && row !== null && typeof row.id === 'string' && typeof row.symbol === 'string' && typeof row.openedAt === 'string'
}

/** Parses stored text; undefined for another user's, another version's, or anything malformed. */
export function parseJournalSnapshot(text: string | null, userId: string): JournalSnapshot | undefined {
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as Partial<JournalSnapshot>
    if (value.version !== VERSION || value.userId !== userId || !Array.isArray(value.rows) || !value.rows.every(isRow)) return undefined
    if (typeof value.count !== 'number' || typeof value.blur !== 'boolean' || typeof value.timeZone !== 'string' || typeof value.stamp !== 'string') return undefined
    // Under the blur flag an amount must never be shown, whatever the stored text says.
    if (value.blur && value.rows.some((row) => row.netPnl !== undefined)) return undefined
    return value as JournalSnapshot
  } catch {
    return undefined
  }
}

/** Storage may be missing (private mode), full or blocked: the snapshot is only ever a speed-up. */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

export function readJournalSnapshot(userId: string): JournalSnapshot | undefined {
  try {
    return parseJournalSnapshot(storage()?.getItem(snapshotKey(userId)) ?? null, userId)
  } catch {
    return undefined
  }
}

export function writeJournalSnapshot(snapshot: JournalSnapshot): void {
  try {
    storage()?.setItem(snapshotKey(snapshot.userId), JSON.stringify(snapshot))
  } catch {
    // Quota or a blocked storage: without a snapshot the journal opens as it always did.
  }
}

export function clearJournalSnapshot(userId: string): void {
  try {
    storage()?.removeItem(snapshotKey(userId))
    storage()?.removeItem(prepaintKey(userId))
  } catch {
    // As above.
  }
}

/**
 * Whether opening `pathname` with `search` draws the journal snapshot before the database is open
 * (the plain /journal, no filter or sort, with rows to show). The database is then opened only once
 * that frame has painted: evaluating RxDB and opening it would otherwise hold the first frame back.
 */
export function showsJournalSnapshot(userId: string, pathname: string, search: object): boolean {
  return pathname === '/journal' && Object.keys(search).length === 0 && (readJournalSnapshot(userId)?.rows.length ?? 0) > 0
}
