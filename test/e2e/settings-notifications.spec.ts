import { expect, type Locator, type Page, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { openScreen, startOffline } from './support/screens'
import { getLocalPreference } from './support/local-journal'
import { trackSettled, waitForSettled } from './support/settled'

const SETTINGS = ['Trade confirmations', 'Milestone alerts', 'Weekly summary', 'Push notifications', 'Trading reminders', 'Email notifications']
const WEEK_KEY_PREFIX = 'notifications:weekly-summary-week:'

async function openNotifications(page: Page): Promise<Locator> {
  await openScreen(page, '/settings?section=notifications', 'Settings')
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true')
  return page.getByRole('region', { name: 'Notifications', exact: true })
}

/** The stored field of each switch: the switch moves at the click, before the database has it. */
const STORED: Record<string, string> = {
  'Trade confirmations': 'tradeConfirmations',
  'Push notifications': 'push',
  'Trading reminders': 'tradingReminders',
}

/** Flips a switch by its label (as a trader clicks it) and waits until the stored value shows it. */
async function setSwitch(region: Locator, name: string, on: boolean) {
  const toggle = region.getByRole('checkbox', { name })
  await expect(toggle).toBeEnabled()
  if ((await toggle.isChecked()) !== on) await region.getByText(name, { exact: true }).click()
  if (on) await expect(toggle).toBeChecked()
  else await expect(toggle).not.toBeChecked()
  // Leaving the page sooner can abort the write (a reload a few milliseconds later lost it).
  const field = STORED[name] as string
  await expect.poll(async () => (await getLocalPreference(region.page(), 'notifications'))?.[field]).toBe(on)
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** Saves a closed trade through the form and waits until the form is ready for the next one. */
async function saveTrade(page: Page, entry: string, openedAt = '2025-03-03T10:00', closedAt = '2025-03-03T12:00') {
  await openScreen(page, '/upload', 'Upload Trades')
  await field(page, 'Side').selectOption('long')
  const values: Record<string, string> = {
    Symbol: 'BTCUSDT',
    'Entry price': entry,
    'Exit price': '61000',
    Quantity: '0.5',
    'Opened at': openedAt,
    'Closed at': closedAt,
  }
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
  await page.getByRole('button', { name: 'Save' }).click()
  // The form clears its numbers in the same step that shows (or skips) the confirmation.
  await expect(field(page, 'Entry price')).toHaveValue('', { timeout: 15_000 })
}

async function weekKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate((prefix) => {
    const found: Record<string, string> = {}
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key?.startsWith(prefix)) found[key] = localStorage.getItem(key) ?? ''
    }
    return found
  }, WEEK_KEY_PREFIX)
}

test('the section lists the six settings, each with what it does', async ({ page }) => {
  await startOffline(page)
  const region = await openNotifications(page)
  for (const name of SETTINGS) await expect(region.getByRole('checkbox', { name }), name).toBeVisible()
  // Defaults: confirmations, milestones and the weekly summary on; the rest off.
  await expect(region.getByRole('checkbox', { name: 'Trade confirmations' })).toBeChecked()
  await expect(region.getByRole('checkbox', { name: 'Milestone alerts' })).toBeChecked()
  await expect(region.getByRole('checkbox', { name: 'Weekly summary' })).toBeChecked()
  // What each setting does is announced with its switch.
  await expect(region.getByRole('checkbox', { name: 'Email' })).toHaveAccessibleDescription(/the app sends no email/)
  await expect(region.getByRole('checkbox', { name: 'Push notifications' })).not.toBeChecked()
  await expect(region.getByRole('checkbox', { name: 'Trading reminders' })).not.toBeChecked()
  // No mail sender: the email switch is disabled and says why.
  await expect(region.getByRole('checkbox', { name: 'Email notifications' })).toBeDisabled()
  await expect(region.getByText(/the server has no mail sender for summaries/)).toBeVisible()
  await expect(region.getByText(/Once a day after 20:00 in your time zone/)).toBeVisible()
  await expect(region.getByText(/weeks start on Monday in your time zone/)).toBeVisible()

  // Saved at once: still off after a reload.
  await setSwitch(region, 'Trading reminders', true)
  const again = await openNotifications(page)
  await expect(again.getByRole('checkbox', { name: 'Trading reminders' })).toBeChecked()
})

test('trade confirmations off: saving a trade shows no success toast; on again: it does', async ({ page }) => {
  await trackSettled(page)
  // Several full page loads and saves: a loaded two-core machine needs more than the default time.
  test.slow()
  await startOffline(page)
  await setSwitch(await openNotifications(page), 'Trade confirmations', false)

  await saveTrade(page, '60000')
  await waitForSettled(page, 'trade-save')
  await expect(page.getByText('Created successfully')).toHaveCount(0)

  await setSwitch(await openNotifications(page), 'Trade confirmations', true)
  await saveTrade(page, '60500')
  await expect(page.getByText('Created successfully')).toBeVisible()
})

