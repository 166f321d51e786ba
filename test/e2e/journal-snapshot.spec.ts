import { expect, type Page } from '@playwright/test'
import { test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { btcLong, JournalPage } from './support/journal-page'
import { setBlur } from './support/screens'

test.describe.configure({ timeout: 60_000 })

/**
 * Every text any row of the trade list ever had on this page load, and the texts of rows drawn from
 * the snapshot (while the database was still opening), recorded from before the app's first script.
 */
async function recordRows(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>()
    const fromSnapshot = new Set<string>()
    Object.assign(window, { __rows: seen, __snapshotRows: fromSnapshot })
    new MutationObserver(() => {
      for (const row of document.querySelectorAll('ul[aria-label="Trades"] > li')) {
        const text = row.textContent ?? ''
        seen.add(text)
        if (row.closest('[aria-busy="true"]')) fromSnapshot.add(text)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

const rowsSeen = (page: Page) => page.evaluate(() => [...(window as unknown as { __rows: Set<string> }).__rows])
const snapshotRowsSeen = (page: Page) => page.evaluate(() => [...(window as unknown as { __snapshotRows: Set<string> }).__snapshotRows])
const storedSnapshot = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('journal-snapshot:'))
      .map((key) => localStorage.getItem(key) ?? '')
      .join('\n'),
  )

test('a cold open draws the last rows at once, never rows from before an edit, and never another user’s', async ({ page }) => {
  await recordRows(page)
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  await expect.poll(() => storedSnapshot(page)).toContain('BTCUSDT')

  // Reloaded: the snapshot's row first, then the live one.
  await page.reload()
  await expect(journal.row('BTCUSDT').getByRole('button', { name: 'Actions for BTCUSDT' })).toBeEnabled()
  expect((await snapshotRowsSeen(page)).some((text) => text.includes('BTCUSDT'))).toBe(true)

  // Edited, then reloaded at once: the old symbol is never drawn again.
  await journal.rowAction(journal.row('BTCUSDT'), 'Edit')
  const dialog = journal.dialog('Edit trade')
  await dialog.getByLabel('Symbol', { exact: true }).fill('ETHUSDT')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully').last()).toBeVisible()
  await page.reload()
  await expect(journal.row('ETHUSDT')).toBeVisible()
  await expect(journal.row('ETHUSDT').getByRole('button', { name: 'Actions for ETHUSDT' })).toBeEnabled()
  expect((await rowsSeen(page)).filter((text) => text.includes('BTCUSDT'))).toEqual([])

  // Deleted, then reloaded at once: the trade is not drawn at all.
  await journal.rowAction(journal.row('ETHUSDT'), 'Delete')
  await expect(page.getByText('Deleted successfully').last()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'No trades yet' }).or(page.getByText('No trades yet'))).toBeVisible()
  expect((await rowsSeen(page)).filter((text) => text.includes('ETHUSDT'))).toEqual([])

  // Restored, so a snapshot exists again; then another trader on this device opens the journal.
  await journal.addTrade(btcLong)
  await expect.poll(() => storedSnapshot(page)).toContain('BTCUSDT')
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('local-session') ?? '{}') as Record<string, unknown>
    localStorage.setItem('local-session', JSON.stringify({ ...session, userId: '11111111-2222-4333-8444-555555555555', displayName: 'Other' }))
  })
  await page.reload()
  await expect(page.getByText('No trades yet').first()).toBeVisible()
  expect((await rowsSeen(page)).filter((text) => text.includes('BTCUSDT'))).toEqual([])
})

test('under blur-sensitive-data the snapshot holds no amount and draws none', async ({ page }) => {
  await recordRows(page)
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  await expect.poll(() => storedSnapshot(page)).toContain('497')

  await setBlur(page, true)
  // The snapshot taken before the switch is dropped, then written again under blur.
  await expect.poll(() => storedSnapshot(page)).toContain('"blur":true')
  expect(await storedSnapshot(page)).toContain('BTCUSDT')
  // The rows' values, not the raw text: the random user and trade ids in it may hold those digits.
  const { rows } = JSON.parse(await storedSnapshot(page)) as { rows: Record<string, unknown>[] }
  for (const { id: _id, ...values } of rows) expect(JSON.stringify(values)).not.toContain('497')
  await journal.open()
  await page.reload()
  await expect(journal.row('BTCUSDT').getByRole('button', { name: 'Actions for BTCUSDT' })).toBeEnabled()
  expect((await snapshotRowsSeen(page)).some((text) => text.includes('BTCUSDT') && text.includes('+16.57%'))).toBe(true)
  for (const text of await snapshotRowsSeen(page)) expect(text).not.toContain('497')
})
