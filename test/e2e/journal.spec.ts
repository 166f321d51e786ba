import { expect, type Locator, type Page, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { btcLong, JournalPage } from './support/journal-page'
import { setLocalPreference } from './support/local-journal'
import { OfflineModel } from './support/offline-page'

// Each flow signs in, installs the service worker and goes offline before it starts: on a busy
// two-core machine that alone can take half of the default 30 s.
test.describe.configure({ timeout: 60_000 })

/** Signs in, lets the service worker take the page, goes offline and opens the journal cold. */
async function openJournalOffline(page: Page): Promise<JournalPage> {
  const offline = new OfflineModel(page, page.context())
  await new AppPage(page).signInLocally()
  await offline.installAndControl()
  await offline.goOffline()
  const journal = new JournalPage(page)
  await journal.open()
  return journal
}

test('add, reload, edit, duplicate, delete and undo, all offline', async ({ page }) => {
  const journal = await openJournalOffline(page)
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible()

  await journal.addTrade(btcLong)
  const btc = journal.row('BTCUSDT')
  await expect(btc).toHaveCount(1)
  // 0.5 x (61000 - 60000) - 3 fee; margin 3000 at 10x.
  await expect(btc).toContainText('+497.00')
  await expect(btc).toContainText('+16.57%')
  await expect(btc).toContainText('Win')
  await expect(btc).toContainText('Long')
  await expect(journal.summary()).toContainText('1 trade')

  await page.reload()
  await expect(journal.row('BTCUSDT')).toContainText('+497.00')

  // Edit: the same form, prefilled; the list follows.
  await journal.rowAction(journal.row('BTCUSDT'), 'Edit')
  const edit = journal.dialog('Edit trade')
  await expect(edit.getByRole('form', { name: 'Edit trade' })).toBeVisible()
  await expect(edit.getByLabel('Entry price', { exact: true })).toHaveValue('60000')
  await expect(edit.getByLabel('Notes', { exact: true })).toHaveValue('Breakout above the range')
  await edit.getByLabel('Exit price', { exact: true }).fill('62000')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await expect(edit).toBeHidden()
  await expect(journal.row('BTCUSDT')).toContainText('+997.00')
  await expect(journal.rows()).toHaveCount(1)

  // Duplicate: a copy opened in the form, saved as a new trade.
  await journal.rowAction(journal.row('BTCUSDT'), 'Duplicate')
  const copy = journal.dialog('Duplicate trade')
  await expect(copy.getByLabel('Exit price', { exact: true })).toHaveValue('62000')
  await copy.getByLabel('Quantity', { exact: true }).fill('1')
  await copy.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully').last()).toBeVisible()
  await expect(journal.row('BTCUSDT')).toHaveCount(2)
  await expect(journal.summary()).toContainText('2 trades')

  // Delete with undo.
  await journal.rowAction(journal.row('+1,997.00'), 'Delete')
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(journal.row('BTCUSDT')).toHaveCount(1)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(journal.row('BTCUSDT')).toHaveCount(2)
  await expect(journal.summary()).toContainText('2 trades')
})

test('the form says which market it reads, and points out prices that look like a typo without blocking the save', async ({ page }) => {
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)

  await page.getByRole('button', { name: 'Add trade' }).first().click()
  const dialog = journal.dialog('New trade')
  // A digit dropped from both prices: they agree with each other, not with the last BTCUSDT trade.
  await journal.fill(dialog, { ...btcLong, 'Entry price': '6100', 'Exit price': '6200' })
  // No market chosen: what the side makes of it is said, not assumed silently.
  await expect(dialog.getByText('Read as a linear future (a long or short side). Choose Spot if it was a spot trade.')).toBeVisible()
  await journal.fill(dialog, { Side: 'buy' })
  await expect(dialog.getByText('Read as spot (a buy or sell side).')).toBeVisible()
  await journal.fill(dialog, { Side: 'long' })
  const warning = dialog.getByRole('status').filter({ hasText: 'far from' })
  await expect(warning).toHaveText('The entry price 6100 is far from 61,000, the price of your last BTCUSDT trade (Mar 3, 2025): check it before saving.')
  await journal.fill(dialog, { 'Entry price': '61000', 'Exit price': '120' })
  await expect(warning).toHaveText('The exit price 120 is far from the entry price 61000: check both before saving.')
  await journal.fill(dialog, { 'Exit price': '62000' })
  await expect(warning).toHaveCount(0)

  // Only a warning: the trader may mean it, and the trade saves.
  await journal.fill(dialog, { 'Exit price': '120' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully').last()).toBeVisible()
  await expect(journal.row('BTCUSDT')).toHaveCount(2)
})

test('delete and undo from the keyboard: the Undo takes the focus and stays while it has it', async ({ page }) => {
  // The page's clock runs as usual; it is only moved ahead past the toasts' time below.
  await page.clock.install()
  const journal = await openJournalOffline(page)
  await journal.addTrade(btcLong)
  await journal
    .row('BTCUSDT')
    .getByRole('button', { name: /^Actions for/ })
    .focus()
  await page.keyboard.press('Enter')
  const remove = page.getByRole('menuitem', { name: 'Delete', exact: true })
  await expect(remove).toBeVisible()
  // Down the menu to Delete, as a keyboard goes.
  for (let step = 0; step < 10 && (await remove.getAttribute('data-highlighted')) === null; step++) await page.keyboard.press('ArrowDown')
  await expect(remove).toHaveAttribute('data-highlighted')
  await page.keyboard.press('Enter')
  await expect(journal.rows()).toHaveCount(0)
  const undo = page.getByRole('button', { name: 'Undo' })
  await expect(undo).toBeFocused()
  // Past the toasts' 4 s: a toast with the focus does not close under the keyboard.
  await page.clock.runFor(5_000)
  await expect(undo).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(journal.row('BTCUSDT')).toHaveCount(1)
  // The toast closed with the focus in it: the focus is on the page's main region, not lost.
  await expect(page.getByRole('main')).toBeFocused()
})

test('a field focused before the dialog takes the focus keeps it, and what is typed there', async ({ page }) => {
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  // A slow phone: the dialog's focus trap starts a frame after it opens. Frames are held until the
  // trader is already typing in a field (Playwright's own frames run in another world).
  await page.evaluate(() => {
    const held: FrameRequestCallback[] = []
    const request = window.requestAnimationFrame.bind(window)
    window.requestAnimationFrame = (callback) => held.push(callback)
    Object.assign(window, {
      releaseFrames: () => {
        window.requestAnimationFrame = request
        for (const callback of held.splice(0)) request(callback)
      },
    })
  })
  await page.getByRole('button', { name: 'Add trade' }).first().click()
  const dialog = journal.dialog('New trade')
  await dialog.getByLabel('Symbol', { exact: true }).fill('ETHUSDT')
  const notes = dialog.getByLabel('Notes', { exact: true })
  await notes.fill('Faded the spike')
  await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames())
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.keyboard.type(' at the high')
  await expect(notes).toBeFocused()
  await expect(notes).toHaveValue('Faded the spike at the high')
  await expect(dialog.getByLabel('Symbol', { exact: true })).toHaveValue('ETHUSDT')
})

test('an open trade is closed later by editing it', async ({ page }) => {
  const journal = await openJournalOffline(page)
  await journal.addTrade({ Symbol: 'ETHUSDT', Side: 'short', 'Entry price': '3000', Quantity: '2', Leverage: '5', 'Opened at': '2025-03-04T09:00' })
  const eth = journal.row('ETHUSDT')
  await expect(eth).toContainText('Open')
  await expect(eth).toContainText('Short')

  await journal.rowAction(eth, 'Edit')
  const edit = journal.dialog('Edit trade')
  await journal.fill(edit, { 'Exit price': '3100', 'Closed at': '2025-03-04T12:00' })
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await expect(eth).toContainText('-200.00')
  await expect(eth).toContainText('Loss')
})

async function addThreeTrades(journal: JournalPage) {
  await journal.addTrade(btcLong)
  await journal.addTrade({
    Symbol: 'ETHUSDT',
    Side: 'short',
    'Entry price': '3000',
    'Exit price': '3100',
    Quantity: '2',
    'Opened at': '2025-03-05T09:00',
    'Closed at': '2025-03-05T10:00',
    Notes: 'Chased the move',
  })
  await journal.addTrade({ Symbol: 'SOLUSDT', Side: 'long', 'Entry price': '150', Quantity: '10', 'Opened at': '2025-03-06T09:00' })
  await expect(journal.rows()).toHaveCount(3)
}

test('filters by side and outcome, as removable chips kept in the URL', async ({ page }) => {
  const journal = await openJournalOffline(page)
  await addThreeTrades(journal)

  const filters = page.getByRole('region', { name: 'Filters' })
  await filters.getByLabel('Side', { exact: true }).selectOption('short')
  await expect(journal.rows()).toHaveCount(1)
  await expect(journal.row('ETHUSDT')).toHaveCount(1)
  await expect(page).toHaveURL(/side=short/)
  await expect(journal.summary()).toContainText('1 trade')
  await expect(journal.summary()).toContainText('-200.00')

  // Removing the chip brings them back.
  await page.getByRole('button', { name: 'Remove filter Side: Short' }).click()
  await expect(journal.rows()).toHaveCount(3)

  await filters.getByLabel('Outcome', { exact: true }).selectOption('win')
  await expect(journal.rows()).toHaveCount(1)
  await expect(journal.row('BTCUSDT')).toHaveCount(1)
  await filters.getByLabel('Outcome', { exact: true }).selectOption('open')
  await expect(journal.rows()).toHaveCount(1)
  await expect(journal.row('SOLUSDT')).toHaveCount(1)

  // The filter lives in the URL: a reload keeps it (once the URL has it: the list can update first).
  await expect(page).toHaveURL(/outcome=open/)
  await page.reload()
  await expect(journal.rows()).toHaveCount(1)
  await expect(page.getByText('Outcome: Open')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(journal.rows()).toHaveCount(3)
})

test('searches notes and symbols, shows when nothing matches, and sorts', async ({ page }) => {
  const journal = await openJournalOffline(page)
  await addThreeTrades(journal)

  const search = page.getByRole('searchbox', { name: 'Search trades' })
  await search.fill('chased')
  await expect(journal.rows()).toHaveCount(1)
  await expect(journal.row('ETHUSDT')).toHaveCount(1)
  await search.fill('sol')
  await expect(journal.rows()).toHaveCount(1)
  await expect(journal.row('SOLUSDT')).toHaveCount(1)
  await search.fill('nothing like this')
  await expect(page.getByRole('heading', { name: 'No trades match' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).last().click()
  await expect(journal.rows()).toHaveCount(3)
  await expect(search).toHaveValue('')

  // Sort by net P&L, best first: BTC (+497), ETH (-200), then the open SOL.
  await page.getByLabel('Sort by', { exact: true }).selectOption('netPnl:desc')
  await expect(journal.rows().nth(0)).toContainText('BTCUSDT')
  await expect(journal.rows().nth(1)).toContainText('ETHUSDT')
  await expect(journal.rows().nth(2)).toContainText('SOLUSDT')
  await expect(page).toHaveURL(/sort=netPnl/)
})

test('bad search params are ignored and rows are reachable by keyboard', async ({ page }) => {
  const journal = await openJournalOffline(page)
  await journal.addTrade(btcLong)
  await journal.addTrade({ ...btcLong, Symbol: 'ETHUSDT', 'Entry price': '3000', 'Exit price': '3100', 'Trading fee': '' })
  await page.goto('/journal?side=sideways&outcome=win&date=fortnight&tags=%3Cscript%3E')
  await expect(journal.rows()).toHaveCount(2)
  await expect(page.getByText('Outcome: Win')).toBeVisible()

  const first = journal.rows().nth(0).getByRole('link')
  await first.focus()
  await page.keyboard.press('ArrowDown')
  await expect(journal.rows().nth(1).getByRole('link')).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(first).toBeFocused()

  // The row's actions open from the keyboard too.
  await page.keyboard.press('Tab')
  await expect(
    journal
      .rows()
      .nth(0)
      .getByRole('button', { name: /^Actions for/ }),
  ).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeHidden()

  await journal.rows().nth(1).getByRole('link').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/trade-analysis\?trade=/)
})

test.describe('Settings in another time zone than the device', () => {
  test.use({ timezoneId: 'UTC' })

  test('the form shows and keeps times on the trader’s clock: a new trade starts at their now, an edit saved untouched moves nothing', async ({ page }) => {
    const journal = await openJournalOffline(page)
    await setLocalPreference(page, 'profile', { timeZone: 'Asia/Tokyo' })
    await journal.addTrade(btcLong)

    const times = (scope: Page | Locator) => [scope.getByLabel('Opened at', { exact: true }), scope.getByLabel('Closed at', { exact: true })] as const
    for (let round = 0; round < 2; round++) {
      await journal.rowAction(journal.row('BTCUSDT'), 'Edit')
      const edit = journal.dialog('Edit trade')
      const [opened, closed] = times(edit)
      await expect(opened).toHaveValue('2025-03-03T10:00')
      await expect(closed).toHaveValue('2025-03-03T12:00')
      await edit.getByRole('button', { name: 'Save' }).click()
      await expect(edit).toBeHidden()
    }

    // Opened cold, the form's profile arrives after its first render: its default time follows it.
    await page.goto('/upload')
    const tokyoNow = (at: number) => new Date(at + 9 * 3_600_000).toISOString().slice(0, 16)
    const before = Date.now()
    const [opened] = times(page)
    await expect.poll(async () => [tokyoNow(before), tokyoNow(Date.now())].includes(await opened.inputValue())).toBe(true)
  })
})
