import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { fitsPhoneScreen } from './support/screens'

test('on a phone the trade form fits the screen and saves a trade', async ({ page }) => {
  await new AppPage(page).signInLocally()
  await page.goto('/upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Trades' })).toBeVisible()
  const field = (label: string) => page.getByLabel(label, { exact: true })
  await expect(field('Quantity')).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)

  await field('Symbol').fill('ETHUSDT')
  await field('Side').selectOption('short')
  await field('Entry price').fill('3000')
  await field('Quantity').fill('2')
  await field('Leverage').fill('5')
  // The figures show right under the prices and size, not only in the preview far below: short 2 ETH
  // from 3,000 to 2,900 is +200 on a 1,200 margin.
  await field('Exit price').fill('2900')
  const line = page.locator('form p[aria-hidden="true"]').filter({ hasText: 'Net P&L' })
  await expect(line).toContainText('+200.00')
  await expect(line).toContainText('+16.67%')
  const lineBox = await line.boundingBox()
  const marginBox = await field('Margin').boundingBox()
  expect(lineBox && marginBox && lineBox.y > marginBox.y && lineBox.y - marginBox.y < 150).toBe(true)
  // Left open: no exit price, no close time.
  await field('Exit price').fill('')
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('Notional').locator('xpath=..')).toContainText('6,000')
  await page.getByRole('button', { name: 'Save' }).tap()
  await expect(page.getByText('Created successfully')).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
})
