import { expect, type Page } from '@playwright/test'
import { analyseFees } from '../../../src/domain/fees'
import { tradeFactsOf } from '../../../src/domain/insights'
import { PARTNER_EXCHANGES } from '../../../src/domain/partner-exchanges'
import { readJournal } from './local-journal'
import { openScreen } from './screens'

/**
 * The exchange comparison rows the fee screen should list, in rank order, as the domain computes them
 * from the trades in the app's own local database ("Binance (USDT)": the sample has several quote
 * coins, so each row names its coin). Read from the app rather than regenerated: the sample is drawn
 * relative to the moment it is loaded, so a copy drawn later by the test can differ.
 */
export async function expectedSampleExchangeRows(page: Page): Promise<string[]> {
  const journal = await readJournal(page)
  const analysis = analyseFees(tradeFactsOf(journal.trades, { timeZone: journal.timeZone, breakevenBand: journal.defaults.breakevenBand, view: journal.defaults.pnlView }).closed)
  const brands = new Map<string, string>(PARTNER_EXCHANGES.map((name) => [name.toLowerCase(), name]))
  const several = analysis.totals.length > 1
  return analysis.exchanges.map((row) => {
    const name = brands.get(row.exchange ?? '') ?? row.exchange ?? 'No exchange'
    return several ? `${name} (${row.currency})` : name
  })
}

/** Loads the sample journal from the first-run panel of the journal. */
export async function loadSampleJournal(page: Page) {
  await openScreen(page, '/journal', 'Trades')
  await page.getByRole('region', { name: 'Welcome to your trading journal' }).getByRole('button', { name: 'Load sample journal' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible({ timeout: 45_000 })
}

/** The analytics and fee screens as a trader reads them. */
export class AnalyticsModel {
  constructor(readonly page: Page) {}

  async open() {
    await openScreen(this.page, '/analytics', 'Analytics')
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true })
  }

  /**
   * The tab's own panel, by name: the panel being left stays in the page until the next frame, which
   * a busy machine may delay for seconds.
   */
  panel(tab: string) {
    return this.page.getByRole('tabpanel', { name: tab, exact: true })
  }

  async showTab(name: string) {
    await this.tab(name).click()
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true')
  }

  /** No number on the page reads NaN or Infinity. */
  async expectNoBrokenNumbers() {
    const text = await this.page.locator('main').innerText()
    expect(text).not.toMatch(/NaN|Infinity/)
  }

  exchangeTable() {
    return this.page.getByRole('table', { name: 'Exchange comparison' })
  }

  tradeTable() {
    return this.page.getByRole('table', { name: 'Trade details' })
  }
}
