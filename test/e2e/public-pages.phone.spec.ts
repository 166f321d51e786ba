import { expect, test, type Page } from '@playwright/test'

/** Public pages on a 390px phone: nothing may scroll sideways, and the top bar keeps its controls. */

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test('the landing fits a phone without horizontal overflow', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Built for crypto traders' })).toBeVisible()
  const banner = page.getByRole('banner')
  for (const control of [banner.getByRole('link', { name: 'Sign in' }), banner.getByRole('combobox', { name: 'Language' }), banner.getByRole('button', { name: 'Theme Studio' })]) {
    await expect(control).toBeInViewport()
  }
  await expectNoHorizontalOverflow(page)
  // Scroll through so lazily laid out content (pricing, footer) is measured too.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expectNoHorizontalOverflow(page)
})

test('the screenshot dialog fits the phone screen', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open the dashboard screenshot' }).click()
  const dialog = page.getByRole('dialog', { name: 'Dashboard preview' })
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
})

for (const path of ['/blog', '/blog/why-your-win-rate-lies', '/crypto-trading-faq', '/logo-download']) {
  test(`${path} fits a phone without horizontal overflow`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoHorizontalOverflow(page)
  })
}
