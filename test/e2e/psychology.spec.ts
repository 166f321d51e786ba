import { expect, type Page, test } from '@playwright/test'
import { factsInCurrency, tradeFactsOf } from '../../src/domain/insights'
import { loadSampleJournal } from './support/analytics-page'
import { readJournal } from './support/local-journal'
import { openScreen, startOffline } from './support/screens'

// A long flow on a machine shared with other work.
test.slow()

/** The closed trades' facts of the sample, in the coin the screen shows, and a day one of them was opened. */
async function sampleFacts(page: Page) {
  const journal = await readJournal(page)
  const facts = tradeFactsOf(journal.trades, { timeZone: journal.timeZone, breakevenBand: journal.defaults.breakevenBand, view: journal.defaults.pnlView }).closed
  const select = page.getByRole('combobox', { name: 'Currency' })
  const currency = (await select.count()) > 0 ? await select.inputValue() : (facts[0]?.currency ?? 'USDT')
  return { facts: factsInCurrency(facts, currency), currency }
}

test('a daily check-in is saved, refused when wrong, edited, deleted with undo, and linked to results offline', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/psychology', 'Psychology')
  const form = page.getByRole('form', { name: 'Daily check-in' })
  await expect(page.getByText('No check-ins yet. Your first one appears here once saved.')).toBeVisible()

  // An incomplete check-in is refused next to each field and keeps what was typed.
  await form.getByLabel('Note').fill('Slept five hours, stressed about rent')
  await form.getByRole('button', { name: 'Save check-in' }).click()
  await expect(form.getByText('Choose your mood, from 1 to 5.')).toBeVisible()
  await expect(form.getByText('Choose your energy, from 1 to 5.')).toBeVisible()
  await expect(form.getByLabel('Note')).toHaveValue('Slept five hours, stressed about rent')

  // The check-in is for a day the trader opened trades, so it meets their results.
  const { facts } = await sampleFacts(page)
  const day = facts[facts.length - 1]?.openDay as string
  const tradesThatDay = facts.filter((fact) => fact.openDay === day).length
  expect(tradesThatDay).toBeGreaterThan(0)
  await form.getByLabel('Day').fill(day)
  await form.getByRole('radio', { name: '2 Low' }).check()
  await form.getByRole('radio', { name: '4 Focused' }).check()
  const emotions = form.getByRole('group', { name: 'Emotions' })
  // An emotion of the sample journal's tags.
  const emotionName = 'Anxious'
  await emotions.getByText(emotionName, { exact: true }).click()
  await expect(emotions.getByRole('checkbox', { name: emotionName })).toBeChecked()
  await form.getByRole('button', { name: 'Save check-in' }).click()
  await expect(page.getByText('Check-in saved')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Update check-in' })).toBeVisible()

  const history = page.getByRole('list', { name: 'Check-in history' })
  await expect(history.locator(':scope > li')).toHaveCount(1)
  await expect(history).toContainText('Mood 2 (Low) · Energy 4 (Focused)')
  await expect(history).toContainText('Slept five hours, stressed about rent')
  await expect(history).toContainText(emotionName)

  // Results by mood: that day's trades sit under mood 2.
  const moodTable = page.getByRole('table', { name: 'Results by mood' })
  const lowRow = moodTable.getByRole('row', { name: /^2 \(Low\)/ })
  await expect(lowRow.getByRole('cell').first()).toHaveText(String(tradesThatDay))
  await expect(moodTable.getByRole('row', { name: /^No check-in/ })).toBeVisible()

  // Cost of mistakes: each mistake row counts its trades; together at least the trades with a mistake.
  const mistakes = page.getByRole('table', { name: 'Cost of each mistake' })
  await expect(mistakes.locator('tbody tr').first()).toBeVisible()
  const counts = await mistakes.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')?.textContent?.replace(/,/g, ''))))
  const sentence = await page.getByText(/trades? \(.* of closed trades\) carr(y|ies) at least one mistake tag/).innerText()
  const withMistake = Number(sentence.replace(/,/g, '').match(/^(\d+)/)?.[1])
  expect(withMistake).toBeGreaterThan(0)
  expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(withMistake)
  await expect(page.getByRole('table', { name: 'Results by emotion' }).locator('tbody tr').first()).toBeVisible()

  // Editing from the history changes the same day's check-in.
  await history.getByRole('button', { name: /^Edit check-in of/ }).click()
  await expect(form.getByRole('radio', { name: '2 Low' })).toBeChecked()
  await form.getByRole('radio', { name: '5 Great' }).check()
  await form.getByRole('button', { name: 'Update check-in' }).click()
  await expect(page.getByText('Check-in updated')).toBeVisible()
  await expect(history.locator(':scope > li')).toHaveCount(1)
  await expect(history).toContainText('Mood 5 (Great) · Energy 4 (Focused)')
  await expect(
    moodTable
      .getByRole('row', { name: /^5 \(Great\)/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(tradesThatDay))

  // A day that has not come yet is refused; the form keeps its values.
  await form.getByLabel('Day').fill('2999-01-01')
  await form.getByRole('button', { name: /check-in$/ }).click()
  await expect(form.getByText('A check-in cannot be for a day that has not come yet.')).toBeVisible()
  await expect(form.getByRole('radio', { name: '5 Great' })).toBeChecked()

  // Delete, undo, and the check-in survives a reload offline.
  await history.getByRole('button', { name: /^Delete check-in of/ }).click()
  await expect(history).toBeHidden()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(history.locator(':scope > li')).toHaveCount(1)
  await openScreen(page, null, 'Psychology')
  await expect(page.getByRole('list', { name: 'Check-in history' })).toContainText('Mood 5 (Great) · Energy 4 (Focused)')
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(/NaN|Infinity/)
})