test('the weekly summary shows once on the first visit of a new week, not after a reload', async ({ page }) => {
  await trackSettled(page)
  // Several full page loads and saves: a loaded two-core machine needs more than the default time.
  test.slow()
  await startOffline(page)
  await loadSampleJournal(page)
  // The first visit on this device only remembers the week (no summary on a device's very first open).
  await expect.poll(async () => Object.keys(await weekKeys(page)).length, { timeout: 15_000 }).toBe(1)
  const [key, thisWeek] = Object.entries(await weekKeys(page))[0] as [string, string]
  expect(thisWeek).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(new Date(`${thisWeek}T12:00:00Z`).getUTCDay()).toBe(1) // a Monday

  // The last summary this device showed was weeks ago: the next open is a new week's first.
  await page.evaluate((name) => localStorage.setItem(name, '2000-01-03'), key)
  await openScreen(page, null, 'Trades')
  const summary = page.getByRole('status').filter({ hasText: /Last week: \d+ closed trades?/ })
  await expect(summary).toBeVisible({ timeout: 15_000 })
  await expect(summary).toContainText(/win rate \d+%/)
  await expect(summary).toContainText(/Net P&L \([A-Z]+\):/)
  expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBe(thisWeek)

  await page.getByRole('button', { name: 'Open analytics' }).click()
  await expect(page).toHaveURL(/\/analytics/)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()

  // Once per week: a reload does not show it again.
  await openScreen(page, null, 'Analytics')
  await waitForSettled(page, 'notifications')
  await expect(page.getByText(/Last week: \d+ closed trades?/)).toHaveCount(0)
})

test('no weekly summary when the week is new but last week had no trades', async ({ page }) => {
  await startOffline(page)
  await openScreen(page, '/journal', 'Trades')
  await expect.poll(async () => Object.keys(await weekKeys(page)).length, { timeout: 15_000 }).toBe(1)
  const [key, thisWeek] = Object.entries(await weekKeys(page))[0] as [string, string]
  await page.evaluate((name) => localStorage.setItem(name, '2000-01-03'), key)
  await openScreen(page, null, 'Trades')
  // Checked (the week is remembered again) and nothing shown.
  await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key), { timeout: 15_000 }).toBe(thisWeek)
  await expect(page.getByText(/Last week: \d+ closed trades?/)).toHaveCount(0)
})

test.describe('in the evening', () => {
  test.use({ timezoneId: 'UTC' })

  test('trading reminders: trades closed today without a note are recalled once that day', async ({ page }) => {
    await trackSettled(page)
    // Several full page loads and saves: a loaded two-core machine needs more than the default time.
    test.slow()
    // 21:00 in the trader's zone (the device's, UTC here): past the reminder hour. The clock runs on
    // from there, as a trader's does (a frozen Date.now also freezes every timestamp the app compares).
    await page.clock.install({ time: new Date('2025-03-10T21:00:00.000Z') })
    await startOffline(page)
    await setSwitch(await openNotifications(page), 'Trading reminders', true)
    // Nothing closed today yet: no reminder (and none remembered, so the next open looks again).
    await openScreen(page, '/dashboard', 'Dashboard')
    await waitForSettled(page, 'notifications')
    await expect(page.getByText(/without a note/)).toHaveCount(0)
    await saveTrade(page, '60000', '2025-03-10T19:00', '2025-03-10T20:30')

    await openScreen(page, '/dashboard', 'Dashboard')
    const reminder = page.getByRole('status').filter({ hasText: 'You closed 1 trade today without a note' })
    await expect(reminder).toBeVisible({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Open journal' }).click()
    await expect(page).toHaveURL(/\/journal/)

    // Once a day: not after a reload.
    await openScreen(page, null, 'Trades')
    await waitForSettled(page, 'notifications')
    await expect(page.getByText(/without a note/)).toHaveCount(0)
  })
})

test.describe('push with the permission granted', () => {
  test.use({ permissions: ['notifications'] })

  test('turning push on asks the browser and stays on when allowed', async ({ page }) => {
    await page.addInitScript(() => {
      const original = Notification.requestPermission.bind(Notification)
      const w = window as unknown as { permissionRequests: number }
      w.permissionRequests = 0
      Notification.requestPermission = ((...args: Parameters<typeof Notification.requestPermission>) => {
        w.permissionRequests += 1
        return original(...args)
      }) as typeof Notification.requestPermission
    })
    await startOffline(page)
    const region = await openNotifications(page)
    await setSwitch(region, 'Push notifications', true)
    expect(await page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests)).toBe(1)
    await expect(region.getByRole('alert')).toHaveCount(0)
    // Stored: still on after a reload.
    const again = await openNotifications(page)
    await expect(again.getByRole('checkbox', { name: 'Push notifications' })).toBeChecked()
  })
})

test('push denied by the browser stays off and says how to allow it', async ({ page }) => {
  await startOffline(page)
  const region = await openNotifications(page)
  // Not granted in this context: headless Chromium answers the request with 'denied', as a trader
  // blocking the prompt would.
  expect(await page.evaluate(() => Notification.permission)).toBe('default')
  await region.getByText('Push notifications', { exact: true }).click()
  await expect(region.getByRole('alert')).toContainText("Allow them in your browser's site settings")
  await expect(region.getByRole('checkbox', { name: 'Push notifications' })).not.toBeChecked()
  // Nothing stored: still off after a reload, and the message is there again (the browser still blocks it).
  const again = await openNotifications(page)
  await expect(again.getByRole('checkbox', { name: 'Push notifications' })).not.toBeChecked()
  await expect(again.getByText(/Notifications are blocked for this site/)).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the section fits the screen', async ({ page }) => {
    await startOffline(page)
    const region = await openNotifications(page)
    for (const name of SETTINGS) await expect(region.getByRole('checkbox', { name }), name).toBeAttached()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
