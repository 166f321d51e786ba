import { expect, test } from '@playwright/test'
import { JournalPage } from './support/journal-page'
import { exchangeFixture, ImportPage } from './support/import-page'
import { fitsPhoneScreen, startOffline } from './support/screens'

test('on a phone a Binance futures trade history is checked, imported and listed', async ({ page }) => {
  test.slow()
  await startOffline(page)
  const imports = new ImportPage(page)
  await imports.open()
  await imports.choose(exchangeFixture('binance/usdm-trade-history.csv'))
  await expect(imports.file('usdm-trade-history.csv').getByText('USD-M futures trade history', { exact: true })).toBeVisible()
  const fitsScreen = () => fitsPhoneScreen(page)
  expect(await fitsScreen()).toBe(true)
  await imports.confirm(1)
  await expect(imports.record('usdm-trade-history.csv')).toContainText('4 trades')
  const journal = new JournalPage(page)
  await journal.open()
  await expect(journal.rows()).toHaveCount(4)

  // Picked again: every previewed row is marked, and the card still fits.
  await imports.open()
  await imports.choose(exchangeFixture('binance/usdm-trade-history.csv'))
  const again = imports.file('usdm-trade-history.csv')
  await expect(again.getByRole('cell', { name: 'Already imported', exact: true })).toHaveCount(12)
  await expect(again.getByText(/Every row shown is already in your journal/)).toBeVisible()
  expect(await fitsScreen()).toBe(true)
})

test('on a phone in Spanish, the long name of a funding export wraps in its card instead of widening the page', async ({ page }) => {
  test.slow()
  await startOffline(page)
  await page.evaluate(() => localStorage.setItem('app-language', 'es'))
  await page.goto('/upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Subir operaciones' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('tab', { name: 'CSV' }).click()
  await expect(page.getByRole('heading', { name: 'Historial de importaciones' })).toBeVisible({ timeout: 20_000 })
  const file = exchangeFixture('binance/usdm-transaction-history.csv')
  await page.getByLabel('Archivos CSV').setInputFiles(file)
  const card = page.getByRole('list', { name: 'Archivos seleccionados' }).getByRole('listitem').filter({ hasText: file.name }).first()
  await expect(card.getByText('Historial de transacciones de futuros USD-M (financiación)', { exact: true })).toBeVisible()
  // Amounts in the preview with a decimal comma.
  await expect(card.getByRole('cell', { name: '-0,3 USDT', exact: true })).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)

  // Imported, then picked again: its rows are marked as already imported, in Spanish.
  await page.getByRole('button', { name: 'Importar 1 archivo' }).click()
  await expect(page.getByText('Operaciones subidas correctamente')).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('Archivos CSV').setInputFiles(file)
  await expect(card.getByRole('cell', { name: 'Ya importada', exact: true })).toHaveCount(9)
  await expect(card.getByText(/Todas las filas mostradas ya están en tu diario/)).toBeVisible()
  expect(await fitsPhoneScreen(page)).toBe(true)
})
