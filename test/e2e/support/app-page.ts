import { expect, type Page } from '@playwright/test'

export const PROTECTED_PATHS =
  '/dashboard, /upload, /analytics, /forecast, /achievements, /gamification, /market-data, /settings, /social, /ai-tools, /journal, /trade-analysis, /goals, /risk-management, /reports, /psychology, /trading-plan, /exchanges, /exchange-connections, /spot-wallet, /fee-analysis, /faq, /leaderboard, /long-short-ratio, /economic-calendar, /tax-reports, /accounts, /performance-alerts, /progress-analytics, /my-metrics, /user-guide'.split(
    ', ',
  )

/** The app as a trader drives it: sign in on this device, navigate, use the palette. */
export class AppPage {
  constructor(readonly page: Page) {}

  /** Starts a device-only journal from /auth and lands on the dashboard. */
  async signInLocally(name = 'Test Trader') {
    await this.page.goto('/auth')
    await this.page.getByLabel('Your name (optional)').fill(name)
    await this.page.getByRole('button', { name: 'Continue without an account' }).click()
    await expect(this.page).toHaveURL(/\/dashboard$/)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  }

  palette() {
    return this.page.getByRole('dialog', { name: /command palette/i })
  }

  paletteInput() {
    return this.page.getByPlaceholder('Search pages, features, tools...')
  }

  async openPalette() {
    await this.page.keyboard.press('Control+k')
    await expect(this.paletteInput()).toBeVisible()
  }
}
