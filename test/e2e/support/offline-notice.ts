import { expect, type BrowserContext, type Page } from '@playwright/test'
import { AppPage } from './app-page'
import { btcLong, JournalPage } from './journal-page'
import { OfflineModel } from './offline-page'

/**
 * Offline with a trade in the journal: the 'You are offline' toast stays while the trader does
 * nothing, and folds into the badge at the first touch, so the row menu's Delete is never under it.
 */
export async function deleteWhileOffline(page: Page, context: BrowserContext, press: 'click' | 'tap') {
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  await expect(page.getByText('Created successfully')).toHaveCount(0, { timeout: 10_000 })

  const offline = new OfflineModel(page, context)
  await offline.goOffline()
  await expect(offline.offlineToast()).toBeVisible()
  await expect(page.getByText('Some features may be limited')).toBeVisible()

  const row = journal.row('BTCUSDT')
  await row.getByRole('button', { name: 'Actions for BTCUSDT' })[press]()
  const remove = page.getByRole('menuitem', { name: 'Delete', exact: true })
  await expect(remove).toBeVisible()
  // The notice is now the badge alone: nothing of the toast is left over the menu.
  await expect(offline.offlineToast()).toHaveCount(0)
  await expect(offline.badge()).toBeVisible()
  await remove[press]()
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(journal.rows()).toHaveCount(0)

  // Back online, the confirmation still comes; offline again, the toast shows again.
  await offline.goOnline()
  await expect(offline.backOnlineToast()).toBeVisible()
  await offline.goOffline()
  await expect(offline.offlineToast()).toBeVisible()
}
