import type { Trade } from '../../db'
import { readJournalSnapshot } from './journal-snapshot'

/** Rows read first, straight from the newest-first index: enough to fill a tall screen at once. */
export const HEAD_SIZE = 60

/** A prefetch older than this is not used (a screen opened much later reads afresh). */
const FRESH_MS = 5_000

let prefetched: { readonly name: string; readonly trades: readonly Trade[]; readonly at: number } | undefined

/**
 * Reads the journal's newest rows as soon as the user's database is open, while the screen's code
 * and the shell are still getting ready, so the screen's first render can show them (a cold open
 * otherwise renders the screen, then starts the read, then renders again). Loaded on demand by the
 * route; a failure is left to the screen's own live read to report.
 */
export function prefetchJournalHead(userId: string): void {
  // A snapshot is drawn first instead, and RxDB evaluated and opened after that frame (see the shell).
  if (readJournalSnapshot(userId)) return
  void import('../../db')
    .then(async ({ openJournalDatabase }) => {
      const db = await openJournalDatabase({ userId })
      // Back on the journal with every trade still in memory: nothing to read.
      if (db.trades.peekWholeJournal()) return
      const trades = await db.trades.list({ limit: HEAD_SIZE })
      prefetched = { name: db.name, trades, at: Date.now() }
    })
    .catch(() => undefined)
}

/**
 * The prefetched rows of this journal, once (the live read takes over right after, so a write made
 * meanwhile shows a frame later); undefined when none are ready.
 */
export function takePrefetchedHead(databaseName: string): readonly Trade[] | undefined {
  const found = prefetched
  prefetched = undefined
  return found?.name === databaseName && Date.now() - found.at < FRESH_MS ? found.trades : undefined
}
