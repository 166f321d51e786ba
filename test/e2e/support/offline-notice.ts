import { expect, type BrowserContext, type Page } from '@playwright/test'
import { AppPage } from './app-page'
import { btcLong, JournalPage } from './journal-page'
import { OfflineModel } from './offline-page'

/**
 * Offline with a trade in the journal: 'You are offline' and the 'Offline Mode' badge stay at the top
 * of the screen, in its flow, so the row menu's Delete is never under them. A plain click or tap on
 * Delete proves it: Playwright refuses to press an element another one would receive the press on.
 */
export async function deleteWhileOffline(page: Page, context: BrowserContext, press: 'click' | 'tap') {
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  await expect(page.getByText('Created successfully')).toHaveCount(0, { timeout: 10_000 })

  const offline = new OfflineModel(page, context)
  await offline.goOffline()
  await expect(offline.offlineMessage()).toBeVisible()
  await expect(page.getByText('Some features may be limited')).toBeVisible()
  await expect(offline.badge()).toBeVisible()

  const row = journal.row('BTCUSDT')
  await row.getByRole('button', { name: 'Actions for BTCUSDT' })[press]()
  const remove = page.getByRole('menuitem', { name: 'Delete', exact: true })
  await expect(remove).toBeVisible()
  // The notice is still there, and nowhere near the menu.
  await expect(offline.offlineMessage()).toBeVisible()
  const [notice, item] = await Promise.all([offline.notice().boundingBox(), remove.boundingBox()])
  expect(notice && item).toBeTruthy()
  expect(notice!.y + notice!.height <= item!.y || item!.y + item!.height <= notice!.y || notice!.x + notice!.width <= item!.x || item!.x + item!.width <= notice!.x).toBe(true)
  await remove[press]()
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(journal.rows()).toHaveCount(0)
  await expect(offline.badge()).toBeVisible()

  // Back online, the confirmation comes and the notice goes; offline again, the message shows again.
  await offline.goOnline()
  await expect(offline.backOnlineToast()).toBeVisible()
  await expect(offline.notice()).toHaveCount(0)
  await offline.goOffline()
  await expect(offline.offlineMessage()).toBeVisible()

  // Dismissed, the message folds away and the badge stays until the connection returns.
  await offline.notice().getByRole('button', { name: 'Dismiss notification' })[press]()
  await expect(offline.offlineMessage()).toHaveCount(0)
  await expect(offline.badge()).toBeVisible()
}
