import { expect, type Page } from '@playwright/test'
import { test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { btcLong, JournalPage } from './support/journal-page'
import { setBlur } from './support/screens'

test.describe.configure({ timeout: 60_000 })

const OTHER_USER = '11111111-2222-4333-8444-555555555555'

/**
 * What index.html drew before the app's code ran: recorded when the document has been parsed (the
 * app's code then still waits for the pre-paint's frame), as the rows' texts and the page's state.
 */
async function recordPrepaint(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const rows = [...document.querySelectorAll('#root main[aria-busy="true"] ul[aria-label="Trades"] > li')].map((row) => row.textContent ?? '')
      Object.assign(window, { __prepaint: { user: (window as { __prepaint?: { user: string } }).__prepaint?.user ?? null, rows } })
    })
  })
}

const prepaint = (page: Page) => page.evaluate(() => (window as unknown as { __prepaint?: { user: string | null; rows: string[] } }).__prepaint ?? { user: null, rows: [] })
/** The stored pre-paint's texts (its markup without tags and attributes, which hold class names and icon paths). */
const storedPrepaint = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('journal-prepaint:'))
      .map((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { html?: string }).html?.replace(/<[^>]*>/g, ' ') ?? '')
      .join('\n'),
  )

async function expectLiveList(page: Page, journal: JournalPage, symbol: string) {
  await expect(journal.row(symbol).getByRole('button', { name: `Actions for ${symbol}` })).toBeEnabled()
  // React's first commit replaced the pre-paint: one frame, one list, nothing left busy.
  await expect(page.locator('main')).toHaveCount(1)
  await expect(page.getByRole('list', { name: 'Trades', exact: true })).toHaveCount(1)
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0)
}

test('a cold open draws the journal before the app runs, then the live list replaces it; never stale, never another user’s', async ({ page }) => {
  await recordPrepaint(page)
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  await expect.poll(() => storedPrepaint(page)).toContain('BTCUSDT')

  await page.reload()
  const first = await prepaint(page)
  expect(first.user).not.toBeNull()
  expect(first.rows.some((text) => text.includes('BTCUSDT'))).toBe(true)
  await expectLiveList(page, journal, 'BTCUSDT')
  // The translated frame came along: the heading and the current screen in the navigation.
  await expect(page.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible()

  // Edited, then reloaded at once: the old symbol is never pre-painted.
  await journal.rowAction(journal.row('BTCUSDT'), 'Edit')
  const dialog = journal.dialog('Edit trade')
  await dialog.getByLabel('Symbol', { exact: true }).fill('ETHUSDT')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully').last()).toBeVisible()
  await page.reload()
  expect((await prepaint(page)).rows.filter((text) => text.includes('BTCUSDT'))).toEqual([])
  await expectLiveList(page, journal, 'ETHUSDT')
  await expect.poll(() => storedPrepaint(page)).toContain('ETHUSDT')

  // Another trader signs in on this device: nothing of the first one's journal is drawn.
  await page.evaluate((userId) => {
    const session = JSON.parse(localStorage.getItem('local-session') ?? '{}') as Record<string, unknown>
    localStorage.setItem('local-session', JSON.stringify({ ...session, userId, displayName: 'Other' }))
  }, OTHER_USER)
  await page.reload()
  expect(await prepaint(page)).toEqual({ user: null, rows: [] })
  await expect(page.getByText('No trades yet').first()).toBeVisible()
})

test('under blur-sensitive-data the pre-paint holds and draws no amount', async ({ page }) => {
  await recordPrepaint(page)
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  await expect.poll(() => storedPrepaint(page)).toContain('497')

  await setBlur(page, true)
  await journal.open()
  // The record from before blur still holds the amount until the journal's next paint replaces it.
  await expect
    .poll(async () => {
      const text = await storedPrepaint(page)
      return text.includes('BTCUSDT') && !text.includes('497')
    })
    .toBe(true)
  await page.reload()
  const drawn = await prepaint(page)
  expect(drawn.rows.some((text) => text.includes('BTCUSDT') && text.includes('+16.57%'))).toBe(true)
  for (const text of drawn.rows) expect(text).not.toContain('497')
  await expectLiveList(page, journal, 'BTCUSDT')
})
