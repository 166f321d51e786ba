import { expect, type Locator, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { InstallCardModel } from './support/pwa-install-card'

test.use({ viewport: { width: 1280, height: 800 } })

/** No part of `control` lies under the install card. */
async function expectUncovered(card: Locator, control: Locator) {
  const [a, b] = [await card.boundingBox(), await control.boundingBox()]
  expect(a && b).toBeTruthy()
  const overlaps = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height
  expect(overlaps, `${await control.textContent()} under the install card`).toBe(false)
}

test("inside the app the install card takes its own place: 'Add trade' and the Settings tabs stay usable at 1280x800", async ({ page }) => {
  await new AppPage(page).signInLocally()
  await page.goto('/journal')
  await expect(page.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible()
  const install = new InstallCardModel(page)
  expect(await install.offerInstall()).toBe(true)
  await install.expectShown()

  const addTrade = page.getByRole('button', { name: 'Add trade' }).first()
  await expectUncovered(install.card(), addTrade)
  await addTrade.click()
  await expect(page.getByRole('dialog', { name: 'New trade' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'New trade' })).toBeHidden()

  // The card stays offered while the trader moves on, and covers no tab in Settings.
  await page.getByRole('link', { name: 'Settings' }).first().click()
  await expect(install.card()).toBeVisible()
  const tabs = page.getByRole('tab')
  await expect(tabs.first()).toBeVisible()
  for (const tab of await tabs.all()) {
    await expectUncovered(install.card(), tab)
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
  }

  // Its buttons still work where it now sits.
  await install.card().getByRole('button', { name: 'Not now' }).click()
  await expect(install.card()).toHaveCount(0)
  expect(await install.dismissedFlag()).toBe('true')
})
