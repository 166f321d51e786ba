import type { JournalSnapshotScreen } from './journal-snapshot-screen'

/**
 * The snapshot's screen is journal code (rows, filters, the row menu and its popper: ~30 kB gzip) that
 * only a cold open of /journal draws, before the database is open. The signed-in layout's loader loads
 * it for that open alone (src/routes/_app.tsx), so every other screen's first load skips it, and the
 * shell then draws it synchronously: the pre-painted rows give way to it with no loading frame between.
 */
let loadedScreen: typeof JournalSnapshotScreen | undefined

export async function loadJournalSnapshotScreen(): Promise<void> {
  loadedScreen ??= (await import('./journal-snapshot-screen')).JournalSnapshotScreen
}

/** The snapshot's screen once loaded; until then (or if its chunk failed to load) the shell shows 'Loading...'. */
export function journalSnapshotScreen(): typeof JournalSnapshotScreen | undefined {
  return loadedScreen
}
