import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'

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
})
