import { expect, test } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { buildTaxReport, TAX_YEAR_STARTS } from '../../src/domain/tax'
import { AnalyticsModel, loadSampleJournal } from './support/analytics-page'
import { readJournal } from './support/local-journal'
import { openScreen, setBlur, startOffline } from './support/screens'

test.describe.configure({ timeout: 150_000 })

test("offline, tax reports list the sample journal's disposals and derivatives per tax year and export them as CSV", async ({ page }) => {
  await startOffline(page)
  await openScreen(page, '/tax-reports', 'Tax Reports')
  await expect(page.getByRole('note').filter({ hasText: 'Not tax advice.' })).toBeVisible()
  await expect(page.getByText('No trades yet')).toBeVisible()

  await loadSampleJournal(page)
  await openScreen(page, '/tax-reports', 'Tax Reports')
  const journal = await readJournal(page)
  const expected = buildTaxReport(journal.trades, { timeZone: journal.timeZone, method: journal.defaults.pnlMethod, yearStart: TAX_YEAR_STARTS.calendar })
  const year = expected.years[0]!
  expect(year.spot.length + year.derivatives.length).toBeGreaterThan(0)

  await expect(page.getByLabel('Tax year', { exact: true })).toHaveValue(String(year.startYear))
  await expect(page.getByLabel('Cost basis method')).toHaveValue(journal.defaults.pnlMethod)
  const derivatives = page.getByRole('table', { name: 'Derivatives trades' })
  await expect(derivatives.locator('tbody tr')).toHaveCount(Math.min(50, year.derivatives.length))
  await expect(page.getByRole('table', { name: 'Derivatives totals by currency' }).locator('tbody tr')).toHaveCount(year.derivativeTotals.length)
  if (year.spot.length > 0) {
    await expect(page.getByRole('table', { name: 'Spot totals by currency' }).locator('tbody tr th')).toHaveText(year.spotTotals.map((row) => row.currency))
    await expect(page.getByRole('table', { name: 'Spot disposals' }).locator('tbody tr')).toHaveCount(Math.min(50, year.spot.length))
  }
  await new AnalyticsModel(page).expectNoBrokenNumbers()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: `Export ${year.label} as CSV` }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`trading-journal-tax-${year.label.replace('/', '-')}.csv`)
  const text = await readFile((await file.path())!, 'utf8')
  const lines = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe('Tax year,Kind,Date sold or closed,Date acquired,Symbol,Asset,Currency,Quantity,Proceeds,Cost basis,Realised P&L,Fees,Funding,Gain or loss,Holding period')
  expect(lines).toHaveLength(1 + year.spot.length + year.derivatives.length)
  await expect(page.getByText('Exported successfully')).toBeVisible()

  // Another tax-year start regroups the same trades.
  await page.getByLabel('Tax year starts').selectOption('uk')
  await expect(page.getByLabel('Tax year', { exact: true }).locator('option').first()).toHaveText(/^\d{4}\/\d{2}$/)

  // Blurred: amounts hidden, counts still shown.
  await setBlur(page, true)
  await openScreen(page, '/tax-reports', 'Tax Reports')
  await expect(page.getByRole('table', { name: 'Derivatives trades' }).locator('tbody tr').first().locator('[data-blurred]').first()).toBeVisible()
})
