import { expect, type Locator, type Page, test } from '@playwright/test'
import { screenshotSet, type CardSpec } from '../bench/screenshot-set/cards'
import { AppPage } from './support/app-page'
import { JournalPage } from './support/journal-page'
import { OfflineModel } from './support/offline-page'

// Two cards of the generated test set with every figure in the form: a Bybit closed P&L row in
// English and a Binance position card.
const CARDS = screenshotSet(12)
const ROW = CARDS.find((card) => card.style === 'bybit-row' && card.language === 'en')!
const CARD = CARDS.find((card) => card.style === 'binance-card' && card.language === 'en')!

/** The card rendered in Chromium and captured as a PNG, as a trader's screenshot would be. */
async function capture(page: Page, card: CardSpec): Promise<Buffer> {
  const renderer = await page.context().newPage()
  await renderer.setViewportSize({ width: card.viewport.width, height: card.viewport.height })
  await renderer.setContent(card.html)
  const image = await renderer.locator('.card').screenshot({ type: 'png' })
  await renderer.close()
  return image
}

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true })

async function openScreenshotTab(page: Page) {
  await page.goto('/upload')
  await page.getByRole('tab', { name: 'Screenshot' }).click()
}

test('a screenshot is read on the device into a prefilled trade form, saved with the image, then read again offline', async ({ page }) => {
  test.slow() // the reader's first load and two OCR passes on a shared two-core machine
  const app = new AppPage(page)
  await app.signInLocally()
  await new OfflineModel(page, page.context()).installAndControl()
  // Nothing of the reader is fetched before the trader reads a screenshot.
  const readerRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/ocr/')) readerRequests.push(request.url())
  })
  await openScreenshotTab(page)
  expect(readerRequests).toEqual([])

  await page.getByLabel('Screenshots to read').setInputFiles({ name: 'bybit-row.png', mimeType: 'image/png', buffer: await capture(page, ROW) })
  const draft = page.getByRole('region', { name: 'Draft from bybit-row.png' })
  await expect(field(draft, 'Symbol')).toHaveValue(ROW.expected.symbol!, { timeout: 60_000 })
  await expect(field(draft, 'Entry price')).toHaveValue(ROW.expected.entryPrice!)
  await expect(field(draft, 'Exit price')).toHaveValue(ROW.expected.exitPrice!)
  await expect(field(draft, 'Quantity')).toHaveValue(ROW.expected.quantity!)
  await expect(field(draft, 'Side')).toHaveValue(ROW.expected.side!)
  await expect(draft.getByText('Read from the screenshot').first()).toBeVisible()
  expect(readerRequests.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true)
  // The screenshot waits to be attached with the trade.
  await expect(draft.getByRole('list', { name: 'Screenshots to attach' }).getByRole('img', { name: 'bybit-row.png' })).toBeVisible()
  await draft.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved as a trade')).toBeVisible()
  // Settings tells the trader that reading now works offline.
  await page.goto('/settings')
  await page.getByRole('tab', { name: 'Data' }).click()
  await expect(page.getByRole('region', { name: 'Reading screenshots' }).getByText('Available offline on this device.')).toBeVisible()

  // Offline, in a fresh page load: the service worker serves the reader it cached on first use.
  await page.context().setOffline(true)
  await openScreenshotTab(page)
  await page.getByLabel('Screenshots to read').setInputFiles({ name: 'binance-card.png', mimeType: 'image/png', buffer: await capture(page, CARD) })
  const offlineDraft = page.getByRole('region', { name: 'Draft from binance-card.png' })
  await expect(field(offlineDraft, 'Symbol')).toHaveValue(CARD.expected.symbol!, { timeout: 60_000 })
  await expect(field(offlineDraft, 'Entry price')).toHaveValue(CARD.expected.entryPrice!)
  await expect(field(offlineDraft, 'Leverage')).toHaveValue(CARD.expected.leverage!)
})

test('files that are no trade screenshot get a clear message and no draft', async ({ page }) => {
  test.slow()
  await new AppPage(page).signInLocally()
  await openScreenshotTab(page)
  const notATrade = await (async () => {
    const renderer = await page.context().newPage()
    await renderer.setContent('<p style="font: 24px Arial; padding: 40px">Shopping list: milk, bread, apples</p>')
    const image = await renderer.screenshot({ type: 'png' })
    await renderer.close()
    return image
  })()
  await page.getByLabel('Screenshots to read').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    { name: 'broken.png', mimeType: 'image/png', buffer: notATrade.subarray(0, 400) }, // cut off after its header
    { name: 'list.png', mimeType: 'image/png', buffer: notATrade },
  ])
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt is not a PNG or JPEG image' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'broken.png could not be opened as an image' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('alert').filter({ hasText: 'No trade was found in list.png' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('region', { name: /Draft from/ })).toHaveCount(0)
})

