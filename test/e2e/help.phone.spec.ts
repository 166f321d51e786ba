import { expect, test } from '@playwright/test'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test('on a phone, the user guide and the FAQ fit the screen', async ({ page }) => {
  test.slow() // sign-in and the service worker on a shared two-core machine
  await startOffline(page)
  await openScreen(page, '/user-guide', 'User Guide')
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Imports by exchange' }).click()
  await expect(page.getByRole('region', { name: 'Imports by exchange' })).toBeInViewport()
  expect(await fitsPhoneScreen(page)).toBe(true)

  await openScreen(page, '/faq', 'FAQ')
  await page.getByRole('button', { name: 'Are inverse (coin-margined) contracts supported?' }).click()
  await expect(page.getByText(/contracts x contract value x \(1 \/ entry - 1 \/ exit\)/)).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
})
