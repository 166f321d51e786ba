import { expect, test, type Page } from '@playwright/test'
import { AuthPage, createAccount } from './support/auth-page'
import { btcLong, JournalPage } from './support/journal-page'
import { OfflineModel } from './support/offline-page'

/** Rewrites the stored account session (the app keeps it under 'tj-auth-session'). */
async function editStoredSession(page: Page, changes: Record<string, unknown>) {
  await page.evaluate((patch) => {
    const stored = JSON.parse(localStorage.getItem('tj-auth-session') ?? 'null')
    localStorage.setItem('tj-auth-session', JSON.stringify({ ...stored, ...patch }))
  }, changes)
}

const storedSession = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('tj-auth-session') ?? 'null'))

test('offline for a long time: still signed in, every screen works; back online the token is refreshed', async ({ page, context }) => {
  test.slow() // a sign-in, a worker install, four offline page loads and a refresh: 38 s of a 45 s limit alone on this machine
  const auth = new AuthPage(page)
  const journal = new JournalPage(page)
  const offline = new OfflineModel(page, context)
  const account = await createAccount(page.request, 'Off Grid')
  await auth.signIn(account.email, account.password)
  await journal.open()
  await journal.addTrade(btcLong)
  await offline.installAndControl()

  await offline.goOffline()
  // A token that expired weeks ago, as after a long trip without network.
  const expired = Math.floor(Date.now() / 1000) - 30 * 86_400
  await editStoredSession(page, { expiresAt: expired })
  const before = await storedSession(page)
  await page.reload()
  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/journal', 'Trades'],
    ['/settings', 'Settings'],
  ] as const) {
    await page.goto(path)
    await expect(page, path).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  await journal.open()
  await expect(journal.row('BTCUSDT')).toHaveCount(1)
  await expect(offline.badge()).toBeVisible()
  // Offline, nothing was refreshed and nothing was dropped.
  expect(await storedSession(page)).toEqual(before)

  await offline.goOnline()
  await expect.poll(async () => (await storedSession(page))?.expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 600)
  expect((await storedSession(page)).refreshToken).not.toBe(before.refreshToken)
  await expect(auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
})

