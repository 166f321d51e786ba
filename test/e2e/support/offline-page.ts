import { expect, type BrowserContext, type Page } from '@playwright/test'

/** Service worker and connectivity helpers for the offline specs. */
export class OfflineModel {
  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
  ) {}

  badge() {
    return this.page.getByRole('status').filter({ hasText: 'Offline Mode' })
  }

  /** 'You are offline': the offline notice's message, shown after going offline while the page is open. */
  offlineMessage() {
    return this.page.getByText('You are offline', { exact: true })
  }

  /** The notice as a whole (badge, message and its dismiss button), in the page's flow. */
  notice() {
    return this.page.locator('[data-offline-notice]')
  }

  backOnlineToast() {
    return this.page.getByText('Back online! 🎉', { exact: true })
  }

  /** Waits until the worker is active (its install step precached the whole app). */
  async waitForServiceWorker(): Promise<string> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.scriptURL ?? ''
    })
  }

  /**
   * docs/stack.md: wait for the worker, reload once so it controls the page, and only then go offline.
   * Also waits for the app's own check that the site answers (src/platform/connectivity/reachability-check.ts)
   * and the frames after it: going offline before the app has settled on 'online' is, for the app,
   * starting offline (the badge alone, no 'You are offline'), which a loaded machine made the test hit.
   */
  async installAndControl(): Promise<void> {
    await this.waitForServiceWorker()
    const checked = this.page.waitForResponse((response) => new URL(response.url()).searchParams.has('reachable'))
    await this.page.reload()
    await checked
    await this.page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))))
    await expect.poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  }

  async goOffline(): Promise<void> {
    await this.context.setOffline(true)
  }

  async goOnline(): Promise<void> {
    await this.context.setOffline(false)
  }
}
