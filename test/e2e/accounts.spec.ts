import { expect, type Page, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { OfflineModel } from './support/offline-page'

/**
 * Opens a screen and waits for its heading: the lazy screen and the local database can take a while
 * on a loaded two-core machine, which is not what these tests measure.
 */
async function openScreen(page: Page, path: string | null, title: string) {
  if (path === null) await page.reload()
  else await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 })
}

async function startOffline(page: Page) {
  await new AppPage(page).signInLocally()
  await new OfflineModel(page, page.context()).installAndControl()
  await page.context().setOffline(true)
}

const accountCard = (page: Page, name: string) => page.getByRole('article', { name })

// A long flow on a machine shared with other work: three times the default timeout.
test.slow()

test('accounts are created, validated, edited, archived and deleted offline, with their trades and P&L', async ({ page }) => {
  await startOffline(page)
  await openScreen(page, '/accounts', 'Accounts')
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible()
  await expect(page.getByText('No accounts yet')).toBeVisible()

  // Bad input is refused next to each field and kept.
  await page.getByRole('button', { name: 'Add account' }).click()
  let dialog = page.getByRole('dialog', { name: 'New account' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Enter a name for the account')).toBeVisible()
  await expect(dialog.getByText('Enter the initial capital, 0 or more')).toBeVisible()
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
  await dialog.getByLabel('Name', { exact: true }).fill('Bybit main')
  await dialog.getByLabel('Exchange', { exact: true }).selectOption('Bybit')
  await dialog.getByLabel('Initial capital').fill('-5')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Initial capital cannot be negative')).toBeVisible()
  await expect(dialog.getByLabel('Initial capital')).toHaveValue('-5')
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Bybit main')
  await dialog.getByLabel('Initial capital').fill('2500')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Created successfully')).toBeVisible()
  await expect(accountCard(page, 'Bybit main')).toContainText('Exchange sub-account')
  await expect(accountCard(page, 'Bybit main')).toContainText('2,500.00 USDT')
  await expect(accountCard(page, 'Bybit main')).toContainText('0 trades')

  // A prop challenge on a venue outside the partner list.
  await page.getByRole('button', { name: 'Add account' }).click()
  dialog = page.getByRole('dialog', { name: 'New account' })
  await dialog.getByLabel('Name', { exact: true }).fill('FTMO challenge')
  await dialog.getByLabel('Kind').selectOption({ label: 'Prop challenge' })
  await dialog.getByLabel('Exchange', { exact: true }).selectOption({ label: 'Other' })
  await dialog.getByLabel('Exchange name').fill('FTMO')
  await dialog.getByLabel('Base currency').selectOption('USD')
  await dialog.getByLabel('Initial capital').fill('100000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(accountCard(page, 'FTMO challenge')).toContainText('$100,000.00')
  await expect(accountCard(page, 'FTMO challenge')).toContainText('Prop challenge')

  // Edit: names stay unique.
  await page.getByRole('button', { name: 'Edit FTMO challenge' }).click()
  dialog = page.getByRole('dialog', { name: 'Edit account' })
  await expect(dialog.getByLabel('Exchange name')).toHaveValue('FTMO')
  await dialog.getByLabel('Name', { exact: true }).fill('bybit MAIN')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('An account with this name already exists')).toBeVisible()
  await dialog.getByLabel('Name', { exact: true }).fill('FTMO 100k')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await expect(accountCard(page, 'FTMO 100k')).toBeVisible()
  await expect(accountCard(page, 'FTMO challenge')).toHaveCount(0)

  // A trade on the account shows in its count and net P&L.
  await openScreen(page, '/upload', 'Upload Trades')
  const field = (label: string) => page.getByLabel(label, { exact: true })
  await field('Symbol').fill('BTCUSDT')
  await field('Entry price').fill('60000')
  await field('Exit price').fill('61000')
  await field('Quantity').fill('0.5')
  await field('Trading fee').fill('3')
  await field('Opened at').fill('2025-03-03T10:00')
  await field('Closed at').fill('2025-03-03T12:00')
  await field('Account').selectOption({ label: 'Bybit main' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible()
  await openScreen(page, '/accounts', 'Accounts')
  await expect(accountCard(page, 'Bybit main')).toContainText('1 trade')
  await expect(accountCard(page, 'Bybit main')).toContainText('+497.00 USDT')
  const link = accountCard(page, 'Bybit main').getByRole('link', { name: 'View trades' })
  await expect(link).toHaveAttribute('href', /\/journal\?account=[0-9a-f-]{36}$/)

  // Archive and delete.
  await page.getByRole('button', { name: 'Archive FTMO 100k' }).click()
  await expect(page.getByRole('region', { name: 'Archived accounts' }).getByRole('article', { name: 'FTMO 100k' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete Bybit main' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this account?' })
  await expect(confirm).toContainText('Bybit main is used by 1 trade. It stays in your journal without an account.')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(accountCard(page, 'Bybit main')).toHaveCount(0)

  await openScreen(page, null, 'Accounts')
  await expect(accountCard(page, 'FTMO 100k')).toContainText('Archived')
  await expect(accountCard(page, 'Bybit main')).toHaveCount(0)
})