test('a refresh that fails with 503 or no answer keeps the session', async ({ page }) => {
  const auth = new AuthPage(page)
  const account = await createAccount(page.request)
  await auth.signIn(account.email, account.password)
  let refreshes = 0
  await page.route('**/auth/v1/token?grant_type=refresh_token', (route) => {
    refreshes++
    return refreshes === 1 ? route.fulfill({ status: 503, body: '{"message":"Service Unavailable"}' }) : route.abort('connectionreset')
  })
  await editStoredSession(page, { expiresAt: Math.floor(Date.now() / 1000) + 30 })
  await page.reload()
  await expect.poll(() => refreshes).toBeGreaterThan(0)
  await page.goto('/journal')
  await expect(page.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended' })).toHaveCount(0)
  expect(await storedSession(page)).toMatchObject({ rejected: false })
})

test('a session the server rejects asks to sign in again and leaves the journal alone', async ({ page }) => {
  const auth = new AuthPage(page)
  const journal = new JournalPage(page)
  const account = await createAccount(page.request, 'Revoked Trader')
  await auth.signIn(account.email, account.password)
  await journal.open()
  await journal.addTrade(btcLong)

  // The server no longer knows this refresh token (revoked elsewhere): a real 400 on refresh.
  await editStoredSession(page, { refreshToken: 'unknowntoken', expiresAt: Math.floor(Date.now() / 1000) + 30 })
  await page.reload()
  const prompt = page.getByRole('alert').filter({ hasText: 'Your session has ended' })
  await expect(prompt).toBeVisible()
  await expect(auth.syncIndicator()).toHaveAttribute('data-sync-state', 'signed-out')
  // Still in the app, the journal untouched.
  await expect(page).toHaveURL(/\/journal$/)
  await expect(journal.row('BTCUSDT')).toHaveCount(1)
  expect(await storedSession(page)).toMatchObject({ rejected: true })

  await prompt.getByRole('link', { name: 'Sign in again' }).click()
  await expect(page).toHaveURL(/\/auth\?redirect=/)
  await expect(auth.field('Email')).toHaveValue(account.email)
  await auth.field('Password').fill(account.password)
  await auth.submit('Sign In').click()
  await expect(page).toHaveURL(/\/journal$/)
  await expect(auth.toasts('success').filter({ hasText: 'Welcome back!' })).toBeVisible()
  await expect(prompt).toHaveCount(0)
  await expect(journal.row('BTCUSDT')).toHaveCount(1)
  await expect(auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
})

test('signing out can remove the journal from the device, warning about changes not yet sent', async ({ page, context }) => {
  // Two sign-ins, a worker install, an offline trade and a sign-out: on a loaded two-core machine the
  // full page loads alone take more than the default time.
  test.slow()
  const auth = new AuthPage(page)
  const journal = new JournalPage(page)
  const offline = new OfflineModel(page, context)
  const account = await createAccount(page.request, 'Careful Trader')
  await auth.signIn(account.email, account.password)
  await expect(auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  await offline.installAndControl()
  await journal.open()
  await offline.goOffline()
  await journal.addTrade(btcLong)

  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' })
  await dialog.getByText('Remove my journal from this device').click()
  await expect(dialog.getByRole('alert')).toHaveText(/\d+ changes? ha(s|ve) not reached the server yet/)
  // Changing one's mind keeps everything.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(journal.row('BTCUSDT')).toHaveCount(1)

  await offline.goOnline()
  await expect(auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  await auth.signOut({ remove: true })
  await expect(auth.toasts('success').filter({ hasText: 'Your journal was removed from this device' })).toBeVisible()
  // Nor what the screens kept of it (the journal's rows and the dashboard's numbers drawn before the app
  // runs, the trade form's last symbol and venue).
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => /^(journal-snapshot|journal-prepaint|dashboard-prepaint|trade-form-last)/.test(key)))
  expect(kept).toEqual([])

  // Nothing of it is left on the device: signed in again with the server out of reach, the journal is empty...
  await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'))
  await auth.signIn(account.email, account.password)
  await journal.open()
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible()
  // ...and once the server answers, it downloads again.
  await page.unroute('**/rest/v1/**')
  await expect(journal.row('BTCUSDT')).toHaveCount(1, { timeout: 30_000 })
})

test("the next trader on a shared browser starts the trade form blank, not from the last one's trade", async ({ page }) => {
  const auth = new AuthPage(page)
  const journal = new JournalPage(page)
  const first = await createAccount(page.request, 'First Trader')
  const second = await createAccount(page.request, 'Second Trader')
  await auth.signIn(first.email, first.password)
  await journal.open()
  await journal.addTrade({ ...btcLong, Symbol: 'PEPEUSDT', Exchange: 'Secret Venue' })
  // The first trader's next trade starts from their last symbol and venue.
  await page.getByRole('button', { name: 'Add trade' }).first().click()
  await expect(journal.dialog('New trade').getByLabel('Symbol', { exact: true })).toHaveValue('PEPEUSDT')
  await journal.dialog('New trade').getByRole('button', { name: 'Cancel' }).click()
  await auth.signOut({ remove: true })
  await expect(auth.toasts('success').filter({ hasText: 'Your journal was removed from this device' })).toBeVisible()

  await auth.signIn(second.email, second.password)
  await journal.open()
  await page.getByRole('button', { name: 'Add trade' }).first().click()
  const dialog = journal.dialog('New trade')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Symbol', { exact: true })).toHaveValue('')
  await expect(dialog.getByLabel('Exchange', { exact: true })).toHaveValue('')
  expect(await page.evaluate(() => Object.values(localStorage).filter((value) => value.includes('Secret Venue')))).toEqual([])
})

test('Settings › Account › Sign out asks as the account menu does, and says the trader is logged out', async ({ page }) => {
  const auth = new AuthPage(page)
  const account = await createAccount(page.request, 'Settings Leaver')
  await auth.signIn(account.email, account.password)
  await page.goto('/settings')
  await page.getByRole('tab', { name: 'Account' }).click()
  const section = page.getByRole('region', { name: 'Sign out' })
  await section.getByRole('button', { name: 'Sign out' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' })
  await expect(dialog).toBeVisible()
  // Cancel keeps the trader signed in, on Settings.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/settings/)
  await section.getByRole('button', { name: 'Sign out' }).click()
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(auth.toasts('success').filter({ hasText: 'Successfully logged out' })).toBeVisible()
})
