import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'

test.describe('command palette', () => {
  test('opens with Ctrl+K, filters, groups, and navigates', async ({ page }) => {
    const app = new AppPage(page)
    await app.signInLocally()
    await app.openPalette()
    await expect(page.getByText('Press ⌘K or Ctrl+K to toggle')).toBeVisible()

    // kbar renders group headers and entries as options of one list, no taller than 300px (it scrolls).
    const options = app.palette().getByRole('option')
    await expect(options.first()).toHaveText('Pages')
    await expect(options.nth(1)).toContainText('Dashboard')
    await expect(options.nth(1)).toContainText('View your trading overview')
    const scroller = app.palette().getByRole('listbox').locator('..')
    expect(await scroller.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px')
    // Its layout height: the box on screen is scaled while kbar's opening animation runs (300.12 px once).
    expect(await scroller.evaluate((el) => (el as HTMLElement).offsetHeight)).toBeLessThanOrEqual(300)

    // Case-insensitive on title, keywords and description, grouped by category.
    await app.paletteInput().fill('FEE')
    await expect(options).toHaveText(['Tools', /Fee Analysis/])
    await app.paletteInput().fill('btc')
    await expect(options).toHaveText(['Tools', /Market Data/])
    await app.paletteInput().fill('project future')
    await expect(options).toHaveText(['Pages', /Forecast/])
    await app.paletteInput().fill('community')
    await expect(options).toHaveText(['Community', /Social/])
    await app.paletteInput().fill('badges')
    await expect(options).toHaveText(['Rewards', /Achievements/])
    await app.paletteInput().fill('analysis')
    await expect(options).toHaveText(['Pages', /Analytics/, 'Tools', /Fee Analysis/, /AI Tools/])

    await app.paletteInput().fill('zzzz nothing')
    await expect(app.palette().getByText('No results found')).toBeVisible()

    await app.paletteInput().fill('costs')
    await expect(options).toHaveText(['Tools', /Fee Analysis/])
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/fee-analysis$/)
    await expect(app.paletteInput()).toHaveCount(0)

    // Reopening shows a cleared search; Ctrl+K toggles it closed.
    await app.openPalette()
    await expect(app.paletteInput()).toHaveValue('')
    await page.keyboard.press('Control+k')
    await expect(app.paletteInput()).toHaveCount(0)
  })

  test('a click on an entry navigates too, and Cmd+K opens it', async ({ page }) => {
    const app = new AppPage(page)
    await app.signInLocally()
    await page.keyboard.press('Meta+k')
    await expect(app.paletteInput()).toBeVisible()
    await app.paletteInput().fill('achiev')
    await app
      .palette()
      .getByRole('option', { name: /Achievements/ })
      .click()
    await expect(page).toHaveURL(/\/gamification$/)
  })
})
