import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { DashboardModel } from './support/dashboard-page'
import { openScreen, setBlur, startOffline } from './support/screens'

// Loading 400 sample trades on a two-core machine shared with other work.
test.describe.configure({ timeout: 120_000 })

test('offline, with the sample journal, the cards show what the engine computes, and the date and account filters change them', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  const dashboard = new DashboardModel(page)
  await dashboard.open()

  await dashboard.expectCards(await dashboard.expected())
  // Every number states its definition.
  await dashboard.card('Win rate').getByRole('button', { name: 'How Win rate is computed' }).click()
  await expect(dashboard.card('Win rate')).toContainText('Wins / (wins + losses)')
  // The sample has USDT and USD trades: amounts are never added across them.
  await expect(page.getByRole('note')).toContainText('never added together')
  await expect(page.getByRole('img', { name: /^Equity curve and drawdown in / })).toBeVisible()
  await expect(page.getByRole('table', { name: /^P&L by weekday in / })).toHaveCount(1)
  for (const name of ['Daily P&L calendar', 'Win / loss / breakeven', 'P&L by hour', 'Recent trades', 'Setup performance', 'Streaks', 'Fees and funding', 'Long vs short']) {
    await expect(dashboard.widget(name)).toContainText(/\d/)
  }
  await dashboard.expectNoBrokenNumbers()

  // A date preset applies to every widget and is kept in the URL.
  const allTime = await dashboard.expected()
  await page.getByLabel('Date range').selectOption('lastMonth')
  await expect(page).toHaveURL(/range=lastMonth/)
  const lastMonth = await dashboard.expected({ preset: 'lastMonth' })
  expect(lastMonth.totalTrades).not.toBe(allTime.totalTrades)
  await dashboard.expectCards(lastMonth)

  // The account filter too, together with the period.
  await page.getByLabel('Date range').selectOption('all')
  await dashboard.expectCards(allTime)
  const [account] = await dashboard.accounts()
  if (!account) throw new Error('the sample has accounts')
  await page.getByLabel('Account', { exact: true }).selectOption({ label: account.name })
  await expect(page).toHaveURL(new RegExp(`account=${account.id}`))
  await dashboard.expectCards(await dashboard.expected({ accountId: account.id }))
  await dashboard.expectNoBrokenNumbers()
})

test('edit mode saves a layout that survives a reload; reset brings the default back', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  const dashboard = new DashboardModel(page)
  await dashboard.open()
  const before = await dashboard.widgetNames()
  expect(before[0]).toBe('Key statistics')

  await dashboard.button('Edit layout').click()
  for (const name of ['Add widget', 'Save layout', 'Reset layout', 'Exit edit mode']) await expect(dashboard.button(name)).toBeVisible()
  // The default layout holds every widget: 'Add widget' is disabled and says why.
  await expect(dashboard.button('Add widget')).toBeDisabled()
  await expect(dashboard.button('Add widget')).toHaveAccessibleDescription('Every widget is already on the dashboard: remove one to add it again.')
  await dashboard.button('Remove Fees and funding').click()
  await expect(dashboard.widget('Fees and funding')).toHaveCount(0)
  await expect(dashboard.button('Add widget')).toBeEnabled()
  // Keyboard-operable: the focus stays on the button after the widget moved.
  await dashboard.button('Move Key statistics down').click()
  await expect(dashboard.button('Move Key statistics down')).toBeFocused()
  await dashboard.button('Make Recent trades wider').click()
  await dashboard.button('Save layout').click()
  await expect(page.getByText('Saved successfully')).toBeVisible()
  await dashboard.button('Exit edit mode').click()
  const saved = await dashboard.widgetNames()
  expect(saved[0]).not.toBe('Key statistics')

  await openScreen(page, null, 'Dashboard')
  await expect(dashboard.card('Total trades')).toBeVisible()
  expect(await dashboard.widgetNames()).toEqual(saved)
  await expect(dashboard.widget('Fees and funding')).toHaveCount(0)

  // The removed widget can be added back; reset restores the default order.
  await dashboard.button('Edit layout').click()
  await dashboard.button('Add widget').click()
  await page.getByRole('menuitem', { name: 'Fees and funding' }).click()
  await expect(dashboard.widget('Fees and funding')).toBeVisible()
  await dashboard.button('Reset layout').click()
  await dashboard.button('Save layout').click()
  await expect(page.getByText('Saved successfully').first()).toBeVisible()
  await dashboard.button('Exit edit mode').click()
  await openScreen(page, null, 'Dashboard')
  await expect(dashboard.card('Total trades')).toBeVisible()
  expect(await dashboard.widgetNames()).toEqual(before)
})

