import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { btcLong, JournalPage } from './support/journal-page'
import { fitsPhoneScreen } from './support/screens'

test('on a phone a trade is added from the journal, listed, deleted and restored', async ({ page }) => {
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  const fitsScreen = () => fitsPhoneScreen(page)
  expect(await fitsScreen()).toBe(true)

  await journal.addTrade(btcLong)
  const btc = journal.row('BTCUSDT')
  await expect(btc).toContainText('+497.00')
  await expect(btc).toContainText('+16.57%')
  expect(await fitsScreen()).toBe(true)
  // The confirmation sits above the bottom navigation, clear of the list's first rows.
  const toastBox = await page.getByText('Created successfully').last().boundingBox()
  const rowBox = await btc.boundingBox()
  const navBox = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox()
  expect(toastBox && rowBox && navBox).toBeTruthy()
  expect(toastBox!.y).toBeGreaterThan(rowBox!.y + rowBox!.height)
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(navBox!.y)

  // Filters live in a dialog on a phone.
  await page.getByRole('button', { name: 'Filters' }).tap()
  const filters = page.getByRole('dialog', { name: 'Filters' })
  await filters.getByLabel('Side', { exact: true }).selectOption('short')
  await filters.getByRole('button', { name: 'Show trades' }).tap()
  await expect(page.getByRole('heading', { name: 'No trades match' })).toBeVisible()
  await page.getByRole('button', { name: 'Remove filter Side: Short' }).tap()
  await expect(btc).toHaveCount(1)

  await btc.getByRole('button', { name: 'Actions for BTCUSDT' }).tap()
  await page.getByRole('menuitem', { name: 'Delete' }).tap()
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(journal.rows()).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo' }).tap()
  await expect(btc).toContainText('+497.00')
})
