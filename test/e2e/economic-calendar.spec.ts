import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { readJournal } from './support/local-journal'
import { openScreen, setBlur, startOffline } from './support/screens'

test.describe.configure({ timeout: 150_000 })
test.use({ timezoneId: 'UTC' })

test('economic calendar: the trader keeps their own macro events offline and sees how event days went against other days', async ({ page }) => {
  await startOffline(page)
  await loadSampleJournal(page)
  // The day before today on which most USDT trades of the sample journal closed (UTC, the device
  // zone here): an event at 12:30 today would still be upcoming before 12:30.
  const today = new Date().toISOString().slice(0, 10)
  const closedDays = new Map<string, number>()
  for (const trade of (await readJournal(page)).trades) {
    if (trade.isDeleted || !trade.closedAt || trade.quoteAsset !== 'USDT') continue
    const day = trade.closedAt.slice(0, 10)
    if (day < today) closedDays.set(day, (closedDays.get(day) ?? 0) + 1)
  }
  const [busyDay] = [...closedDays.entries()].sort((a, b) => b[1] - a[1])[0] as [string, number]
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

  await openScreen(page, '/economic-calendar', 'Economic Calendar')
  await expect(page.getByText('No events yet')).toBeVisible()

  // A refused form keeps what was typed and says why next to each field.
  await page.getByRole('button', { name: 'Add event' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New event' })
  await dialog.getByRole('textbox', { name: 'Currency or market' }).fill('$$')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Name the event, e.g. US CPI.')).toBeVisible()
  await expect(dialog.getByText('Use 2 to 20 letters or digits, e.g. USD, EUR, BTC or CRYPTO.')).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Currency or market' })).toHaveValue('$$')

  await dialog.getByRole('textbox', { name: 'Event' }).fill('US CPI')
  await dialog.getByLabel('Date').fill(busyDay)
  await dialog.getByLabel('Time').fill('12:30')
  await dialog.getByRole('combobox', { name: 'Impact' }).selectOption('high')
  await dialog.getByRole('textbox', { name: 'Currency or market' }).fill('usd')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Add event' }).first().click()
  const second = page.getByRole('dialog', { name: 'New event' })
  await second.getByRole('textbox', { name: 'Event' }).fill('FOMC rate decision')
  await second.getByLabel('Date').fill(nextWeek)
  await second.getByLabel('Time').fill('18:00')
  await second.getByRole('combobox', { name: 'Impact' }).selectOption('medium')
  await second.getByRole('textbox', { name: 'Currency or market' }).fill('USD')
  await second.getByRole('button', { name: 'Save' }).click()
  await expect(second).toBeHidden()

  const upcoming = page.getByRole('list', { name: 'Upcoming events' })
  const past = page.getByRole('list', { name: 'Past events' })
  await expect(upcoming.getByRole('listitem')).toHaveCount(1)
  await expect(upcoming).toContainText('FOMC rate decision')
  await expect(upcoming).toContainText('Medium impact')
  await expect(past.getByRole('listitem')).toHaveCount(1)
  await expect(past).toContainText('US CPI')
  await expect(past).toContainText('High impact')
  await expect(past).toContainText('12:30')
  await expect(past).toContainText(/Your day: \d+ trades?/)

  // Event days against other days: one event day, the rest of the trading days apart.
  const table = page.getByRole('table', { name: 'Your results on event days and on other days' })
  const eventRow = table.getByRole('row', { name: /^Event days/ }).first()
  await expect(eventRow.locator('td').first()).toHaveText('1')
  const highRow = table.getByRole('row', { name: /^High-impact event days/ }).first()
  await expect(highRow.locator('td').first()).toHaveText('1')
  await expect(
    table
      .getByRole('row', { name: /^Other trading days/ })
      .first()
      .locator('td')
      .first(),
  ).not.toHaveText('0')

  // Edit keeps the event, renamed.
  await page.getByRole('button', { name: 'Edit US CPI' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit event' })
  await expect(edit.getByLabel('Date')).toHaveValue(busyDay)
  await expect(edit.getByLabel('Time')).toHaveValue('12:30')
  await edit.getByRole('textbox', { name: 'Event' }).fill('US CPI (YoY)')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(past).toContainText('US CPI (YoY)')

  // Delete asks first and can be undone.
  await page.getByRole('button', { name: 'Delete FOMC rate decision' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No upcoming events.')).toBeVisible()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(upcoming).toContainText('FOMC rate decision')

  // Saved on the device: still there after a reload, offline; money blurred under the flag.
  await setBlur(page, true)
  await openScreen(page, '/economic-calendar', 'Economic Calendar')
  await expect(past).toContainText('US CPI (YoY)')
  await expect(upcoming).toContainText('FOMC rate decision')
  await expect(table.locator('[data-blurred]').first()).toBeVisible()
  await expect(past.locator('[data-blurred]').first()).toBeVisible()
})
