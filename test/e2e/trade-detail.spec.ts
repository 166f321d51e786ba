import { expect, type Page, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { OfflineModel } from './support/offline-page'

/** Signs in, lets the service worker take the page and goes offline before anything is typed. */
async function startOffline(page: Page) {
  await new AppPage(page).signInLocally()
  await new OfflineModel(page, page.context()).installAndControl()
  await page.context().setOffline(true)
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

const NOTES = ['**Clean breakout** above the range, *patient* entry.', '<script>window.__notesRan = true</script>', '[free money](javascript:window.__notesRan=true)'].join('\n')

async function addTrade(page: Page, values: Record<string, string>) {
  await page.goto('/upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Trades' })).toBeVisible()
  await field(page, 'Side').selectOption('long')
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible()
}

const btcLong = {
  Symbol: 'BTCUSDT',
  'Entry price': '60000',
  'Exit price': '61000',
  Quantity: '0.5',
  Leverage: '10',
  'Trading fee': '3',
  'Stop loss': '59500',
  'Opened at': '2025-03-03T10:00',
  'Closed at': '2025-03-03T12:30',
  Exchange: 'Binance',
  Notes: NOTES,
}

/** The value next to a figure's label in a description list. */
const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}`) }).locator('xpath=following-sibling::dd[1]')

async function openFromList(page: Page, symbol: string) {
  await page.goto('/trade-analysis')
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Analysis' })).toBeVisible()
  await page
    .getByRole('link', { name: new RegExp(symbol) })
    .first()
    .click()
  await expect(page).toHaveURL(/\/trade-analysis\?trade=[0-9a-f-]{36}$/)
}

test('the detail page shows the numbers, renders markdown notes safely and opens again from its deep link after a reload', async ({ page }) => {
  test.slow() // four screens and a reload, offline, on a shared two-core machine
  await startOffline(page)
  await addTrade(page, btcLong)
  await openFromList(page, 'BTCUSDT')

  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT Long' })).toBeVisible()
  await expect(figure(page, 'Net P&L')).toContainText('+497.00')
  await expect(figure(page, 'Gross P&L')).toContainText('+500.00')
  await expect(figure(page, 'ROI')).toHaveText('+16.57%')
  await expect(figure(page, 'R multiple')).toHaveText('+1.99R')
  await expect(figure(page, 'Notional')).toContainText('30,000.00')
  await expect(figure(page, 'Margin')).toContainText('3,000.00')
  await expect(figure(page, 'Holding time')).toHaveText('2h 30m')
  await expect(figure(page, 'Outcome')).toHaveText('Win')
  await expect(figure(page, 'Status')).toHaveText('Closed')
  // The venue by its brand, whatever case the trade stores it in.
  await expect(figure(page, 'Exchange')).toHaveText('Binance')

  const notes = page.getByRole('region', { name: 'Notes' })
  await expect(notes.locator('strong')).toHaveText('Clean breakout')
  await expect(notes.locator('em')).toHaveText('patient')
  // The script tag is text on the page, and neither it nor the javascript: link ever ran.
  await expect(notes.getByText('<script>window.__notesRan = true</script>')).toBeVisible()
  await expect(notes.getByText('[free money](javascript:window.__notesRan=true)')).toBeVisible()
  await expect(notes.getByRole('link')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __notesRan?: boolean }).__notesRan)).toBeUndefined()

  const url = page.url()
  await page.reload()
  await expect(page).toHaveURL(url)
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT Long' })).toBeVisible()
  await expect(figure(page, 'Net P&L')).toContainText('+497.00')
})

test('an unknown id says the trade was not found; no trades offers the way to add one', async ({ page }) => {
  await startOffline(page)
  await page.goto('/trade-analysis?trade=00000000-0000-4000-8000-00000000dead')
  await expect(page.getByRole('heading', { name: 'Trade not found' })).toBeVisible()
  await page.getByRole('link', { name: 'See recent trades' }).click()
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Upload Trades' })).toHaveAttribute('href', '/upload')
})

test('edit updates the numbers in place; delete goes to the trash and undo brings the trade back', async ({ page }) => {
  test.slow() // the form twice, delete and undo, offline, on a shared two-core machine
  await startOffline(page)
  await addTrade(page, { ...btcLong, Notes: 'first try' })
  await openFromList(page, 'BTCUSDT')
  const detailUrl = page.url()

  await page.getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit trade' })
  await expect(field(page, 'Exit price')).toHaveValue('61000')
  await field(page, 'Exit price').fill('62000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(figure(page, 'Net P&L')).toContainText('+997.00')

  await page.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/trade-analysis$/)
  await expect(page.getByRole('heading', { name: 'No trades yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page).toHaveURL(detailUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT Long' })).toBeVisible()
})
