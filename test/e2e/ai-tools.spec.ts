import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { openScreen, setBlur, startOffline } from './support/screens'

test.describe.configure({ timeout: 150_000 })

test('ai tools: the on-device coach answers from the journal with the numbers behind it, reviews a week and a trade, offline', async ({ page }) => {
  // Nothing may leave the device: any request to another origin fails the test.
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.hostname !== '127.0.0.1' && url.protocol.startsWith('http')) outside.push(request.url())
  })
  await startOffline(page)
  await loadSampleJournal(page)
  await openScreen(page, '/ai-tools', 'AI Tools')
  await expect(page.getByRole('note').filter({ hasText: 'no AI service is called and nothing leaves this device' })).toBeVisible()

  // A suggested question: the best setup, with its trades, win rate and P&L.
  const answers = page.getByRole('list', { name: 'Answers' })
  await page.getByRole('button', { name: 'What is my best setup?' }).click()
  const best = answers.getByRole('listitem', { name: 'What is my best setup?' })
  await expect(best).toContainText(/Your best setup is .+\./)
  await expect(best).toContainText(/\d+ closed trades: \d+ won, \d+ lost \(win rate [\d.]+%\); P&L/)
  await expect(best).toContainText('Ranked by total P&L among')

  await page.getByRole('button', { name: 'When do I lose most?' }).click()
  const losing = answers.getByRole('listitem', { name: 'When do I lose most?' })
  await expect(losing).toContainText(/You lose most on .+ and on trades opened \d\d:00–\d\d:00\.|These are the times your P&L is lowest\./)
  await expect(losing).toContainText('Lowest total P&L among weekdays')

  await page.getByRole('button', { name: 'How did last week go?' }).click()
  await expect(answers.getByRole('listitem', { name: 'How did last week go?' })).toContainText(/Last week \(.+\): (no closed trades|\d+ closed trades? on \d+ days?)\./)

  // A typed question goes through the intent parser; an unknown one gets the suggestions.
  const question = page.getByRole('textbox', { name: 'Your question' })
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(page.getByText('Type a question, or pick one below.')).toBeVisible()
  await question.fill('which coin is my worst?')
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(answers.getByRole('listitem', { name: 'which coin is my worst?' })).toContainText(/Your weakest symbol is [A-Z0-9/_-]+\./)
  await expect(question).toHaveValue('')
  await question.fill('what will bitcoin do tomorrow?')
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(answers.getByRole('listitem', { name: 'what will bitcoin do tomorrow?' })).toContainText('I can only answer questions about your own journal')
  // Typed text is never run: a script-looking question is just an unknown question.
  await question.fill('<img src=x onerror=alert(1)> ${1+1}')
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(answers.locator('img')).toHaveCount(0)
  await expect(answers.getByRole('listitem').first()).toContainText('I can only answer questions about your own journal')

  // Weekly review: a chosen week against the one before.
  const weekly = page.getByRole('region', { name: 'Weekly review' })
  await weekly.getByRole('combobox', { name: 'Week' }).selectOption({ label: 'Last week' })
  await expect(weekly).toContainText(/Last week \(.+\): (no closed trades|\d+ closed trades? on \d+ days?)\./)

  // Trade review: the chosen trade's deviations or a clean bill, with its numbers.
  const review = page.getByRole('region', { name: 'Trade review' })
  await expect(review.getByRole('list', { name: 'Trade facts' })).toContainText('Position size')
  const trades = review.getByRole('combobox', { name: 'Trade' })
  const options = await trades.locator('option').count()
  expect(options).toBeGreaterThan(10)
  // Which of the newest sample trades departs from the rules depends on the day the sample is
  // drawn (its times follow today's date): look through all of them, stopping at the first.
  let sawDeviation = false
  for (let index = 0; index < options && !sawDeviation; index += 1) {
    await trades.selectOption({ index })
    sawDeviation = (await review.getByRole('list', { name: 'Deviations' }).count()) > 0
  }
  expect(sawDeviation).toBe(true)
  await expect(review.getByRole('list', { name: 'Deviations' }).getByRole('listitem').first()).toContainText(/stop|Oversized|setup/)

  // Money is blurred under the profile flag.
  await setBlur(page, true)
  await openScreen(page, '/ai-tools', 'AI Tools')
  await page.getByRole('button', { name: 'What is my best setup?' }).click()
  await expect(page.getByRole('list', { name: 'Answers' }).locator('[data-blurred]').first()).toBeVisible()
  expect(outside).toEqual([])
})
