import { clearDashboardPicture } from '../../features/dashboard/picture/dashboard-picture'
import { clearJournalSnapshot } from '../../features/journal/journal-snapshot'
import { clearLastUsed } from '../../features/trade-form/last-used'
import { clearLastSynced } from '../sync/last-synced'

/**
 * Removes what the screens keep of the journal outside it (localStorage), with the journal itself:
 * the pictures drawn before the app runs, the trade form's last symbol, venue and account, and when
 * the journal last synced.
 */
export function forgetJournalTraces(userId: string): void {
  clearJournalSnapshot(userId)
  clearDashboardPicture(userId)
  clearLastUsed(userId)
  clearLastSynced(userId)
}
