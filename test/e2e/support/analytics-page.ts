import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { analyseFees } from '../../../src/domain/fees'
import { tradeFactsOf } from '../../../src/domain/insights'
import { PARTNER_EXCHANGES } from '../../../src/domain/partner-exchanges'
import { buildSampleJournal } from '../../../src/domain/sample-journal'
import type { Trade } from '../../../src/domain/trade'
import { TEST_SAMPLE_TEXTS } from '../../unit/sample-journal/sample-texts'
import { openScreen } from './screens'

/** The seed the app draws its sample journal from (read from the feature, so the two never drift). */
function sampleSeed(): number {
  const source = readFileSync(new URL('../../../src/features/sample-data/use-sample-data.ts', import.meta.url), 'utf8')
  const match = /SAMPLE_SEED = ([\d_]+)/.exec(source)
  if (!match?.[1]) throw new Error('SAMPLE_SEED not found')
  return Number(match[1].replaceAll('_', ''))
}

/**
 * The exchange comparison rows the fee screen should list for the sample journal, in rank order, as
 * the domain computes them from the same generated trades ("Binance (USDT)": the sample has several
 * quote coins, so each row names its coin).
 */
export function expectedSampleExchangeRows(): string[] {
  const journal = buildSampleJournal({ seed: sampleSeed(), now: Date.now(), texts: TEST_SAMPLE_TEXTS })
  const trades: Trade[] = journal.trades.map((trade) => ({ ...trade, createdAt: trade.openedAt, updatedAt: trade.openedAt, isDeleted: false }))
  const analysis = analyseFees(tradeFactsOf(trades, { timeZone: 'UTC' }).closed)
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

  panel() {
    return this.page.getByRole('tabpanel')
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