test('with blur on, money amounts are hidden and ratios stay readable', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  await setBlur(page, true)
  const dashboard = new DashboardModel(page)
  await dashboard.open()
  await expect(dashboard.card('Net P&L').locator('[data-blurred]')).toHaveCount(1)
  await expect(dashboard.value('Net P&L')).toHaveText(/Hidden/)
  await expect(dashboard.value('Win rate')).toHaveText(/%/)
  await expect(dashboard.value('Win rate').locator('[data-blurred]')).toHaveCount(0)
  await expect(dashboard.widget('Recent trades').locator('[data-blurred]').first()).toBeVisible()
  await setBlur(page, false)
  await dashboard.open()
  await expect(dashboard.card('Net P&L').locator('[data-blurred]')).toHaveCount(0)
})

test('an empty journal explains itself instead of showing empty widgets', async ({ page }) => {
  await startOffline(page)
  const dashboard = new DashboardModel(page)
  await page.getByRole('region', { name: 'Welcome to your trading journal' }).getByRole('button', { name: 'Start with an empty journal' }).click()
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible()
  await expect(dashboard.card('Total trades')).toHaveCount(0)
})

test('in edit mode a widget moves by its drag handle and resizes by its corner, and the new layout survives a reload', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  const dashboard = new DashboardModel(page)
  await dashboard.open()
  expect((await dashboard.widgetNames())[0]).toBe('Key statistics')
  const placement = (name: string) => dashboard.widget(name).evaluate((element: HTMLElement) => ({ column: element.style.gridColumn, row: element.style.gridRow }))
  /** Presses the mouse on `handle`, moves by (dx, dy) in a few steps and releases it. */
  const drag = async (handle: ReturnType<typeof page.locator>, dx: number, dy: number) => {
    const box = await handle.boundingBox()
    if (!box) throw new Error('the handle is not on screen')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 })
    await page.mouse.move(x + dx, y + dy, { steps: 4 })
    await page.mouse.up()
  }
  const split = 'Win / loss / breakeven'
  const splitBefore = await placement(split)
  const spans = (text: string) => Number(/span (\d+)/.exec(text)?.[1])

  await dashboard.button('Edit layout').click()
  // The grid's row unit is 72px + a 12px gap: three units down moves Key statistics below other widgets.
  await dashboard.widget('Key statistics').locator('[title="Drag to move"]').scrollIntoViewIfNeeded()
  await drag(dashboard.widget('Key statistics').locator('[title="Drag to move"]'), 0, 3 * 84)
  await expect.poll(async () => (await dashboard.widgetNames())[0]).not.toBe('Key statistics')
  const moved = await dashboard.widgetNames()

  // The resize corner: one row unit taller and one column narrower.
  const corner = dashboard.widget(split).locator('[title="Drag to resize"]')
  await corner.scrollIntoViewIfNeeded()
  const splitBox = await dashboard.widget(split).boundingBox()
  if (!splitBox) throw new Error('no widget box')
  const colUnit = (splitBox.width + 12) / spans(splitBefore.column)
  await drag(corner, -colUnit, 84)
  await expect.poll(async () => spans((await placement(split)).row)).toBe(spans(splitBefore.row) + 1)
  expect(spans((await placement(split)).column)).toBe(spans(splitBefore.column) - 1)
  const resized = await placement(split)

  await dashboard.button('Save layout').click()
  await expect(page.getByText('Saved successfully')).toBeVisible()
  await dashboard.button('Exit edit mode').click()
  await openScreen(page, null, 'Dashboard')
  await expect(dashboard.card('Total trades')).toBeVisible()
  expect(await dashboard.widgetNames()).toEqual(moved)
  expect(await placement(split)).toEqual(resized)
})
