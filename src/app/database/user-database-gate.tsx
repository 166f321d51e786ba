import { use, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { JournalDatabaseProvider, openJournalDatabase, watchHasUserData, watchJournalWrites, type JournalDatabase } from '../../db'
import type { PreferenceKey } from '../../domain'
import { journalWritten } from '../../features/dashboard/picture/opening-picture'
import { clearJournalSnapshot } from '../../features/journal/journal-snapshot'
import { requestPersistentStorageOnce } from '../../pwa/storage-persistence'
import { SyncBridge } from '../sync/sync-bridge'
import { LoadingScreen } from '../shell/loading-screen'
import { scheduleImportRecovery } from './import-recovery-on-open'

/** The opening, marked when it settles the way React's `use` marks a promise it has seen. */
type Opening = Promise<JournalDatabase> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: JournalDatabase; reason?: unknown }

let current: { userId: string; opening: Opening } | null = null

function track(opening: Opening): Opening {
  opening.then(
    (value) => Object.assign(opening, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(opening, { status: 'rejected', reason }),
  )
  return opening
}

/**
 * `use` needs the same promise on every render. A failed opening stays cached, so the failure shows
 * the error screen once (whose 'Reload Page' retries) instead of React retrying a new opening forever.
 * Only the latest user's is kept: opening another user's journal closes the previous one.
 */
function openingFor(userId: string): Opening {
  if (current?.userId !== userId) current = { userId, opening: track(openJournalDatabase({ userId })) }
  return current.opening
}

/** Whether the opening has settled; re-renders (a plain update, not a Suspense retry) when it does. */
function useSettled(opening: Opening): boolean {
  const [, setSettledCount] = useState(0)
  const settled = opening.status === 'fulfilled' || opening.status === 'rejected'
  useEffect(() => {
    if (settled) return
    let mounted = true
    const done = () => {
      if (mounted) setSettledCount((count) => count + 1)
    }
    opening.then(done, done)
    return () => {
      mounted = false
    }
  }, [opening, settled])
  return settled
}

/** Forgets the cached opening of a journal that was closed or removed, so the next sign-in opens it afresh. */
export function forgetUserDatabase(userId: string): void {
  if (current?.userId === userId) current = null
}

/**
 * Opens the signed-in user's own local database and provides it to the screens below. It is loaded
 * lazily by the shell, so the navigation paints without waiting for RxDB; the screen area shows
 * 'Loading...' until the database is open. A database that cannot open throws into the route's error
 * screen. It waits as state rather than by suspending: React holds back the reveal of suspended
 * content for 300 ms, which kept every cold open's screen (the journal's first rows) off that long.
 */
export default function UserDatabaseGate({ userId, pending, children }: { userId: string; pending?: ReactNode; children: ReactNode }) {
  const opening = openingFor(userId)
  // `pending`: what the shell shows meanwhile (the journal's snapshot, say); 'Loading...' by default.
  if (!useSettled(opening)) return pending ?? <LoadingScreen />
  // Settled, so `use` reads it at once (or throws the failure into the error screen).
  return <OpenJournal database={use(opening as Promise<JournalDatabase>)}>{children}</OpenJournal>
}

/**
 * The level, rank and badges: raised in the background a moment after a save (the progression
 * watcher), and drawn on no pre-painted screen, so writing them leaves the pictures standing.
 */
const UNDRAWN_PREFERENCES: ReadonlySet<string> = new Set<PreferenceKey>(['xpLevel', 'progression', 'achievements'])

function OpenJournal({ database, children }: { database: JournalDatabase; children: ReactNode }) {
  // Ask the browser not to evict the journal, but only once there is something worth keeping.
  useEffect(() => watchHasUserData(database, (hasData) => void requestPersistentStorageOnce(hasData)), [database])
  useEffect(() => scheduleImportRecovery(database), [database])
  // Before any effect below can write (sync starts in one): the dashboard's picture goes with any
  // write, and the journal's snapshot with any write to a trade, in the write's own task. (The
  // snapshot keeper also drops it, but only once the live list has caught up: a reload in between
  // drew a trade just deleted.) The keeper writes it again from the new rows.
  useLayoutEffect(
    () =>
      watchJournalWrites(database, (collection, _origin, documentIds) => {
        if (collection === 'preferences' && documentIds.every((id) => UNDRAWN_PREFERENCES.has(id))) return
        journalWritten(database.userId)
        if (collection === 'trades') clearJournalSnapshot(database.userId)
      }),
    [database],
  )

  return (
    <JournalDatabaseProvider database={database}>
      {/* Starts background sync for an account session once its journal is open (src/app/sync). */}
      <SyncBridge database={database} />
      {children}
    </JournalDatabaseProvider>
  )
}
