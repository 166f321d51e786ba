import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { fitsPhoneScreen } from './support/screens'

test('on a phone the bottom bar and the More drawer reach every screen', async ({ page }) => {
  const app = new AppPage(page)
  await app.signInLocally()
  const bar = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(bar.getByRole('link', { name: 'Trades' })).toBeVisible()
  await bar.getByRole('link', { name: 'Trades' }).click()
  await expect(page).toHaveURL(/\/journal$/)

  await bar.getByRole('button', { name: 'More' }).click()
  const drawer = page.getByRole('dialog', { name: 'All screens' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: 'Fee Analysis' }).click()
  await expect(page).toHaveURL(/\/fee-analysis$/)
  await expect(drawer).toBeHidden()
  // The focus goes to the chosen screen, not back to More.
  await expect(page.getByRole('main')).toBeFocused()

  // Scrolled to its end, the sheet still shows its Close button.
  await bar.getByRole('button', { name: 'More' }).click()
  await drawer.evaluate((element) => element.scrollTo(0, element.scrollHeight))
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeInViewport()
  await drawer.getByRole('button', { name: 'Close' }).click()
  await expect(drawer).toBeHidden()

  expect(await fitsPhoneScreen(page)).toBe(true)
})

test('on a phone each bottom bar label fits its own tab, in every language', async ({ page }) => {
  await new AppPage(page).signInLocally()
  for (const language of ['en', 'es', 'pt']) {
    await page.evaluate((code) => localStorage.setItem('app-language', code), language)
    await page.reload()
    const bar = page.getByRole('navigation', { name: /^(Main navigation|Navegación principal|Navegação principal)$/ })
    await expect(bar).toBeVisible()
    // Each tab's content (icon and label) clear of the tab's edges: none runs into its neighbour.
    const crowded = await bar.evaluate((nav) =>
      [...nav.querySelectorAll(':scope > a, :scope > button')].flatMap((tab) => {
        const range = document.createRange()
        range.selectNodeContents(tab)
        const content = range.getBoundingClientRect()
        const box = tab.getBoundingClientRect()
        return Math.min(content.left - box.left, box.right - content.right) < 2 ? [tab.textContent] : []
      }),
    )
    expect(crowded, language).toEqual([])
  }
})

test('on a phone the command palette opens from its search button, without the keyboard shortcut hint', async ({ page }) => {
  const app = new AppPage(page)
  await app.signInLocally()
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(app.paletteInput()).toBeVisible()
  await expect(app.palette().getByRole('option').first()).toHaveText('Pages')
  // A touch screen has neither ⌘K nor Ctrl+K.
  await expect(page.getByText('Press ⌘K or Ctrl+K to toggle')).toBeHidden()
})

test('on a 360 px phone the top bar reaches Theme Studio, and the bar still fits', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await new AppPage(page).signInLocally()
  const banner = page.getByRole('banner')
  await banner.getByRole('button', { name: 'Theme Studio' }).click()
  const studio = page.getByRole('dialog', { name: 'Theme Studio' })
  await expect(studio).toBeVisible()
  await studio.getByRole('radio', { name: 'Dark' }).check({ force: true })
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark')
  expect(await fitsPhoneScreen(page)).toBe(true)
})
