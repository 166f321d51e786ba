import { expect, test } from '@playwright/test'
import { loadSampleJournal } from './support/analytics-page'
import { mockBinance } from './support/market-page'
import { fitsPhoneScreen, openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 180_000 })

test('on a phone, market data, the long/short ratio, the economic calendar and the coach fit the screen', async ({ page, context }) => {
  await mockBinance(context)
  await startOffline(page)
  await loadSampleJournal(page)
  await context.setOffline(false)

  await openScreen(page, '/market-data', 'Market Data')
  await expect(page.getByRole('table', { name: 'Prices' }).getByRole('row', { name: /^BTCUSDT/ })).toContainText('94,400.01', { timeout: 20_000 })
  expect(await fitsPhoneScreen(page)).toBe(true)
  await page.screenshot({ path: '/tmp/pw-market/phone-market-data.png', fullPage: true })

  await openScreen(page, '/long-short-ratio', 'Long/Short Ratio')
  await page.getByRole('combobox', { name: 'Symbol' }).selectOption('BTCUSDT')
  await expect(page.getByRole('region', { name: 'Long accounts', exact: true })).toContainText('68.0%', { timeout: 20_000 })
  await expect(page.getByRole('img', { name: 'Long and short accounts on BTCUSDT' })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
  await page.screenshot({ path: '/tmp/pw-market/phone-long-short.png', fullPage: true })

  await context.setOffline(true)
  await openScreen(page, '/economic-calendar', 'Economic Calendar')
  await page.getByRole('button', { name: 'Add event' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New event' })
  await dialog.getByRole('textbox', { name: 'Event' }).fill('Non-farm payrolls (NFP)')
  await dialog.getByRole('textbox', { name: 'Currency or market' }).fill('USD')
  expect(await fitsPhoneScreen(page)).toBe(true)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('list', { name: 'Upcoming events' })).toContainText('Non-farm payrolls (NFP)')
  expect(await fitsPhoneScreen(page)).toBe(true)
  await page.screenshot({ path: '/tmp/pw-market/phone-calendar.png', fullPage: true })

  await openScreen(page, '/ai-tools', 'AI Tools')
  await page.getByRole('button', { name: 'When do I lose most?' }).click()
  await expect(page.getByRole('list', { name: 'Answers' })).toContainText('Lowest total P&L among weekdays')
  await expect(page.getByRole('region', { name: 'Trade review' }).getByRole('list', { name: 'Trade facts' })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
  await page.screenshot({ path: '/tmp/pw-market/phone-ai-tools.png', fullPage: true })
})
