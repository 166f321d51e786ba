import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'

test.describe('navigation on larger screens', () => {
  test('a tablet gets an icon rail whose links keep their names', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 })
    await new AppPage(page).signInLocally()
    const rail = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(rail.getByRole('link', { name: 'Fee Analysis' })).toBeVisible()
    expect((await rail.boundingBox())?.width).toBeLessThan(100)
    await rail.getByRole('link', { name: 'Fee Analysis' }).click()
    await expect(page).toHaveURL(/\/fee-analysis$/)
    await expect(page.getByRole('button', { name: 'More' })).toBeHidden()
  })

  test('a desktop gets the full sidebar with section labels and the active page marked', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await new AppPage(page).signInLocally()
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(sidebar.getByRole('group', { name: 'Analysis' })).toBeVisible()
    await expect(sidebar.getByText('Fee Analysis', { exact: true })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('data-status', 'active')
  })
})
