import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { OfflineModel } from './support/offline-page'

// Each route is opened with a full page load while offline, so it must come from the service
// worker's precache (app shell plus every lazily loaded route chunk), not from the running app.
const OFFLINE_ROUTES = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/blog', heading: null },
  { path: '/crypto-trading-faq', heading: null },
]

test.describe('offline', () => {
  test('after one online visit the app opens offline, with the badge and the notices', async ({ page, context }) => {
    const offline = new OfflineModel(page, context)
    await new AppPage(page).signInLocally()
    await offline.installAndControl()
    await expect(offline.badge()).toHaveCount(0)

    // Going offline while a page is open: the persistent message and the badge.
    await offline.goOffline()
    await expect(offline.offlineMessage()).toBeVisible()
    await expect(page.getByText('Some features may be limited')).toBeVisible()
    await expect(offline.badge()).toBeVisible()

    // Cold loads with no network: every route still opens, and the badge shows at load.
    for (const route of OFFLINE_ROUTES) {
      await page.goto(route.path)
      const heading = page.getByRole('heading', { level: 1 }).first()
      await expect(heading, route.path).toBeVisible()
      if (route.heading) await expect(heading).toHaveText(route.heading)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
      await expect(offline.badge(), route.path).toBeVisible()
    }
    // Starting offline shows the badge only, no message.
    await expect(offline.offlineMessage()).toHaveCount(0)

    // Back online: the success toast, and the badge is gone.
    await offline.goOnline()
    await expect(offline.backOnlineToast()).toBeVisible()
    await expect(page.getByText('Your connection has been restored')).toBeVisible()
    await expect(offline.badge()).toHaveCount(0)
  })

  test('the offline message stays until the connection returns, then gives way to a short-lived toast', async ({ page, context }) => {
    const offline = new OfflineModel(page, context)
    await page.clock.install()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()

    await offline.goOffline()
    await expect(offline.offlineMessage()).toBeVisible()
    // Well past any auto-dismiss duration in docs/product.md (5000 ms and 4000 ms).
    await page.clock.fastForward(30_000)
    await expect(offline.offlineMessage()).toBeVisible()

    // A repeated offline event does not show it twice.
    await page.evaluate(() => window.dispatchEvent(new Event('offline')))
    await expect(offline.offlineMessage()).toHaveCount(1)

    await offline.goOnline()
    await expect(offline.backOnlineToast()).toBeVisible()
    await expect(offline.offlineMessage()).toHaveCount(0)
    await expect(offline.badge()).toHaveCount(0)
    await page.clock.fastForward(30_000)
    await expect(offline.backOnlineToast()).toHaveCount(0)
  })
})
