import { expect, test } from '@playwright/test'
import { AuthPage, createAccount } from './support/auth-page'
import { fitsPhoneScreen, openScreen } from './support/screens'

test.describe.configure({ timeout: 120_000 })

test('on a phone, the community profile and the leaderboard fit the screen', async ({ page, request }) => {
  const account = await createAccount(request, 'Phone Trader')
  await new AuthPage(page).signIn(account.email, account.password)
  await openScreen(page, '/social', 'Social')
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible()
  await page.getByText('Share my stats', { exact: true }).tap()
  await page.getByRole('button', { name: 'Save profile' }).tap()
  await expect(page.getByText('Community profile saved')).toBeVisible({ timeout: 20_000 })
  expect(await fitsPhoneScreen(page)).toBe(true)

  await openScreen(page, '/leaderboard', 'Leaderboard')
  await expect(page.locator('tr[data-own="true"]')).toContainText('Phone Trader (you)', { timeout: 20_000 })
  expect(await fitsPhoneScreen(page)).toBe(true)
})
