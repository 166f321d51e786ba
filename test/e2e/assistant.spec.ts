import { expect, type Page } from '@playwright/test'
import { test } from '@playwright/test'
import { JournalPage } from './support/journal-page'
import { openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 180_000 })

/** A local `YYYY-MM-DDTHH:mm` some days before now, for the trade form's datetime fields. */
function daysAgo(days: number, hour: number): string {
  const date = new Date()
  date.setDate(date.getDate() - days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`
}

/** BTC: two wins and a loss (66.7%); ETH: a win and a loss (50%); all five: 60%. */
const TRADES = [
  { Symbol: 'BTCUSDT', Side: 'long', 'Entry price': '60000', 'Exit price': '61000', Quantity: '0.1', 'Opened at': daysAgo(3, 9), 'Closed at': daysAgo(3, 11) },
  { Symbol: 'BTCUSDT', Side: 'short', 'Entry price': '62000', 'Exit price': '61000', Quantity: '0.1', 'Opened at': daysAgo(3, 13), 'Closed at': daysAgo(3, 14) },
  { Symbol: 'BTCUSDT', Side: 'long', 'Entry price': '61000', 'Exit price': '60500', Quantity: '0.1', 'Opened at': daysAgo(2, 9), 'Closed at': daysAgo(2, 10) },
  { Symbol: 'ETHUSDT', Side: 'long', 'Entry price': '3000', 'Exit price': '3100', Quantity: '1', 'Opened at': daysAgo(2, 12), 'Closed at': daysAgo(2, 13) },
  { Symbol: 'ETHUSDT', Side: 'short', 'Entry price': '3000', 'Exit price': '3050', Quantity: '1', 'Opened at': daysAgo(1, 9), 'Closed at': daysAgo(1, 10) },
]

async function ask(page: Page, question: string, labels = { field: 'Your question', button: 'Ask', answers: 'Answers' }) {
  const panel = page.getByRole('dialog', { name: /Assistant|Asistente/ })
  await panel.getByRole('textbox', { name: labels.field }).fill(question)
  await panel.getByRole('button', { name: labels.button, exact: true }).click()
  return panel.getByRole('list', { name: labels.answers }).getByRole('listitem', { name: question })
}

test('assistant: answers about BTC only with a link to those trades, in Spanish, refuses nonsense, opens from the palette and from Ask about this, offline', async ({ page }) => {
  // Nothing leaves the device: any request to another origin fails the test.
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.hostname !== '127.0.0.1' && url.protocol.startsWith('http')) outside.push(request.url())
  })
  await startOffline(page)
  const journal = new JournalPage(page)
  await openScreen(page, '/journal', 'Trades')
  for (const trade of TRADES) await journal.addTrade(trade)

  // The header button opens the panel with the question field focused; Escape closes it.
  await page.getByRole('button', { name: 'Assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'Assistant' })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toBeFocused()
  await expect(panel).toContainText('Nothing is sent anywhere.')

  const btc = await ask(page, 'what is my win rate on bitcoin?')
  await expect(btc).toContainText('BTC')
  await expect(btc).toContainText('Win rate: 66.7%')
  await expect(btc).toContainText('Counted over 3 closed trades.')

  const nonsense = await ask(page, 'asdf qwerty')
  await expect(nonsense).toContainText('I did not understand that question.')
  const unknown = await ask(page, 'what is my win rate on dogecoinz?')
  await expect(unknown).toContainText('I did not find “dogecoinz” in your journal.')

  // The link opens the journal filtered to exactly those trades, and closes the panel.
  await btc.getByRole('link', { name: 'Open these 3 trades in the journal' }).click()
  await expect(page).toHaveURL(/\/journal\?symbol=BTCUSDT$/)
  await expect(panel).toBeHidden()
  await expect(journal.rows()).toHaveCount(3)
  await expect(journal.rows().filter({ hasText: 'ETHUSDT' })).toHaveCount(0)

  // Keyboard: the palette's entry opens it, Escape closes it.
  await page.keyboard.press('Control+k')
  await page.getByPlaceholder('Search pages, features, tools...').fill('assistant')
  await page.getByRole('option', { name: /Ask the assistant/ }).click()
  await expect(panel).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  // In Spanish: the question and the answer.
  await page.getByLabel('Language').selectOption('es')
  await page.getByRole('button', { name: 'Asistente' }).click()
  const spanish = { field: 'Tu pregunta', button: 'Preguntar', answers: 'Respuestas' }
  const eth = await ask(page, '¿cuál es mi tasa de acierto en ETH?', spanish)
  await expect(eth).toContainText('ETH')
  await expect(eth).toContainText(/Tasa de acierto: 50,0\s?%/)
  await expect(eth).toContainText('Calculado sobre 2 operaciones cerradas.')
  await expect(eth.getByRole('link', { name: 'Abrir estas 2 operaciones en el diario' })).toHaveAttribute('href', /\/journal\?symbol=ETHUSDT$/)
  const sinSentido = await ask(page, 'hola qué tal', spanish)
  await expect(sinSentido).toContainText('No entendí esa pregunta.')
  await page.keyboard.press('Escape')
  await page.getByLabel('Idioma').selectOption('en')

  // 'Ask about this' on a dashboard statistic opens the panel with its question answered.
  await openScreen(page, '/dashboard', 'Dashboard')
  await page.getByRole('button', { name: 'Ask about this: What is my win rate?' }).click()
  await expect(panel).toBeVisible()
  const asked = panel.getByRole('list', { name: 'Answers' }).getByRole('listitem', { name: 'What is my win rate?' })
  await expect(asked).toContainText('Win rate: 60.0%')
  await expect(asked).toContainText('Counted over 5 closed trades.')
  await page.keyboard.press('Escape')

  // The coach on /ai-tools hands a question for a figure to the assistant, which answers for BTC.
  await openScreen(page, '/ai-tools', 'AI Tools')
  await page.getByRole('textbox', { name: 'Your question' }).fill('what is my win rate on bitcoin?')
  await page.getByRole('button', { name: 'Ask', exact: true }).click()
  await expect(panel.getByRole('listitem', { name: 'what is my win rate on bitcoin?' })).toContainText('Win rate: 66.7%')
  expect(outside).toEqual([])
})
