import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { AuthPage, STRONG_PASSWORD, uniqueEmail } from './support/auth-page'
import { btcLong, JournalPage } from './support/journal-page'
import { OfflineModel } from './support/offline-page'
import { serverTrades } from './support/devices'

// Two devices of one account (two browser contexts, each its own IndexedDB) against the local
// backend: a screenshot attached on A reaches B's screen and B's backup.

const CHART = fileURLToPath(new URL('../fixtures/images/btc-chart.png', import.meta.url))

async function device(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  return { page, auth: new AuthPage(page), journal: new JournalPage(page), offline: new OfflineModel(page, context), close: () => context.close() }
}

const naturalWidth = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)

async function openTrade(page: Page) {
  await page.goto('/trade-analysis')
  await page.getByRole('link', { name: /BTCUSDT/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT Long' })).toBeVisible()
  return page.getByRole('list', { name: 'Screenshots of this trade' })
}

async function downloadBackup(page: Page): Promise<{ attachments: { id: string }[]; collections: { trades: { screenshots: { id: string }[] }[] } }> {
  await page.goto('/reports')
  const card = page.getByRole('region', { name: 'Back up your journal' })
  await expect(card.getByRole('checkbox', { name: 'Include screenshots' })).toBeChecked()
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download backup' }).click()])
  return JSON.parse(await readFile(await download.path(), 'utf8'))
}

test('a screenshot attached on device A shows on device B, offline B says it is not there yet, and B’s backup holds it or says it left it out', async ({ browser, request }) => {
  test.slow()
  const account = { fullName: 'Two Devices', email: uniqueEmail('shots'), password: STRONG_PASSWORD }

  // A attaches a PNG to a new trade; it uploads.
  const a = await device(browser)
  await a.auth.signUp(account)
  await expect(a.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  await a.journal.open()
  await a.page.getByRole('button', { name: 'Add trade' }).first().click()
  const form = a.journal.dialog('New trade')
  await a.journal.fill(form, btcLong)
  await form.getByLabel('Screenshots', { exact: true }).setInputFiles(CHART)
  await expect(form.getByRole('list', { name: 'Screenshots to attach' }).getByRole('img', { name: 'btc-chart.png' })).toBeVisible()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(a.page.getByText('Created successfully').last()).toBeVisible()
  await a.auth.syncIndicator().click()
  const panel = a.page.getByRole('region', { name: 'Sync' })
  await expect(panel.getByText('Screenshots waiting')).toHaveCount(0, { timeout: 20_000 })
  await expect(a.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  // The upload is done once the server's trade names where its bytes are: the indicator can say
  // 'Synced' a moment before that last change of the trade is pushed.
  const userId = await a.page.evaluate(() => JSON.parse(localStorage.getItem('tj-auth-session') ?? sessionStorage.getItem('tj-auth-session') ?? 'null').user.id as string)
  const remotePaths = async () => (await serverTrades(request, userId)).flatMap((row) => ((row.doc.screenshots ?? []) as { remotePath?: string }[]).map((shot) => shot.remotePath))
  await expect.poll(remotePaths, { timeout: 20_000 }).toEqual([expect.stringMatching(/\.png$/)])

  // B signs in and gets the trade, offline before it ever shows the screenshot.
  const b = await device(browser)
  await b.auth.signIn(account.email, account.password)
  await expect(b.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  await b.offline.installAndControl()
  await b.journal.open()
  await expect(b.journal.row('BTCUSDT')).toHaveCount(1, { timeout: 20_000 })
  await b.offline.goOffline()
  await expect(b.offline.badge()).toBeVisible()

  // Offline, a backup with screenshots says which it could not hold.
  const offlineBackup = await downloadBackup(b.page)
  expect(offlineBackup.collections.trades[0]!.screenshots).toHaveLength(1)
  expect(offlineBackup.attachments).toEqual([])
  await expect(b.page.getByText('Exported without some screenshots')).toBeVisible()
  await expect(b.page.getByText('Exported successfully')).toHaveCount(0)
  await expect(b.page.getByRole('region', { name: 'Back up your journal' }).getByRole('status')).toContainText('1 screenshot is not on this device yet')

  const gallery = await openTrade(b.page)
  const thumbnail = b.page.getByRole('button', { name: 'Open btc-chart.png' })
  await expect(thumbnail).toContainText('Not on this device yet')

  // Back online, the open screen fetches it without a reload; the viewer shows the original.
  await b.offline.goOnline()
  await expect(b.offline.badge()).toBeHidden()
  const image = gallery.getByRole('img', { name: 'btc-chart.png' })
  await expect(image).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => naturalWidth(image)).toBe(320)
  await thumbnail.click()
  const viewer = b.page.getByRole('dialog', { name: 'btc-chart.png' })
  await expect.poll(() => naturalWidth(viewer.getByRole('img', { name: 'btc-chart.png' }))).toBe(320)
  await b.page.keyboard.press('Escape')

  // Kept on B: after a reload it is there offline too, and the backup holds its bytes.
  await b.offline.goOffline()
  await b.page.reload()
  await expect((await openTrade(b.page)).getByRole('img', { name: 'btc-chart.png' })).toBeVisible()
  const backup = await downloadBackup(b.page)
  expect(backup.attachments.map((attachment) => attachment.id)).toContain(offlineBackup.collections.trades[0]!.screenshots[0]!.id)
  await expect(b.page.getByText('Exported successfully').last()).toBeVisible()

  await Promise.all([a.close(), b.close()])
})
