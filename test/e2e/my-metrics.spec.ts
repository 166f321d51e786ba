import { expect, type Locator, type Page, test } from '@playwright/test'
import { tradeFactsOf } from '../../src/domain/insights'
import { loadSampleJournal } from './support/analytics-page'
import { readJournal } from './support/local-journal'
import { openScreen, startOffline } from './support/screens'

test.slow()

const metricCard = (page: Page, name: string) => page.getByRole('list', { name: 'My metrics' }).getByRole('region', { name, exact: true })
/** The first number of a text, commas and dollar signs dropped ('-1,234.5 USDT' or '-$1,234.5' -> -1234.5). */
const numberIn = (text: string) => Number(text.replace(/[,$]/g, '').match(/-?\d+(?:\.\d+)?/)?.[0])
const pick = (scope: Locator, label: string, option: string) => scope.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option })

test('a trader defines, previews, validates, edits and deletes custom metrics offline', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/my-metrics', 'My Metrics')
  await expect(page.getByText('No metrics yet')).toBeVisible()
  const journal = await readJournal(page)
  const facts = tradeFactsOf(journal.trades, { timeZone: journal.timeZone, breakevenBand: journal.defaults.breakevenBand, view: journal.defaults.pnlView }).closed

  await page.getByRole('button', { name: 'New metric' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New metric' })
  const top = dialog.getByRole('group', { name: 'Calculation' })

  // Bad definitions are refused next to their fields, and what was chosen stays.
  await pick(top, 'Calculation', 'Average')
  await pick(top, 'Trade figure', 'Choose…')
  await top.getByLabel('Symbol').fill('BTC USDT')
  await expect(dialog.getByText('Complete the choices above to see the value.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Give the metric a name.')).toBeVisible()
  await expect(dialog.getByText('Choose the trade figure to calculate with.')).toBeVisible()
  await expect(dialog.getByText('Enter a symbol as the journal writes it, such as BTCUSDT.')).toBeVisible()
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
  await expect(top.getByLabel('Symbol')).toHaveValue('BTC USDT')

  // Average P&L of longs: the live preview shows the value per coin before saving.
  await dialog.getByLabel('Name', { exact: true }).fill('Average long P&L')
  await top.getByLabel('Symbol').fill('')
  await pick(top, 'Trade figure', 'P&L')
  await pick(top, 'Side', 'Long')
  const preview = dialog.getByRole('region', { name: 'Preview' })
  await expect(preview).toContainText('Average of P&L (long)')
  const firstValue = preview.locator('li').first()
  const coin = (await firstValue.innerText()).match(/\b([A-Z]{3,5})\b/)?.[1] as string
  const longs = facts.filter((f) => f.currency === coin && f.direction === 'long')
  const expected = longs.reduce((sum, f) => sum + f.pnl, 0) / longs.length
  expect(numberIn(await firstValue.innerText())).toBeCloseTo(expected, 1)
  await expect(firstValue).toContainText(`${longs.length} trades matched`)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Created successfully')).toBeVisible()
  const averageCard = metricCard(page, 'Average long P&L')
  expect(numberIn(await averageCard.locator('li').first().innerText())).toBeCloseTo(expected, 1)

  // A ratio shown as a percentage: winning trades / all trades, over every coin.
  await page.getByRole('button', { name: 'New metric' }).first().click()
  await dialog.getByLabel('Name', { exact: true }).fill('My win share')
  await pick(top, 'Calculation', 'Count of trades')
  await pick(top, 'Outcome', 'Win')
  await dialog.getByText('Divide by a second calculation (a ratio)').click()
  const bottom = dialog.getByRole('group', { name: 'Bottom of the ratio' })
  await expect(bottom).toBeVisible()
  await pick(dialog, 'Show the ratio as', 'Percentage (62.5%)')
  // Shown with one decimal: within half a tenth of a point.
  const share = (100 * facts.filter((f) => f.outcome === 'win').length) / facts.length
  await expect(preview).toContainText('%')
  expect(Math.abs(numberIn(await preview.locator('li').first().innerText()) - share)).toBeLessThanOrEqual(0.051)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  expect(Math.abs(numberIn(await metricCard(page, 'My win share').locator('li').first().innerText()) - share)).toBeLessThanOrEqual(0.051)

  // Names are unique, ignoring case.
  await page.getByRole('button', { name: 'New metric' }).first().click()
  await dialog.getByLabel('Name', { exact: true }).fill('my WIN share')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Another metric already has this name.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Editing changes the definition and the card's value.
  await averageCard.getByRole('button', { name: 'Edit Average long P&L' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit metric' })
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Average long P&L')
  await edit.getByLabel('Name', { exact: true }).fill('Average short P&L')
  await pick(edit.getByRole('group', { name: 'Calculation' }), 'Side', 'Short')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  const shorts = facts.filter((f) => f.currency === coin && f.direction === 'short')
  const shortCard = metricCard(page, 'Average short P&L')
  await expect(shortCard).toContainText('Average of P&L (short)')
  expect(numberIn(await shortCard.locator('li').first().innerText())).toBeCloseTo(shorts.reduce((s, f) => s + f.pnl, 0) / shorts.length, 1)

  // Delete asks first; the other metric survives a reload offline.
  await shortCard.getByRole('button', { name: 'Delete Average short P&L' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  // While the confirmation is open the list is hidden from the accessibility tree, so the card's
  // absence proves nothing until the delete has been written (its toast) and the dialog has closed.
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  await expect(page.getByRole('alertdialog')).toBeHidden()
  await expect(shortCard).toBeHidden()
  await openScreen(page, null, 'My Metrics')
  await expect(metricCard(page, 'My win share')).toBeVisible()
  await expect(page.getByRole('list', { name: 'My metrics' }).locator(':scope > li')).toHaveCount(1)
  expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity/)
})