test('a screenshot pasted with Ctrl+V becomes a draft', async ({ page }) => {
  test.slow()
  await new AppPage(page).signInLocally()
  await openScreenshotTab(page)
  const image = (await capture(page, CARD)).toString('base64')
  // What the browser fires when an image from the clipboard is pasted on the page.
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const data = new DataTransfer()
    data.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }))
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, image)
  const draft = page.getByRole('region', { name: 'Draft from pasted.png' })
  await expect(field(draft, 'Symbol')).toHaveValue(CARD.expected.symbol!, { timeout: 60_000 })
  await expect(field(draft, 'Exit price')).toHaveValue(CARD.expected.exitPrice!)
})

test('screenshots shared to the installed app land in the Screenshot tab as drafts, a file that is no image with its reason', async ({ page }) => {
  test.slow()
  await new AppPage(page).signInLocally()
  // The installed app's manifest names the share target the service worker answers.
  const manifest = await (await page.request.get('/manifest.webmanifest')).json()
  expect(manifest.share_target).toMatchObject({ action: '/share-target', method: 'POST', enctype: 'multipart/form-data' })
  await new OfflineModel(page, page.context()).installAndControl()
  await page.goto('/journal')

  // What the system's share sheet sends: a multipart POST navigation to the share target.
  await page.evaluate(() => {
    const form = document.createElement('form')
    form.method = 'POST'
    form.action = '/share-target'
    form.enctype = 'multipart/form-data'
    form.innerHTML = '<input type="file" name="screenshots" multiple aria-label="Shared files">'
    document.body.append(form)
  })
  await page.getByLabel('Shared files').setInputFiles([
    { name: 'shared-card.png', mimeType: 'image/png', buffer: await capture(page, CARD) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a screenshot') },
  ])
  await page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/share-target"]')!.submit())

  await expect(page).toHaveURL(/\/upload\?tab=screenshot$/)
  await expect(page.getByRole('tab', { name: 'Screenshot', selected: true })).toBeVisible()
  // Read one after the other, in the order shared.
  const draft = page.getByRole('region', { name: 'Draft from shared-card.png' })
  await expect(field(draft, 'Symbol')).toHaveValue(CARD.expected.symbol!, { timeout: 60_000 })
  await expect(page.getByRole('listitem').filter({ hasText: 'notes.txt' }).getByRole('alert')).toBeVisible()
  // Taken once: a reload of the tab finds nothing waiting and no share message.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Screenshot', selected: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Draft from shared-card.png' })).toHaveCount(0)
  await expect(page.getByText('No screenshot arrived with the share.', { exact: false })).toHaveCount(0)
})

test('Read a screenshot in the New trade dialog fills the form from the image, keeping what was typed; a file that is no image changes nothing', async ({ page }) => {
  test.slow()
  await new AppPage(page).signInLocally()
  await page.goto('/journal')
  await page.getByRole('button', { name: 'Add trade' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New trade' })
  await dialog.getByLabel('Notes').fill('typed before the bad file')

  await dialog.getByLabel('Screenshot to read into this trade').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a screenshot') })
  await expect(dialog.getByRole('alert')).toBeVisible()
  await expect(dialog.getByLabel('Notes')).toHaveValue('typed before the bad file')

  await dialog.getByLabel('Screenshot to read into this trade').setInputFiles({ name: 'bybit-row.png', mimeType: 'image/png', buffer: await capture(page, ROW) })
  const draft = dialog.getByRole('region', { name: 'Draft from bybit-row.png' })
  await expect(field(draft, 'Symbol')).toHaveValue(ROW.expected.symbol!, { timeout: 60_000 })
  await expect(field(draft, 'Entry price')).toHaveValue(ROW.expected.entryPrice!)
  // What was typed before reading stays where the screenshot had nothing to say.
  await expect(field(draft, 'Notes')).toHaveValue('typed before the bad file')
  await draft.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(new JournalPage(page).row(ROW.expected.symbol!)).toHaveCount(1)
})
