import { clearDashboardPicture } from '../../features/dashboard/picture/dashboard-picture'
import { clearJournalSnapshot } from '../../features/journal/journal-snapshot'

/** Removes what the screens keep of the journal outside it (localStorage), with the journal itself. */
export function forgetScreenPictures(userId: string): void {
  clearJournalSnapshot(userId)
  clearDashboardPicture(userId)
}
