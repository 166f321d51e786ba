import { expect, type Locator, type Page, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { btcLong, JournalPage } from './support/journal-page'
import { setBlur } from './support/screens'

// Three screens and several saves on a machine shared with other work.
test.describe.configure({ timeout: 60_000 })

/** What the page handed to the Web Share API (stubbed: headless Chromium has no share sheet). */
async function stubShare(page: Page) {
  await page.addInitScript(() => {
    const shared: { title?: string; text?: string }[] = []
    Object.assign(window, { __shared: shared })
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: { title?: string; text?: string }) => void shared.push(data) })
  })
}

async function lastShared(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBeGreaterThan(0)
  return page.evaluate(() => {
    const shared = (window as unknown as { __shared: { text?: string }[] }).__shared
    return shared[shared.length - 1]?.text ?? ''
  })
}

/** The value next to a figure's label on the trade detail page. */
const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}`) }).locator('xpath=following-sibling::dd[1]')

/** Blurred on screen: a CSS blur filter on the element or one of its ancestors up to the container. */
async function isBlurred(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).filter.includes('blur')) return true
      if (node.tagName === 'LI' || node.tagName === 'DL') break
    }
    return false
  })
}

test('blur sensitive data hides money amounts in the list, the trade detail and shared trades; percentages stay', async ({ page }) => {
  await stubShare(page)
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  const row = journal.row('BTCUSDT')
  const link = row.getByRole('link')

  // Off (the default): amounts are read out and shared.
  await expect(link).toHaveAccessibleName(/\+497\.00/)
  await journal.rowAction(row, 'Share')
  const plain = await lastShared(page)
  expect(plain).toContain('+16.57%')
  expect(plain).toMatch(/Net P&L .*497\.00/)

  // On: the switch in Settings, Profile, remembered across a reload.
  await setBlur(page, true)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Privacy' }).getByRole('checkbox', { name: 'Blur sensitive data' })).toBeChecked()

  // The list: the net P&L is blurred and read as 'Hidden'; the ROI percentage stays as it was.
  await journal.open()
  await expect(link).toHaveAccessibleName(/Hidden/)
  await expect(link).not.toHaveAccessibleName(/497/)
  await expect(link).toHaveAccessibleName(/\+16\.57%/)
  expect(await isBlurred(row.getByText('497.00'))).toBe(true)
  expect(await isBlurred(row.getByText('+16.57%'))).toBe(false)
  await expect(journal.summary()).toContainText('Hidden')

  // Sharing leaves the amount out and keeps the percentage.
  await journal.rowAction(row, 'Share')
  await expect(page.getByText('Copied to clipboard')).toHaveCount(0)
  const shared = await lastShared(page)
  expect(shared).toContain('BTCUSDT')
  expect(shared).toContain('+16.57%')
  expect(shared).not.toContain('497')
  expect(shared).not.toContain('Net P&L')

  // The trade detail: P&L, size, margin and fees blurred; ROI and R multiple in the clear.
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT Long' })).toBeVisible()
  for (const label of ['Net P&L', 'Gross P&L', 'Notional', 'Margin', 'Fees', 'Quantity']) {
    expect(await isBlurred(figure(page, label)), label).toBe(true)
  }
  await expect(figure(page, 'ROI')).toHaveText('+16.57%')
  expect(await isBlurred(figure(page, 'ROI'))).toBe(false)
  expect(await isBlurred(figure(page, 'R multiple'))).toBe(false)

  // Off again: everything is in the clear.
  await setBlur(page, false)
  await journal.open()
  await expect(link).toHaveAccessibleName(/\+497\.00/)
  expect(await isBlurred(row.getByText('+497.00'))).toBe(false)
})
