import { expect, type Page } from '@playwright/test'

declare global {
  interface Window {
    /** How many times the fake install event's prompt() was called (set by `offerInstall`). */
    __installPromptCalls?: number
  }
}

/** The install card of docs/product.md section 4, driven by a synthetic `beforeinstallprompt`. */
export class InstallCardModel {
  constructor(readonly page: Page) {}

  card() {
    return this.page.getByRole('region', { name: 'Install Trading Journal' })
  }

  /**
   * Fires what Chromium fires when the app is installable: an event with prompt() and userChoice.
   * Returns whether the app called preventDefault(), which proves its listener caught the event.
   */
  async offerInstall(): Promise<boolean> {
    return this.page.evaluate(() => {
      window.__installPromptCalls ??= 0
      const event = new Event('beforeinstallprompt', { cancelable: true })
      Object.assign(event, {
        prompt: () => {
          window.__installPromptCalls = (window.__installPromptCalls ?? 0) + 1
          return Promise.resolve()
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      })
      window.dispatchEvent(event)
      return event.defaultPrevented
    })
  }

  promptCalls(): Promise<number> {
    return this.page.evaluate(() => window.__installPromptCalls ?? 0)
  }

  dismissedFlag(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('pwa-install-dismissed'))
  }

  /** Two animation frames: long enough for React to have rendered a card if it were going to. */
  async settle(): Promise<void> {
    await this.page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
  }

  async expectShown(): Promise<void> {
    const card = this.card()
    await expect(card).toBeVisible()
    await expect(card.getByText('Add to your home screen for quick access and offline support')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Install', exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Not now' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Close' })).toBeVisible()
  }
}
