import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { AuthPage, createAccount } from './support/auth-page'

test.describe('settings', () => {
  test('dark mode is applied at once and remembered across reloads', async ({ page }) => {
    await new AppPage(page).signInLocally()
    await page.goto('/settings?section=appearance')
    await page.getByRole('radio', { name: 'Dark' }).check({ force: true })
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark')
  })

  test('an unknown section in the address falls back to the profile', async ({ page }) => {
    await new AppPage(page).signInLocally()
    await page.goto('/settings?section=%7B%22oops')
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Data' }).click()
    await expect(page).toHaveURL(/section=data/)
    await expect(page.getByRole('heading', { name: 'Recent errors' })).toBeVisible()
  })

  test('the profile name is saved and shown in the account menu', async ({ page }) => {
    await new AppPage(page).signInLocally('Ana')
    await page.goto('/settings')
    await page.getByLabel('Full name').fill('Ana Trader')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved successfully')).toBeVisible()
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByText('Ana Trader', { exact: true })).toBeVisible()
  })

  test('a switch whose save fails stays as stored, on screen and for assistive technology', async ({ page }) => {
    await new AppPage(page).signInLocally()
    await page.goto('/settings?section=profile')
    const privacy = page.getByRole('region', { name: 'Privacy' })
    const toggle = privacy.getByRole('checkbox', { name: 'Blur sensitive data' })
    await expect(toggle).toBeEnabled()
    await expect(toggle).not.toBeChecked()
    // The device's storage refuses every write from now on (a full disk, say).
    await page.evaluate(() => {
      const refuse = () => {
        throw new DOMException('The disk is full', 'QuotaExceededError')
      }
      IDBObjectStore.prototype.put = refuse
      IDBObjectStore.prototype.add = refuse
    })
    await privacy.getByText('Blur sensitive data').click()
    await expect(page.getByText('Something went wrong')).toBeVisible()
    await expect(toggle).not.toBeChecked()
    await expect(privacy.locator('[data-part="control"]')).toHaveAttribute('data-state', 'unchecked')
  })

  test('an account is renamed on the server and stays signed in; a name too short or a rename offline changes nothing', async ({ page, context, browser }) => {
    const account = await createAccount(page.request, 'Api Trader')
    const auth = new AuthPage(page)
    await auth.signIn(account.email, account.password)
    await page.goto('/settings')
    const name = page.getByLabel('Full name')
    await expect(name).toHaveValue('Api Trader')

    // The sign-up form's rule, next to the field, and what was typed stays.
    await name.fill('A')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Full name is required')).toBeVisible()
    await expect(name).toHaveValue('A')

    // Offline the server cannot take it: an error, and the account keeps its name.
    await context.setOffline(true)
    await name.fill('Offline Name')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(auth.errorToast().filter({ hasText: 'Network error. Please check your connection' })).toBeVisible()
    await expect(name).toHaveValue('Offline Name')
    await context.setOffline(false)

    await name.fill('Ana Account')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(auth.toasts('success').filter({ hasText: 'Saved successfully' })).toBeVisible()
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByText('Ana Account', { exact: true })).toBeVisible()
    // Still the account (its email, not a device-only profile).
    await expect(page.getByText(account.email, { exact: true })).toBeVisible()
    await expect(page.getByText('Data stays on this device')).toHaveCount(0)

    // Another device signing in gets the new name from the server.
    const other = await browser.newContext()
    try {
      const otherPage = await other.newPage()
      await new AuthPage(otherPage).signIn(account.email, account.password)
      await otherPage.getByRole('button', { name: 'Account menu' }).click()
      await expect(otherPage.getByText('Ana Account', { exact: true })).toBeVisible()
    } finally {
      await other.close()
    }
  })
})
