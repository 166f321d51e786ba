import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { JournalSnapshotScreen } from '../../features/journal/journal-snapshot-screen'
import { type JournalSnapshot, readJournalSnapshot, showsJournalSnapshot } from '../../features/journal/journal-snapshot'
import { LoadingScreen } from './loading-screen'

/**
 * What the screen area shows while the user's local database opens: /journal with no filter or sort
 * draws its last snapshot (its newest rows, read synchronously from localStorage), every other screen
 * 'Loading...'.
 */
export function BeforeDatabase({ userId }: { readonly userId: string }) {
  const location = useLocation()
  // Read once: the live screen replaces it within the second.
  const [snapshot] = useState<JournalSnapshot | undefined>(() =>
    showsJournalSnapshot(userId, location.pathname, location.search) ? readJournalSnapshot(userId) : undefined,
  )
  if (snapshot && location.pathname === '/journal') return <JournalSnapshotScreen snapshot={snapshot} />
  return <LoadingScreen />
}
