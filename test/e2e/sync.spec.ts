import { expect, test, type Browser, type Page } from '@playwright/test'
import { AuthPage, STRONG_PASSWORD, uniqueEmail } from './support/auth-page'
import { btcLong, JournalPage } from './support/journal-page'
import { OfflineModel } from './support/offline-page'
import { openScreen } from './support/screens'
import { settledCount, trackSettled, waitForSettled } from './support/settled'

// Each device is its own browser context (its own IndexedDB, storage and service worker), all
// against the local backend on PostgreSQL 15.

async function device(browser: Browser): Promise<{ page: Page; auth: AuthPage; journal: JournalPage; close: () => Promise<void> }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  return { page, auth: new AuthPage(page), journal: new JournalPage(page), close: () => context.close() }
}

async function openSyncPanel(page: Page) {
  const indicator = new AuthPage(page).syncIndicator()
  if ((await indicator.getAttribute('aria-expanded')) !== 'true') await indicator.click()
  return page.getByRole('region', { name: 'Sync' })
}

test('first sync: a trade written offline on device A reaches device B; another user never sees it', async ({ browser }) => {
  test.slow()
  const account = { fullName: 'Two Devices', email: uniqueEmail('sync'), password: STRONG_PASSWORD }

  // Device A signs up and is synced (nothing to send yet).
  const a = await device(browser)
  await a.auth.signUp(account)
  await expect(a.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  const offline = new OfflineModel(a.page, a.page.context())
  await offline.installAndControl()
  await a.journal.open()

  // Offline: the trade is saved locally and waits.
  await offline.goOffline()
  await expect(offline.badge()).toBeVisible()
  await expect(a.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'offline')
  await a.journal.addTrade(btcLong)
  await expect(a.journal.row('BTCUSDT')).toHaveCount(1)
  // The badge is announced on the device where it was earned.
  await expect(a.page.getByRole('status').filter({ hasText: 'Achievement unlocked: First Entry' })).toBeVisible({ timeout: 20_000 })
  const panel = await openSyncPanel(a.page)
  await expect(panel.getByTestId('sync-pending')).not.toHaveText('0')

  // Online again: it goes out without the trader doing anything.
  await offline.goOnline()
  await expect(offline.badge()).toBeHidden()
  await expect(a.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  await expect(panel.getByTestId('sync-pending')).toHaveText('0')
  await expect(panel.getByText('Not yet')).toHaveCount(0)

  // Reloaded offline, A still says when it last synced.
  await offline.goOffline()
  await openScreen(a.page, null, 'Trades')
  await expect(a.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'offline', { timeout: 20_000 })
  await expect((await openSyncPanel(a.page)).getByText('Not yet')).toHaveCount(0)
  await offline.goOnline()

  // Device B signs in with the same account and sees it.
  const b = await device(browser)
  await trackSettled(b.page)
  await b.auth.signIn(account.email, account.password)
  await b.journal.open()
  await expect(b.journal.row('BTCUSDT')).toHaveCount(1, { timeout: 20_000 })
  await expect(b.journal.row('BTCUSDT')).toContainText('+497.00')
  // Not again on B, whose first sync brought the trade that earned it: the watcher's run after that
  // write (it waits for writes to settle, so it ends after the row shows) announces nothing.
  await waitForSettled(b.page, 'progression', await settledCount(b.page, 'progression'))
  await expect(b.page.getByText('Achievement unlocked', { exact: false })).toHaveCount(0)

  // Another user on a third device: their own, empty journal.
  const c = await device(browser)
  await c.auth.signUp({ fullName: 'Somebody Else', email: uniqueEmail('other'), password: STRONG_PASSWORD })
  await expect(c.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  await c.journal.open()
  await expect(c.page.getByText('No trades yet').first()).toBeVisible()
  await expect(c.journal.row('BTCUSDT')).toHaveCount(0)

  await Promise.all([a.close(), b.close(), c.close()])
})

test('a second user on the same device never sees the first user’s journal', async ({ page }) => {
  const auth = new AuthPage(page)
  const journal = new JournalPage(page)
  await auth.signUp({ fullName: 'First User', email: uniqueEmail('first'), password: STRONG_PASSWORD })
  await journal.open()
  await journal.addTrade(btcLong)
  await expect(journal.row('BTCUSDT')).toHaveCount(1)
  await auth.signOut()

  await auth.signUp({ fullName: 'Second User', email: uniqueEmail('second'), password: STRONG_PASSWORD })
  await journal.open()
  await expect(page.getByText('No trades yet').first()).toBeVisible()
  await expect(journal.row('BTCUSDT')).toHaveCount(0)
})
