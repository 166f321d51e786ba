import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { captureJournalPrepaint } from './journal-prepaint'
import type { JournalSnapshot } from './journal-snapshot'
import { ROW_HEIGHT } from './row-height'
import { drawnRowCount, JournalSnapshotScreen } from './journal-snapshot-screen'

/**
 * Renders the snapshot screen for `snapshot` into an element outside the document (with the app's
 * language, router and theme, as the trader would see it) and stores that markup as the journal's
 * pre-paint (journal-prepaint.ts), then calls `onDone`.
 */
export function JournalPrepaintCapture({ userId, snapshot, onDone }: { readonly userId: string; readonly snapshot: JournalSnapshot; readonly onDone: () => void }) {
  const [container] = useState(() => document.createElement('div'))
  useEffect(() => {
    const drawn = drawnRowCount(snapshot)
    captureJournalPrepaint(userId, snapshot, container, drawn < snapshot.rows.length ? drawn * ROW_HEIGHT : 0)
    onDone()
  }, [userId, snapshot, container, onDone])
  return createPortal(<JournalSnapshotScreen snapshot={snapshot} />, container)
}
