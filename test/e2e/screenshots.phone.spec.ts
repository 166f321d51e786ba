import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { OfflineModel } from './support/offline-page'
import { fitsPhoneScreen } from './support/screens'

const CHART = fileURLToPath(new URL('../fixtures/images/btc-chart.png', import.meta.url))

test('on a phone a trade with a screenshot is saved offline and its screenshot opens full screen', async ({ page }) => {
  await new AppPage(page).signInLocally()
  await new OfflineModel(page, page.context()).installAndControl()
  await page.context().setOffline(true)
  await page.goto('/upload')
  const field = (label: string) => page.getByLabel(label, { exact: true })
  await field('Symbol').fill('SOLUSDT')
  await field('Side').selectOption('long')
  await field('Entry price').fill('150')
  await field('Quantity').fill('10')
  await field('Screenshots').setInputFiles(CHART)
  await expect(page.getByRole('list', { name: 'Screenshots to attach' }).getByRole('img', { name: 'btc-chart.png' })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
  await page.getByRole('button', { name: 'Save' }).tap()
  await expect(page.getByText('Created successfully')).toBeVisible()

  await page.goto('/trade-analysis')
  await page.getByRole('link', { name: /SOLUSDT/ }).tap()
  await expect(page.getByRole('heading', { level: 1, name: 'SOLUSDT Long' })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
  await page.getByRole('button', { name: 'Open btc-chart.png' }).tap()
  const viewer = page.getByRole('dialog', { name: 'btc-chart.png' })
  const image = viewer.getByRole('img', { name: 'btc-chart.png' })
  await expect(image).toBeVisible()
  const box = await image.boundingBox()
  expect(box && box.width <= 390).toBe(true)
  await viewer.getByRole('button', { name: 'Close' }).tap()
  await expect(viewer).toBeHidden()
})
