import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'

test.describe('languages', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const [locale, dashboard, trades, settings] of [
    ['es', 'Panel', 'Operaciones', 'Configuración'],
    ['pt', 'Painel', 'Operações', 'Configurações'],
  ] as const) {
    test(`switching to ${locale} translates the navigation and is remembered`, async ({ page }) => {
      const app = new AppPage(page)
      await app.signInLocally()
      await page.getByLabel('Language').selectOption(locale)
      const nav = page.getByRole('navigation', { name: locale === 'es' ? 'Navegación principal' : 'Navegação principal' })
      await expect(nav.getByRole('link', { name: dashboard, exact: true })).toBeVisible()
      await expect(nav.getByRole('link', { name: trades, exact: true })).toBeVisible()
      await expect(nav.getByRole('link', { name: settings, exact: true })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)

      await page.reload()
      await expect(nav.getByRole('link', { name: dashboard, exact: true })).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem('app-language'))).toBe(locale)
    })
  }

  test('the query string picks the language first', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('app-language', 'es'))
    await page.goto('/?lng=pt')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  })
})
