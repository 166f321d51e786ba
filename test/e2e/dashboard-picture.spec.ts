import { expect, type Page } from '@playwright/test'
import { test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { DashboardModel } from './support/dashboard-page'
import { btcLong, JournalPage } from './support/journal-page'
import { getLocalPreference } from './support/local-journal'
import { setBlur } from './support/screens'
import { trackSettled, waitForSettled } from './support/settled'

test.describe.configure({ timeout: 90_000 })

const OTHER_USER = '11111111-2222-4333-8444-555555555555'
const ethLong = { ...btcLong, Symbol: 'ETHUSDT', 'Entry price': '3000', 'Exit price': '3100', Quantity: '2' }
/** The picture is taken once the dashboard and the journal have been still for 2 s, when idle. */
const TAKEN_WITHIN = { timeout: 15_000 }

/**
 * What index.html drew before the app's code ran: recorded when the document has been parsed (the
 * app's code then still waits for the drawing's frame), as the drawn 'Total trades' value; then
 * whether that number ever left the screen before the live card (outside any busy picture) came.
 */
async function recordDrawn(page: Page) {
  await page.addInitScript(() => {
    const record = { route: null as string | null, total: null as string | null, blinked: false }
    Object.assign(window, { __drawn: record })
    const totalValue = () => document.querySelector('[role="group"][aria-label="Total trades"] [data-stat-value]')
    document.addEventListener('DOMContentLoaded', () => {
      record.route = (window as { __prepaint?: { route: string } }).__prepaint?.route ?? null
      record.total = document.querySelector('#root main[aria-busy="true"]') ? (totalValue()?.textContent ?? null) : null
      if (record.total === null) return
      const watch = new MutationObserver(() => {
        const value = totalValue()
        if (!/\d/.test(value?.textContent ?? '')) record.blinked = true
        else if (!value?.closest('[aria-busy="true"]')) watch.disconnect()
      })
      watch.observe(document, { subtree: true, childList: true, characterData: true })
    })
  })
}

const drawn = (page: Page) =>
  page.evaluate(() => {
    const { route, total, blinked } = (window as unknown as { __drawn: { route: string | null; total: string | null; blinked: boolean } }).__drawn
    return blinked ? { route, total, blinked } : { route, total }
  })

/** The stored picture's 'Total trades' value, or null when no picture is stored. */
const storedTotal = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('dashboard-prepaint:'))
    if (!key) return null
    const html = (JSON.parse(localStorage.getItem(key) ?? '{}') as { html?: string }).html ?? ''
    const picture = new DOMParser().parseFromString(html, 'text/html')
    return picture.querySelector('[role="group"][aria-label="Total trades"] [data-stat-value]')?.textContent ?? ''
  })

/** The live cards replaced the picture: one of each, nothing busy, and their controls work. */
async function expectLiveCards(page: Page, dashboard: DashboardModel, total: string) {
  await expect(dashboard.value('Total trades')).toHaveText(total)
  await expect(dashboard.card('Total trades')).toHaveCount(1)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await dashboard.card('Win rate').getByRole('button', { name: 'How Win rate is computed' }).click()
  await expect(dashboard.card('Win rate')).toContainText('Wins / (wins + losses)')
}

/** Signed in with one trade, the dashboard open and its picture (of that trade) taken. */
async function dashboardWithPicture(page: Page) {
  await recordDrawn(page)
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  const dashboard = new DashboardModel(page)
  await journal.open()
  await journal.addTrade(btcLong)
  await dashboard.open()
  await expect(dashboard.value('Total trades')).toHaveText('1')
  await expect.poll(() => storedTotal(page), TAKEN_WITHIN).toBe('1')
  return { journal, dashboard }
}

test('a reopened dashboard draws its last numbers before the app runs and keeps them until its own are computed; never after a change, never another user’s', async ({ page }) => {
  const { journal, dashboard } = await dashboardWithPicture(page)
  // The level and badge the trade earned are written a moment after the save: the picture stays.
  await expect.poll(async () => Number((await getLocalPreference(page, 'xpLevel'))?.xp ?? 0), TAKEN_WITHIN).toBeGreaterThan(0)
  expect(await storedTotal(page)).toBe('1')

  await page.reload()
  await expectLiveCards(page, dashboard, '1')
  // Drawn by index.html, then by the app while its database opened and its numbers were computed.
  expect(await drawn(page)).toEqual({ route: '/dashboard', total: '1' })

  // A trade added: the picture goes in the same moment, and the next open computes the new numbers.
  await journal.open()
  await journal.addTrade(ethLong)
  expect(await storedTotal(page)).toBeNull()
  await dashboard.open()
  expect(await drawn(page)).toEqual({ route: null, total: null })
  await expectLiveCards(page, dashboard, '2')
  await expect.poll(() => storedTotal(page), TAKEN_WITHIN).toBe('2')

  // A filtered dashboard is never drawn from the plain one's picture.
  await dashboard.open('?range=today')
  expect((await drawn(page)).route).toBeNull()

  // Another trader signs in on this device: nothing of the first one's dashboard is drawn.
  await page.evaluate((userId) => {
    const session = JSON.parse(localStorage.getItem('local-session') ?? '{}') as Record<string, unknown>
    localStorage.setItem('local-session', JSON.stringify({ ...session, userId, displayName: 'Other' }))
  }, OTHER_USER)
  await dashboard.open()
  expect(await drawn(page)).toEqual({ route: null, total: null })
})

test('a trade saved in another tab removes the picture there and then, and the open dashboard takes it again with the new numbers', async ({ page, context }) => {
  const { dashboard } = await dashboardWithPicture(page)

  const other = await context.newPage()
  const otherJournal = new JournalPage(other)
  await otherJournal.open()
  await otherJournal.addTrade(ethLong)
  expect(await storedTotal(other)).toBeNull()
  await expect(dashboard.value('Total trades')).toHaveText('2')
  await expect.poll(() => storedTotal(page), TAKEN_WITHIN).toBe('2')
})

test('under blur-sensitive-data no picture is kept (its markup would hold the amounts)', async ({ page }) => {
  await trackSettled(page)
  const { dashboard } = await dashboardWithPicture(page)

  await setBlur(page, true)
  expect(await storedTotal(page)).toBeNull()
  await dashboard.open()
  await expect(dashboard.value('Total trades')).toHaveText('1')
  // The moment the dashboard would have kept its picture.
  await waitForSettled(page, 'dashboard-picture')
  expect(await storedTotal(page)).toBeNull()
  await page.reload()
  expect(await drawn(page)).toEqual({ route: null, total: null })
})
