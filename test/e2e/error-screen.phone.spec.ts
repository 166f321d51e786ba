import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { fitsPhoneScreen } from './support/screens'

test('on a phone the error screen wraps a long message and keeps its buttons on screen', async ({ page }) => {
  await new AppPage(page).signInLocally()
  await page.addInitScript(() => {
    // A failure whose message is one long word, as a failed chunk's URL is.
    IDBFactory.prototype.open = function () {
      throw new DOMException(`Unable to open http://127.0.0.1:4173/assets/${'a-very-long-chunk-name-'.repeat(8)}.js`, 'InvalidStateError')
    }
  })
  await page.goto('/journal')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByTestId('error-message')).toContainText('a-very-long-chunk-name')
  expect(await fitsPhoneScreen(page)).toBe(true)
  await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeInViewport()
})
