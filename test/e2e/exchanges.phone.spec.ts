import { expect, test } from '@playwright/test'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test("on a phone the import guides fit the screen: an export's long column list wraps", async ({ page }) => {
  test.slow()
  await startOffline(page)
  await openScreen(page, '/exchanges', 'Exchanges')
  const list = page.getByRole('list', { name: 'Partner exchanges' })
  for (const name of ['Binance', 'Bitstamp']) {
    const card = list.getByRole('article', { name })
    await card.getByText(`How to import from ${name}`).click()
    await expect(card.locator('code').first()).toBeVisible()
  }
  expect(await fitsPhoneScreen(page)).toBe(true)
})
