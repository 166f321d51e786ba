import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { fitsPhoneScreen, misalignedFields, startOffline, wordsBrokenInside } from './support/screens'

test.describe.configure({ timeout: 180_000 })

// Screens whose cards, scales and chips broke words or widened the page, or whose fields side by side
// lost their alignment under a label on two lines, on a 360 px phone in Spanish or Portuguese (found by
// sweeping every screen in each language).
const SCREENS = ['/accounts', '/exchanges', '/psychology', '/ai-tools', '/upload', '/risk-management', '/forecast', '/settings?section=data']

test('on a 360 px phone, in en, es and pt, these screens fit, keep every word whole and line up their fields', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await startOffline(page)
  await loadSampleJournal(page)
  for (const language of ['en', 'es', 'pt']) {
    await page.evaluate((code) => localStorage.setItem('app-language', code), language)
    for (const path of SCREENS) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
      // The sample's accounts, exchanges and suggestions are on screen before they are measured.
      await expect(page.locator('main :is(article, form, section)').first()).toBeVisible({ timeout: 20_000 })
      expect(await wordsBrokenInside(page), `${language} ${path}`).toEqual([])
      expect(await fitsPhoneScreen(page), `${language} ${path}`).toBe(true)
      expect(await misalignedFields(page), `${language} ${path}`).toEqual([])
    }
  }
})
