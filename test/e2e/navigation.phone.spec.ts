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

test('on a phone the command palette opens from its search button, without the keyboard shortcut hint', async ({ page }) => {
  const app = new AppPage(page)
  await app.signInLocally()
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(app.paletteInput()).toBeVisible()
  await expect(app.palette().getByRole('option').first()).toHaveText('Pages')
  // A touch screen has neither ⌘K nor Ctrl+K.
  await expect(page.getByText('Press ⌘K or Ctrl+K to toggle')).toBeHidden()
})
