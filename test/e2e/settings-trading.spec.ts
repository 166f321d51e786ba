import { expect, type Page, test } from '@playwright/test'
import { openScreen, startOffline } from './support/screens'

async function addAccount(page: Page, name: string) {
  await openScreen(page, '/accounts', 'Accounts')
  await page.getByRole('button', { name: 'Add account' }).click()
  const dialog = page.getByRole('dialog', { name: 'New account' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Initial capital').fill('1000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('article', { name })).toBeVisible()
}

// A long flow on a machine shared with other work: three times the default timeout.
test.slow()

test('trading defaults are validated, persist across a reload and fill the trade form', async ({ page }) => {
  await startOffline(page)
  await addAccount(page, 'Bybit main')
  await addAccount(page, 'Paper')

  await openScreen(page, '/settings?section=trading', 'Settings')
  const form = page.getByRole('region', { name: 'Trading defaults' })
  const field = (label: string) => form.getByLabel(label, { exact: true })
  await expect(field('Time zone')).toHaveValue('')
  await expect(field('Time zone').locator('option:checked')).toHaveText(/^This device \(/)

  await field('Breakeven band').fill('-1')
  await field('Initial capital').fill('ten thousand')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('The breakeven band cannot be negative')).toBeVisible()
  await expect(form.getByText('Enter a number')).toBeVisible()
  await expect(field('Breakeven band')).toBeFocused()
  await expect(field('Initial capital')).toHaveValue('ten thousand')

  await field('Breakeven band').fill('0,5')
  await field('Time zone').selectOption('Asia/Tokyo')
  await field('Default exchange').selectOption('Bybit')
  await field('Default account').selectOption({ label: 'Bybit main' })
  await field('Initial capital').fill('10000')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved successfully')).toBeVisible()

  await openScreen(page, null, 'Settings')
  await expect(field('Breakeven band')).toHaveValue('0.5')
  await expect(field('Time zone')).toHaveValue('Asia/Tokyo')
  await expect(field('Default exchange')).toHaveValue('Bybit')
  await expect(field('Default account').locator('option:checked')).toHaveText('Bybit main')
  await expect(field('Initial capital')).toHaveValue('10000')

  // The settings tabs keep docs/product.md's order.
  const tabs = await page.getByRole('tab').allTextContents()
  const order = ['Profile', 'Appearance', 'Preferences', 'Data', 'Trading', 'Setups', 'Account'].map((name) => tabs.indexOf(name))
  expect(order.every((index, at) => index >= 0 && (at === 0 || index > (order[at - 1] ?? -1)))).toBe(true)

  // A new trade starts on the default exchange and account.
  await openScreen(page, '/upload', 'Upload Trades')
  await expect(page.getByLabel('Exchange', { exact: true })).toHaveValue('Bybit')
  await expect(page.getByLabel('Account', { exact: true }).locator('option:checked')).toHaveText('Bybit main')
})
