import { expect, test } from '@playwright/test'
import { AnalyticsModel, loadSampleJournal } from './support/analytics-page'
import { openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 150_000 })

test('offline, the forecast projects the sample journal, rejects bad input next to the field and is reproducible', async ({ page }) => {
  await startOffline(page)
  await openScreen(page, '/forecast', 'Forecast')
  await expect(page.getByText('No trades yet')).toBeVisible()

  await loadSampleJournal(page)
  await openScreen(page, '/forecast', 'Forecast')
  const inputs = page.getByRole('form', { name: 'Forecast inputs' })
  await expect(inputs.getByLabel('Simulate with')).toHaveValue('r')
  await expect(inputs.getByLabel('Number of trades')).toHaveValue('100')
  await expect(inputs.getByLabel(/^Starting capital/)).not.toHaveValue('')

  const median = page.getByRole('region', { name: 'Median equity', exact: true })
  await expect(median).toContainText('after 100 trades')
  await expect(page.getByRole('region', { name: 'Chance of reaching the target' })).toContainText('%')
  await expect(page.getByRole('region', { name: 'Chance of hitting the drawdown limit' })).toContainText('%')
  await expect(page.getByRole('img', { name: 'Projected equity' })).toBeVisible()
  await expect(page.getByText('Seed 1:')).toBeVisible()
  const first = await median.innerText()

  // Bad input: the message sits next to the field, what was typed stays, the last projection stays.
  const trades = inputs.getByLabel('Number of trades')
  await trades.fill('12.5')
  await inputs.getByRole('button', { name: 'Run forecast' }).click()
  await expect(trades).toHaveAttribute('aria-invalid', 'true')
  await expect(inputs.getByText('Enter a whole number of trades.')).toBeVisible()
  await expect(trades).toHaveValue('12.5')
  await inputs.getByLabel('Risk per trade (%)').fill('40')
  await inputs.getByRole('button', { name: 'Run forecast' }).click()
  await expect(inputs.getByText('At most 10% of equity per trade.')).toBeVisible()

  await trades.fill('50')
  await inputs.getByLabel('Risk per trade (%)').fill('1')
  await inputs.getByRole('button', { name: 'Run forecast' }).click()
  await expect(median).toContainText('after 50 trades')
  await expect(inputs.getByText('Enter a whole number of trades.')).toBeHidden()

  // The same inputs and seed give the same numbers; a new draw changes the seed.
  await trades.fill('100')
  await inputs.getByRole('button', { name: 'Run forecast' }).click()
  await expect(median).toContainText('after 100 trades')
  expect(await median.innerText()).toBe(first)
  await page.getByRole('button', { name: 'New draw' }).click()
  await expect(page.getByText('Seed 2:')).toBeVisible()

  // P&L basis: the trades as sized, no risk field.
  await inputs.getByLabel('Simulate with').selectOption('pnl')
  await expect(inputs.getByLabel('Risk per trade (%)')).toHaveCount(0)
  await inputs.getByRole('button', { name: 'Run forecast' }).click()
  await expect(page.getByText(/adds it as it was/)).toBeVisible()
  await new AnalyticsModel(page).expectNoBrokenNumbers()
})
