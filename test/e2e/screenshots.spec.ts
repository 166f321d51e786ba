import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { makePng } from '../fixtures/images/make-png'
import { AppPage } from './support/app-page'
import { OfflineModel } from './support/offline-page'

const CHART = fileURLToPath(new URL('../fixtures/images/btc-chart.png', import.meta.url))

async function startOffline(page: Page) {
  await new AppPage(page).signInLocally()
  await new OfflineModel(page, page.context()).installAndControl()
  await page.context().setOffline(true)
  await page.goto('/upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Trades' })).toBeVisible()
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function fillTrade(page: Page) {
  await field(page, 'Symbol').fill('ETHUSDT')
  await field(page, 'Side').selectOption('short')
  await field(page, 'Entry price').fill('3000')
  await field(page, 'Quantity').fill('2')
  await field(page, 'Notes').fill('Rejected at the **weekly** high')
}

const naturalWidth = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)

test('screenshots attached in the form show as thumbnails on the trade and open full size, offline', async ({ page }) => {
  test.slow() // decodes and compresses a 2000 x 1000 image on a shared two-core machine
  await startOffline(page)
  await fillTrade(page)
  await field(page, 'Screenshots').setInputFiles([
    { name: 'btc-chart.png', mimeType: 'image/png', buffer: readFileSync(CHART) },
    { name: 'wide-chart.png', mimeType: 'image/png', buffer: makePng(2000, 1000) },
  ])
  const pending = page.getByRole('list', { name: 'Screenshots to attach' })
  await expect(pending.getByRole('img', { name: 'btc-chart.png' })).toBeVisible()
  await expect(pending.getByRole('img', { name: 'wide-chart.png' })).toBeVisible()
  // Removing one and picking it again is possible.
  await page.getByRole('button', { name: 'Remove btc-chart.png' }).click()
  await expect(pending.getByRole('img')).toHaveCount(1)
  await field(page, 'Screenshots').setInputFiles(CHART)
  await expect(pending.getByRole('img')).toHaveCount(2)

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible()
  await expect(pending).toBeHidden()

  await page.goto('/trade-analysis')
  await page.getByRole('link', { name: /ETHUSDT/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'ETHUSDT Short' })).toBeVisible()
  const gallery = page.getByRole('list', { name: 'Screenshots of this trade' })
  const wideThumb = gallery.getByRole('img', { name: 'wide-chart.png' })
  await expect(wideThumb).toBeVisible()
  await expect(gallery.getByRole('img', { name: 'btc-chart.png' })).toBeVisible()
  // The thumbnail is the compressed display copy (long edge 1600 px), the viewer the original.
  await expect.poll(() => naturalWidth(wideThumb)).toBe(1600)

  await page.getByRole('button', { name: 'Open wide-chart.png' }).click()
  let viewer = page.getByRole('dialog', { name: 'wide-chart.png' })
  await expect(viewer.getByText('Screenshot 1 of 2')).toBeVisible()
  await expect.poll(() => naturalWidth(viewer.getByRole('img', { name: 'wide-chart.png' }))).toBe(2000)
  await page.keyboard.press('ArrowRight')
  viewer = page.getByRole('dialog', { name: 'btc-chart.png' })
  await expect(viewer.getByText('Screenshot 2 of 2')).toBeVisible()
  await expect.poll(() => naturalWidth(viewer.getByRole('img', { name: 'btc-chart.png' }))).toBe(320)
  await viewer.getByRole('button', { name: 'Previous screenshot' }).click()
  viewer = page.getByRole('dialog', { name: 'wide-chart.png' })
  await expect(viewer).toBeVisible()

  // Delete asks first; cancelling keeps it.
  await viewer.getByRole('button', { name: 'Delete screenshot' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this screenshot?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await viewer.getByRole('button', { name: 'Delete screenshot' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Deleted successfully')).toBeVisible()
  viewer = page.getByRole('dialog', { name: 'btc-chart.png' })
  await expect(viewer.getByText('Screenshot 1 of 1')).toBeVisible()
  await viewer.getByRole('button', { name: 'Close' }).click()
  await expect(viewer).toBeHidden()
  await expect(gallery.getByRole('img')).toHaveCount(1)

  await page.reload()
  await expect(gallery.getByRole('img', { name: 'btc-chart.png' })).toBeVisible()
  await expect.poll(() => naturalWidth(gallery.getByRole('img', { name: 'btc-chart.png' }))).toBe(320)
})

test('a renamed non-image is refused with a message, and nothing typed is lost', async ({ page }) => {
  test.slow() // hands a 20 MB file to the browser
  await startOffline(page)
  await fillTrade(page)
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
  await field(page, 'Screenshots').setInputFiles([
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text pretending to be a picture') },
    { name: 'animated.png', mimeType: 'image/png', buffer: gif },
    { name: 'statement.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([readFileSync(CHART), Buffer.alloc(20 * 1024 * 1024)]) },
  ])
  await expect(page.getByText('notes.png is not a PNG or JPEG image')).toBeVisible()
  await expect(page.getByText('animated.png is not a PNG or JPEG image')).toBeVisible()
  await expect(page.getByText('statement.jpg is not a PNG or JPEG image')).toBeVisible()
  await expect(page.getByText('huge.png is larger than 20 MB')).toBeVisible()
  await expect(field(page, 'Screenshots')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('list', { name: 'Screenshots to attach' })).toBeHidden()
  // Everything typed is still there.
  await expect(field(page, 'Symbol')).toHaveValue('ETHUSDT')
  await expect(field(page, 'Side')).toHaveValue('short')
  await expect(field(page, 'Entry price')).toHaveValue('3000')
  await expect(field(page, 'Quantity')).toHaveValue('2')
  await expect(field(page, 'Notes')).toHaveValue('Rejected at the **weekly** high')

  // A JPEG named .png is judged by its bytes and accepted; the old messages go with the new pick.
  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 64
    canvas.height = 48
    const context = canvas.getContext('2d')!
    context.fillStyle = '#16a34a'
    context.fillRect(0, 0, 64, 48)
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!
  })
  await field(page, 'Screenshots').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(jpeg, 'base64') })
  await expect(page.getByRole('list', { name: 'Screenshots to attach' }).getByRole('img', { name: 'photo.png' })).toBeVisible()
  await expect(page.getByText('notes.png is not a PNG or JPEG image')).toBeHidden()
  await expect(field(page, 'Screenshots')).not.toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible()
  await page.goto('/trade-analysis')
  await page.getByRole('link', { name: /ETHUSDT/ }).click()
  await expect(page.getByRole('list', { name: 'Screenshots of this trade' }).getByRole('img', { name: 'photo.png' })).toBeVisible()
})

