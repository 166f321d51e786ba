import { expect, test, type Page } from '@playwright/test'
import { AuthPage, BACKEND_URL, createAccount } from './support/auth-page'
import { btcLong, JournalPage } from './support/journal-page'
import { OfflineModel } from './support/offline-page'

// A server outage while the browser stays online: every request to the backend fails as if the
// server were down (the site itself still answers). Once the sync has backed off far enough that its
// next try is more than 6 s away, the server comes back and the trader presses 'Sync now': the try
// goes at once, the badge leaves 'Offline Mode' and the change made during the outage is sent, all
// well before the backoff would have ended.

const WELL_BEFORE_THE_BACKOFF_MS = 5_000

async function openSyncPanel(page: Page) {
  const indicator = new AuthPage(page).syncIndicator()
  if ((await indicator.getAttribute('aria-expanded')) !== 'true') await indicator.click()
  return page.getByRole('region', { name: 'Sync' })
}

test("after a server outage, 'Sync now' tries at once: the badge leaves offline and the waiting change is sent", async ({ page, request }) => {
  test.slow()
  const account = await createAccount(request, 'Outage Trader')
  const auth = new AuthPage(page)
  await auth.signIn(account.email, account.password)
  await expect(auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 })
  const journal = new JournalPage(page)
  await journal.open()

  // The server goes down: its requests find nothing listening.
  let outage = true
  await page.route(`${BACKEND_URL}/**`, (route) => (outage ? route.abort('connectionrefused') : route.fallback()))
  await journal.addTrade({ ...btcLong, Notes: 'typed during the outage' })
  await expect(journal.row('BTCUSDT')).toHaveCount(1)

  const offline = new OfflineModel(page, page.context())
  await expect(offline.badge()).toBeVisible({ timeout: 30_000 })
  await expect(auth.syncIndicator()).toHaveAttribute('data-sync-state', 'offline')
  // Failures back the sync off until its next try is far enough away to tell 'Sync now' from it.
  await expect
    .poll(async () => Date.parse((await auth.syncIndicator().getAttribute('data-next-retry-at')) ?? '') - Date.now(), { timeout: 60_000 })
    .toBeGreaterThan(WELL_BEFORE_THE_BACKOFF_MS + 1_000)
  const panel = await openSyncPanel(page)
  await expect(panel.getByTestId('sync-pending')).not.toHaveText('0')

  // The server is back; the trader does not wait.
  outage = false
  await panel.getByRole('button', { name: 'Sync now' }).click()
  await expect(offline.badge()).toBeHidden({ timeout: WELL_BEFORE_THE_BACKOFF_MS })
  await expect(panel.getByTestId('sync-pending')).toHaveText('0', { timeout: WELL_BEFORE_THE_BACKOFF_MS })
  await expect(auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: WELL_BEFORE_THE_BACKOFF_MS })
  await expect(auth.syncIndicator()).not.toHaveAttribute('data-next-retry-at', /./)
})
