import { expect, type Page } from '@playwright/test'
import type { Account } from '../../../src/domain/account'
import { computeMetrics, journalMetricsOptions } from '../../../src/domain/metrics'
import { type DateFilterPreset, dateFilterRange, openingPnlOf, tradesClosedBefore, tradesInDateRange } from '../../../src/features/dashboard/filters/date-filter'
import { keyStats, type KeyStatId } from '../../../src/features/dashboard/widgets/view-models'
import { formatMoney, formatNumber, formatPercent } from '../../../src/ui/format'
import { readJournal } from './local-journal'
import { openScreen } from './screens'

export interface Expected {
  readonly totalTrades: string
  readonly winRate: string
  readonly netPnl: string
  readonly profitFactor: string
  /** Capital plus every trade's P&L up to the period's end (where the period began, plus the period). */
  readonly totalBalance: string
}

/** The dashboard as a trader reads and arranges it. */
export class DashboardModel {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await openScreen(this.page, `/dashboard${query}`, 'Dashboard')
  }

  card(label: string) {
    return this.page.getByRole('group', { name: label, exact: true })
  }

  value(label: string) {
    return this.card(label).locator('[data-stat-value]')
  }

  widget(name: string) {
    return this.page.getByRole('region', { name, exact: true })
  }

  /** Widget headings in reading order, once the grid is drawn. */
  async widgetNames() {
    const headings = this.page.locator('[data-widget-id] h2')
    await headings.first().waitFor()
    return headings.allInnerTexts()
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true })
  }

  /** No number on the page reads NaN or Infinity. */
  async expectNoBrokenNumbers() {
    const text = await this.page.locator('main').innerText()
    expect(text).not.toMatch(/NaN|Infinity/)
  }

  /**
   * The key numbers the engine computes for the trades in the local database, with the dashboard's
   * filters (a date preset, an account), formatted as the cards format them (English).
   */
  async expected(options: { preset?: DateFilterPreset; accountId?: string } = {}): Promise<Expected> {
    const journal = await readJournal(this.page)
    const now = Date.now()
    const mine = options.accountId ? journal.trades.filter((trade) => trade.accountId === options.accountId) : journal.trades
    const range = dateFilterRange({ preset: options.preset ?? 'all' }, now, journal.timeZone)
    const trades = tradesInDateRange(mine, range)
    const accounts = options.accountId ? journal.accounts.filter((account) => account.id === options.accountId) : journal.accounts
    const metricsOptions = journalMetricsOptions({ timeZone: journal.timeZone, now, settings: journal.defaults, accounts, accountId: options.accountId })
    const earlier = range?.from === undefined ? [] : tradesClosedBefore(mine, range.from)
    const openingPnl = earlier.length > 0 ? openingPnlOf(computeMetrics(earlier, metricsOptions)) : undefined
    const metrics = computeMetrics(trades, { ...metricsOptions, ...(openingPnl ? { openingPnl } : {}) })
    const stats = keyStats(metrics.primary)
    const value = (id: KeyStatId) => {
      const v = stats.find((stat) => stat.id === id)?.value
      if (!v) throw new Error(`no ${id}`)
      return v.kind === 'value' ? v.value : v.kind === 'infinite' ? Infinity : null
    }
    const text = (n: number | null, format: (n: number) => string) => (n === null ? '—' : n === Infinity ? '∞' : format(n))
    const currency = metrics.primary.currency
    return {
      totalTrades: text(value('totalTrades'), (n) => formatNumber(n, 'en', { maxDecimals: 0 })),
      winRate: text(value('winRate'), (n) => formatPercent(n, 'en', { decimals: 1 })),
      netPnl: text(value('netPnl'), (n) => formatMoney(n, 'en', { currency, signed: true })),
      profitFactor: text(value('profitFactor'), (n) => formatNumber(n, 'en', { minDecimals: 2, maxDecimals: 2 })),
      totalBalance: text(value('totalBalance'), (n) => formatMoney(n, 'en', { currency })),
    }
  }

  /** The cards show exactly `expected`. */
  async expectCards(expected: Expected) {
    await expect(this.value('Total trades')).toHaveText(expected.totalTrades)
    await expect(this.value('Win rate')).toHaveText(expected.winRate)
    await expect(this.value('Net P&L')).toHaveText(expected.netPnl)
    await expect(this.value('Profit factor')).toHaveText(expected.profitFactor)
    await expect(this.value('Total balance')).toHaveText(expected.totalBalance)
  }

  /** The sample's accounts as the account filter offers them. */
  async accounts(): Promise<Account[]> {
    return (await readJournal(this.page)).accounts
  }
}
