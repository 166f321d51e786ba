import { expect, type Locator, type Page } from '@playwright/test'

/** /journal as a trader drives it: the trade dialog, rows and their menus, filters and toasts. */
export class JournalPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/journal')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible()
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Trades' })
  }

  rows(): Locator {
    return this.list().getByRole('listitem')
  }

  row(text: string | RegExp): Locator {
    return this.rows().filter({ hasText: text })
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name })
  }

  /** Fills fields of the open trade dialog by their exact labels. */
  async fill(dialog: Locator, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      const field = dialog.getByLabel(label, { exact: true })
      if (label === 'Side') await field.selectOption(value)
      else await field.fill(value)
    }
  }

  async addTrade(values: Record<string, string>) {
    await this.page.getByRole('button', { name: 'Add trade' }).first().click()
    const dialog = this.dialog('New trade')
    await expect(dialog).toBeVisible()
    await this.fill(dialog, values)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(this.page.getByText('Created successfully').last()).toBeVisible()
    await expect(dialog).toBeHidden()
  }

  /** Opens a row's menu and chooses an action. */
  async rowAction(row: Locator, action: string) {
    await row.getByRole('button', { name: /^Actions for/ }).click()
    await this.page.getByRole('menuitem', { name: action, exact: true }).click()
  }

  summary(): Locator {
    return this.page.getByRole('status').filter({ hasText: /\d+ trades?/ })
  }
}

export const btcLong = {
  Symbol: 'BTCUSDT',
  Side: 'long',
  'Entry price': '60000',
  'Exit price': '61000',
  Quantity: '0.5',
  Leverage: '10',
  'Trading fee': '3',
  'Opened at': '2025-03-03T10:00',
  'Closed at': '2025-03-03T12:00',
  Exchange: 'Binance',
  Notes: 'Breakout above the range',
}