test('screenshots can be added on the trade page, with the same checks', async ({ page }) => {
  await startOffline(page)
  await fillTrade(page)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Created successfully')).toBeVisible()
  await page.goto('/trade-analysis')
  await page.getByRole('link', { name: /ETHUSDT/ }).click()
  await expect(page.getByText('No screenshots yet.')).toBeVisible()

  await field(page, 'Add screenshots').setInputFiles({ name: 'fake.jpeg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>nope</html>') })
  await expect(page.getByText('fake.jpeg is not a PNG or JPEG image')).toBeVisible()
  await field(page, 'Add screenshots').setInputFiles(CHART)
  await expect(page.getByText('Saved successfully')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Screenshots of this trade' }).getByRole('img', { name: 'btc-chart.png' })).toBeVisible()
})

test('on desktop an image can be dropped on the field or pasted into the form', async ({ page }) => {
  await startOffline(page)
  await fillTrade(page)
  const base64 = readFileSync(CHART).toString('base64')
  // Synthetic events carry real files, as a drag from the desktop or a paste of a copied image does.
  await page.evaluate(
    ({ data }) => {
      const file = (name: string) => new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type: 'image/png' })
      const dropped = new DataTransfer()
      dropped.items.add(file('dropped.png'))
      // The drop zone wraps the field: input -> field -> zone.
      const zone = document.querySelector('input[name="screenshots"]')!.parentElement!.parentElement!
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: dropped, bubbles: true, cancelable: true }))
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dropped, bubbles: true, cancelable: true }))
      const pasted = new DataTransfer()
      pasted.items.add(file('pasted.png'))
      document.querySelector('textarea[name="notes"]')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true, cancelable: true }))
    },
    { data: base64 },
  )
  const pending = page.getByRole('list', { name: 'Screenshots to attach' })
  await expect(pending.getByRole('img', { name: 'dropped.png' })).toBeVisible()
  await expect(pending.getByRole('img', { name: 'pasted.png' })).toBeVisible()
  // Pasting an image does not paste anything into the text field it landed in.
  await expect(field(page, 'Notes')).toHaveValue('Rejected at the **weekly** high')
})
