import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 120_000 })

test('on a narrow phone in Portuguese the suggested questions wrap inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await startOffline(page)
  await loadSampleJournal(page)
  await page.evaluate(() => localStorage.setItem('app-language', 'pt'))
  await openScreen(page, '/ai-tools', 'Ferramentas de IA')
  const suggestions = page.getByRole('list', { name: 'Perguntas sugeridas' })
  // The longest question, wider than the screen on one line.
  await expect(suggestions.getByRole('button', { name: 'Compras ou vendas: quais rendem mais?' })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
})
