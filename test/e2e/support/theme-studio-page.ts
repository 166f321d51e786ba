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

/** Writes a preference of the signed-in user's open journal, the way another device's sync would. */
export async function setLocalPreference(page: Page, key: string, changes: Record<string, unknown>) {
  await expect
    .poll(() =>
      page.evaluate(
        async ([prefKey, prefChanges]) => {
          const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null
          const containerKey = root ? Object.keys(root).find((name) => name.startsWith('__reactContainer$')) : undefined
          if (!root || !containerKey) return false
          type Fiber = { memoizedProps?: { value?: unknown } | null; child?: Fiber | null; sibling?: Fiber | null }
          const stack: Fiber[] = [root[containerKey] as Fiber]
          while (stack.length > 0) {
            const fiber = stack.pop() as Fiber
            const value = fiber.memoizedProps?.value as { preferences?: { set(k: string, c: unknown): Promise<unknown> }; rxDatabase?: unknown } | undefined
            if (value && typeof value === 'object' && 'rxDatabase' in value && value.preferences) {
              await value.preferences.set(prefKey, prefChanges)
              return true
            }
            if (fiber.sibling) stack.push(fiber.sibling)
            if (fiber.child) stack.push(fiber.child)
          }
          return false
        },
        [key, changes] as const,
      ),
    )
    .toBe(true)
}

/** Reads a preference of the signed-in user's open journal. */
export async function getLocalPreference(page: Page, key: string): Promise<Record<string, unknown> | null> {
  return page.evaluate(async (prefKey) => {
    const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null
    const containerKey = root ? Object.keys(root).find((name) => name.startsWith('__reactContainer$')) : undefined
    if (!root || !containerKey) return null
    type Fiber = { memoizedProps?: { value?: unknown } | null; child?: Fiber | null; sibling?: Fiber | null }
    const stack: Fiber[] = [root[containerKey] as Fiber]
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber
      const value = fiber.memoizedProps?.value as { preferences?: { get(k: string): Promise<Record<string, unknown>> }; rxDatabase?: unknown } | undefined
      if (value && typeof value === 'object' && 'rxDatabase' in value && value.preferences) return value.preferences.get(prefKey)
      if (fiber.sibling) stack.push(fiber.sibling)
      if (fiber.child) stack.push(fiber.child)
    }
    return null
  }, key)
}
