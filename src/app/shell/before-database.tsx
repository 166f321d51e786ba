import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { openingPicture } from '../../features/dashboard/picture/opening-picture'
import { PicturePart } from '../../features/dashboard/picture/picture-part'
import { journalSnapshotScreen } from '../../features/journal/snapshot-screen-loader'
import { type JournalSnapshot, readJournalSnapshot, showsJournalSnapshot } from '../../features/journal/journal-snapshot'
import { LoadingScreen } from './loading-screen'

/**
 * What the screen area shows while the user's local database opens: /journal with no filter or sort
 * draws its last snapshot (its newest rows, read synchronously from localStorage), the dashboard the
 * picture index.html drew of it (if any), every other screen 'Loading...'.
 */
export function BeforeDatabase({ userId }: { readonly userId: string }) {
  const location = useLocation()
  // Read once: the live screen replaces it within the second.
  const [snapshot] = useState<JournalSnapshot | undefined>(() => (showsJournalSnapshot(userId, location.pathname, location.search) ? readJournalSnapshot(userId) : undefined))
  const SnapshotScreen = journalSnapshotScreen()
  if (snapshot && SnapshotScreen && location.pathname === '/journal') return <SnapshotScreen snapshot={snapshot} />
  if (location.pathname === '/dashboard')
    return (
      <PicturePart parts={openingPicture(userId)} part="screen">
        <LoadingScreen />
      </PicturePart>
    )
  return <LoadingScreen />
}
