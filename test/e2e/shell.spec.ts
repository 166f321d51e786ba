import { expect, test } from '@playwright/test'
import { AppPage, PROTECTED_PATHS } from './support/app-page'
import { watchMissingMessages } from './support/missing-messages'

test.describe('routes', () => {
  test('public routes render their screen', async ({ page }) => {
    const missing = watchMissingMessages(page)
    for (const path of ['/', '/auth', '/logo-download', '/crypto-trading-faq', '/blog']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`))
    }
    expect(missing).toEqual([])
  })

  // The route walks are split in two: one test of thirty-odd full page loads outgrew its time-out on
  // a loaded two-core machine.
  const halves = [PROTECTED_PATHS.slice(0, 16), PROTECTED_PATHS.slice(16)]

  halves.forEach((paths, half) => {
    test(`protected routes redirect to /auth when nobody is signed in (${half + 1} of 2)`, async ({ page }) => {
      test.slow() // each full page load is followed by the redirect's own load of /auth
      for (const path of paths) {
        await page.goto(path)
        await expect(page, path).toHaveURL(/\/auth(\?|$)/)
      }
    })
  })

  test('a custom page redirects too, and a redirect to /auth replaces history, so Back returns to the page before', async ({ page }) => {
    await page.goto('/custom/some-page')
    await expect(page).toHaveURL(/\/auth(\?|$)/)
    await page.goto('/')
    await page.goto('/journal')
    await expect(page).toHaveURL(/\/auth/)
    // The redirect replaced /journal, so Back returns to the landing page rather than bouncing.
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
  })

  test('unknown paths show Page not found', async ({ page }) => {
    for (const path of ['/no-such-page', '/blog/a/b/c', '/dashboard/extra/segments']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible()
    }
  })

  halves.forEach((paths, half) => {
    test(`signed in, every protected route opens its screen (${half + 1} of 2)`, async ({ page }) => {
      test.slow() // sixteen full page loads
      const app = new AppPage(page)
      const missing = watchMissingMessages(page)
      await app.signInLocally()
      for (const path of paths) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
        await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
      }
      // Each screen found its messages in the parts its route loads (src/i18n/route-messages).
      expect(missing).toEqual([])
    })
  })

  test('/exchange-connections opens the exchanges screen', async ({ page }) => {
    await new AppPage(page).signInLocally()
    await page.goto('/exchanges')
    const exchangesTitle = await page.getByRole('heading', { level: 1 }).textContent()
    await page.goto('/exchange-connections')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exchangesTitle ?? '')
  })

  test('an unknown custom page shows Page not found inside the app', async ({ page }) => {
    await new AppPage(page).signInLocally()
    await page.goto('/custom/does-not-exist')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('after sign-in the trader returns to the page first asked for, never to another site', async ({ page }) => {
    await page.goto('/fee-analysis')
    await expect(page).toHaveURL(/\/auth\?redirect=%2Ffee-analysis/)
    await page.getByRole('button', { name: 'Continue without an account' }).click()
    await expect(page).toHaveURL(/\/fee-analysis$/)

    await page.goto('/auth?redirect=https%3A%2F%2Fevil.example%2F')
    await page.getByRole('button', { name: 'Continue without an account' }).click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/)
  })

  test('sign-out goes to the landing page and keeps the journal for the next sign-in', async ({ page }) => {
    const app = new AppPage(page)
    await app.signInLocally('Keeper')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth/)
  })
})

test.describe('bad input never crashes the app', () => {
  test('corrupted local storage values fall back to defaults', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('local-session', '{"userId": 12, "broken')
      localStorage.setItem('theme', 'purple-ish')
      localStorage.setItem('app-language', '{{not a language}}')
      localStorage.setItem('error-log', 'not json')
      localStorage.setItem('pwa-install-dismissed', '[]')
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth/)
  })

  test('malformed search params fall back to defaults', async ({ page }) => {
    await page.goto('/auth?redirect=%E0%A4%A&lng=%%%')
    await expect(page.getByRole('button', { name: 'Continue without an account' })).toBeVisible()
  })

  test('a failing local database shows the error screen with its buttons, and the error is recorded', async ({ page }) => {
    const app = new AppPage(page)
    await app.signInLocally()
    await page.addInitScript(() => {
      // Storage that refuses to open, as in some private-browsing modes.
      IDBFactory.prototype.open = function () {
        throw new DOMException('IndexedDB is unavailable in this test', 'InvalidStateError')
      }
    })
    await page.goto('/journal')
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByText('We encountered an unexpected error')).toBeVisible()
    await expect(page.getByTestId('error-message')).not.toBeEmpty()
    await expect(page.getByText('If this problem persists, please contact support')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible()
    const records = await page.evaluate(() => JSON.parse(localStorage.getItem('error-log') ?? '[]'))
    expect(records.at(-1)).toMatchObject({ context: { page: '/journal', action: 'render-screen' } })

    await page.getByRole('button', { name: 'Go to Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
