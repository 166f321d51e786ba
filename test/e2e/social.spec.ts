import { expect, test, type Browser, type Page } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { AppPage } from './support/app-page'
import { AuthPage, createAccount } from './support/auth-page'
import { OfflineModel } from './support/offline-page'
import { openScreen } from './support/screens'

// Two traders, each in its own browser context (own IndexedDB, storage and service worker), against
// the local backend: A shares, the backend computes A's percentages from A's synced trades, B reads
// them, online and then offline from the cache.

test.describe.configure({ timeout: 240_000 })

async function device(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  return { page, auth: new AuthPage(page), offline: new OfflineModel(page, context), close: () => context.close() }
}

/** Money as the app writes it: a currency sign or a quote coin after a number. */
const MONEY = /[$€£]|\d\s?(USDT|USDC|USD|EUR|BTC)\b/

/**
 * The leaderboard's 'All time' panel. Right after the tab is chosen, the 'This month' panel stays
 * shown until the next frame (Ark unmounts it then), with its own row for the same trader.
 */
const allTime = (page: Page) => page.getByRole('tabpanel', { name: 'All time' })

async function expectNoMoney(page: Page) {
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(MONEY)
}

test('A shares percentages only; B sees A in the community and on the leaderboard, also offline from the cache', async ({ browser, request }) => {
  const alice = await createAccount(request, 'Alice Account')
  const bob = await createAccount(request, 'Bob Account')
  // Published names stay on the shared backend: a retry's Alice must not be taken for the first one.
  const published = `Alice ${Date.now().toString(36).slice(-6)}`

  // A: a journal with the sample trades, then a community profile that shares its stats.
  const a = await device(browser)
  await a.auth.signIn(alice.email, alice.password)
  await loadSampleJournal(a.page)
  await openScreen(a.page, '/social', 'Social')
  const name = a.page.getByRole('textbox', { name: 'Display name' })
  await expect(name).toHaveValue('Alice Account')

  // A rejected form keeps what was typed.
  await name.fill('A')
  await a.page.getByRole('textbox', { name: 'Bio' }).fill('Trend follower, patient entries.')
  await a.page.getByRole('button', { name: 'Save profile' }).click()
  await expect(a.page.getByText('Use at least 2 characters.')).toBeVisible()
  await expect(a.page.getByRole('textbox', { name: 'Bio' })).toHaveValue('Trend follower, patient entries.')

  await name.fill(published)
  await a.page.getByText('Share my stats', { exact: true }).click()
  await expect(a.page.getByRole('checkbox', { name: 'Share my stats' })).toBeChecked()
  const preview = a.page.getByTestId('community-preview')
  await expect(preview.getByRole('heading', { name: published })).toBeVisible()
  await expect(preview.getByRole('definition').first()).not.toHaveText('—')
  await a.page.getByRole('button', { name: 'Save profile' }).click()
  await expect(a.page.getByText('Community profile saved')).toBeVisible({ timeout: 20_000 })
  await expectNoMoney(a.page)

  // The server computes A's figures from A's synced trades: once the sample journal has synced, A
  // opens the leaderboard and finds their row, highlighted.
  await expect(a.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 })
  await openScreen(a.page, '/leaderboard', 'Leaderboard')
  await expect(a.page.getByText(/at least 20 closed trades/)).toBeVisible()
  await a.page.getByRole('tab', { name: 'All time' }).click()
  const ownRow = allTime(a.page).locator('tr[data-own="true"]')
  await expect(ownRow).toContainText(`${published} (you)`, { timeout: 20_000 })
  await expect(ownRow).toContainText('#1')
  await expectNoMoney(a.page)

  // B: sees A in the community list and on the leaderboard, percentages only.
  const b = await device(browser)
  await b.auth.signIn(bob.email, bob.password)
  await b.offline.installAndControl()
  await openScreen(b.page, '/social', 'Social')
  const list = b.page.getByRole('list', { name: 'Traders who share' })
  await expect(list.getByRole('heading', { name: published })).toBeVisible({ timeout: 20_000 })
  await expect(list).toContainText('Trend follower, patient entries.')
  await expectNoMoney(b.page)

  await openScreen(b.page, '/leaderboard', 'Leaderboard')
  await expect(b.page.getByText('You do not share your stats, so you are not on the leaderboard.', { exact: false })).toBeVisible()
  await b.page.getByRole('tab', { name: 'All time' }).click()
  const aliceRow = allTime(b.page).getByRole('row').filter({ hasText: published })
  await expect(aliceRow).toBeVisible({ timeout: 20_000 })
  await expect(aliceRow).toContainText('#1')
  await expect(aliceRow).toContainText('%')
  await expect(b.page.locator('tr[data-own="true"]')).toHaveCount(0)
  await expectNoMoney(b.page)

  // Offline, B still has the last copy, with its age.
  await b.offline.goOffline()
  await openScreen(b.page, '/leaderboard', 'Leaderboard')
  await b.page.getByRole('tab', { name: 'All time' }).click()
  await expect(allTime(b.page).getByRole('row').filter({ hasText: published })).toBeVisible()
  await expect(b.page.getByRole('status').filter({ hasText: 'You are offline. Showing the copy saved on this device, as of' }).first()).toBeVisible()

  await a.close()
  await b.close()
})

test('a trader without an account is told that sharing needs one, with a way to sign in', async ({ page }) => {
  await new AppPage(page).signInLocally('Local Trader')
  for (const [path, title] of [
    ['/social', 'Social'],
    ['/leaderboard', 'Leaderboard'],
  ] as const) {
    await openScreen(page, path, title)
    await expect(page.getByRole('heading', { name: 'Sharing needs an account' })).toBeVisible()
    await page.getByRole('link', { name: 'Sign in or create an account' }).click()
    await expect(page).toHaveURL(/\/auth/)
  }
})
