import { use, useEffect, type ReactNode } from 'react'
import { JournalDatabaseProvider, openJournalDatabase, watchHasUserData, type JournalDatabase } from '../../db'
import { requestPersistentStorageOnce } from '../../pwa/storage-persistence'

let current: { userId: string; opening: Promise<JournalDatabase> } | null = null

/**
 * `use` needs the same promise on every render. A failed opening stays cached, so the failure shows
 * the error screen once (whose 'Reload Page' retries) instead of React retrying a new opening forever.
 * Only the latest user's is kept: opening another user's journal closes the previous one.
 */
function openingFor(userId: string): Promise<JournalDatabase> {
  if (current?.userId !== userId) current = { userId, opening: openJournalDatabase({ userId }) }
  return current.opening
}

/**
 * Opens the signed-in user's own local database and provides it to the screens below. It is loaded
 * lazily by the shell, so the navigation paints without waiting for RxDB; the screen area suspends
 * until the database is open. A database that cannot open throws into the route's error screen.
 */
export default function UserDatabaseGate({ userId, children }: { userId: string; children: ReactNode }) {
  const database = use(openingFor(userId))

  // Ask the browser not to evict the journal, but only once there is something worth keeping.
  useEffect(() => watchHasUserData(database, (hasData) => void requestPersistentStorageOnce(hasData)), [database])

  return <JournalDatabaseProvider database={database}>{children}</JournalDatabaseProvider>
}
