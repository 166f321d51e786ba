import { expect, type Locator, type Page } from '@playwright/test'

/** The Theme Studio popover as a trader drives it, from whichever top bar is on screen. */
export class ThemeStudioPage {
  constructor(readonly page: Page) {}

  studio(): Locator {
    return this.page.getByRole('dialog', { name: 'Theme Studio' })
  }

  async open() {
    await this.page.getByRole('banner').getByRole('button', { name: 'Theme Studio' }).click()
    await expect(this.studio()).toBeVisible()
    await expect(this.available()).toBeVisible()
  }

  available(): Locator {
    return this.studio().getByRole('region', { name: 'Available themes' })
  }

  custom(): Locator {
    return this.studio().getByRole('region', { name: 'Custom themes' })
  }

  async presetNames(): Promise<string[]> {
    return this.available().getByRole('listitem').allInnerTexts()
  }

  root(): Locator {
    return this.page.locator('html')
  }

  /** The inline colour variable a theme sets on <html> ('' when the defaults show). */
  primaryVariable(): Promise<string> {
    return this.page.evaluate(() => document.documentElement.style.getPropertyValue('--primary'))
  }

  async createCustom(name: string) {
    await this.custom().getByRole('button', { name: 'New custom theme' }).click()
    await this.custom().getByRole('textbox', { name: 'Theme name' }).fill(name)
    await this.custom().getByRole('button', { name: 'Create theme' }).click()
  }

  /**
   * Asserts a toast, then dismisses it: on a desktop toasts stack bottom-right, where they can sit
   * over the bottom of the studio, and a trader would close one to reach what is under it.
   */
  async expectToast(text: string) {
    const toast = this.page.locator('[data-toast-type]').filter({ hasText: text })
    await expect(toast).toBeVisible()
    await toast.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(toast).toBeHidden()
  }

  toast(text: string): Locator {
    return this.page.locator('[role="status"], [role="alert"]').filter({ hasText: text })
  }
}
