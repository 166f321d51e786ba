import { expect, test } from '@playwright/test'
import { openScreen, startOffline } from './support/screens'

test.describe('user guide and FAQ, offline', () => {
  test.beforeEach(async ({ page }) => {
    test.slow() // sign-in and the service worker on a shared two-core machine
    await startOffline(page)
  })

  test('the user guide has a table of contents with in-page anchors and a search', async ({ page }) => {
    await openScreen(page, '/user-guide', 'User Guide')
    const contents = page.getByRole('navigation', { name: 'Contents' })
    await expect(contents.getByRole('link')).toHaveCount(9)
    await contents.getByRole('link', { name: 'Keyboard shortcuts' }).click()
    await expect(page).toHaveURL(/#shortcuts$/)
    const shortcuts = page.getByRole('region', { name: 'Keyboard shortcuts' })
    await expect(shortcuts).toBeInViewport()
    await expect(shortcuts).toContainText('Open the command palette from any screen.')

    const search = page.getByRole('searchbox', { name: 'Search the guide' })
    await search.fill('backup')
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('1 section matches.')
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'Backup and export' })).toBeVisible()
    await search.fill('qwxyz')
    await expect(page.getByRole('heading', { name: 'Nothing in the guide matches "qwxyz"' })).toBeVisible()
    await page.getByRole('link', { name: 'FAQ' }).last().click()
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible()
  })

  test('the FAQ is an accordion whose search opens the answers it finds, in every language', async ({ page }) => {
    await openScreen(page, '/faq', 'FAQ')
    const question = page.getByRole('button', { name: 'Does the journal use FIFO, LIFO or average cost?' })
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(/'Realized P&L method for partial closes', on Upload Trades/)).toBeVisible()
    await question.press('Enter')
    await expect(question).toHaveAttribute('aria-expanded', 'false')

    const search = page.getByRole('searchbox', { name: 'Search the questions' })
    await search.fill('api keys')
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('1 question matches.')
    await expect(page.getByRole('button', { name: 'Do you need my exchange API keys?' })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('No API key is asked for or stored.', { exact: false })).toBeVisible()
    await search.fill('qwxyz')
    await expect(page.getByRole('heading', { name: 'No question matches "qwxyz"' })).toBeVisible()
    await search.fill('')

    await page.getByLabel('Language').selectOption('es')
    await expect(page.getByRole('heading', { level: 2, name: 'Sin conexión y tus datos' })).toBeVisible()
    await expect(page.getByRole('button', { name: '¿El diario usa FIFO, LIFO o costo promedio?' })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Buscar en las preguntas' })).toBeVisible()
  })
})
