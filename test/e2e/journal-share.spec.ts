import { expect, type Page } from '@playwright/test'
import { test } from '@playwright/test'
import { AppPage } from './support/app-page'
import { btcLong, JournalPage } from './support/journal-page'
import { setBlur } from './support/screens'

test.describe.configure({ timeout: 60_000 })

interface Captured {
  readonly title?: string
  readonly text?: string
  readonly files: { readonly name: string; readonly type: string; readonly bytes: number[] }[]
}

/**
 * The Web Share API as a phone has it (headless Chromium has none): files can be shared, and what
 * the page hands over is kept for the test, the files as bytes.
 */
async function stubFileShare(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = []
    Object.assign(window, { __shared: shared })
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: ShareData) => Array.isArray(data.files) && data.files.length > 0 })
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all((data.files ?? []).map(async (file) => ({ name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())] })))
        shared.push({ title: data.title, text: data.text, files })
      },
    })
  })
}

async function lastShared(page: Page): Promise<Captured> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBeGreaterThan(0)
  return page.evaluate(() => {
    const shared = (window as unknown as { __shared: Captured[] }).__shared
    return shared.splice(0, shared.length).pop() as Captured
  })
}

/** Width and height from a PNG's signature and IHDR chunk. */
function pngSize(bytes: number[]): { width: number; height: number } {
  expect(bytes.slice(0, 8)).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(String.fromCharCode(...bytes.slice(12, 16))).toBe('IHDR')
  const int = (at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
  return { width: int(16), height: int(20) }
}

test('share sends a PNG card of the trade with its text; under blur neither carries an amount', async ({ page }) => {
  await stubFileShare(page)
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  const row = journal.row('BTCUSDT')

  await journal.rowAction(row, 'Share')
  const plain = await lastShared(page)
  expect(plain.title).toBe('BTCUSDT')
  expect(plain.files).toHaveLength(1)
  expect(plain.files[0]).toMatchObject({ name: 'BTCUSDT-trade.png', type: 'image/png' })
  expect(pngSize(plain.files[0]!.bytes)).toEqual({ width: 1200, height: 630 })
  // The text beside the image says what the image shows.
  expect(plain.text).toContain('BTCUSDT · Long · Leverage 10x · Win')
  expect(plain.text).toContain('ROI +16.57%')
  expect(plain.text).toMatch(/Net P&L .*497\.00/)
  await expect(page.getByText('Copied to clipboard')).toHaveCount(0)

  await setBlur(page, true)
  await journal.open()
  await journal.rowAction(journal.row('BTCUSDT'), 'Share')
  const blurred = await lastShared(page)
  expect(pngSize(blurred.files[0]!.bytes)).toEqual({ width: 1200, height: 630 })
  expect(blurred.text).toContain('ROI +16.57%')
  expect(blurred.text).not.toContain('497')
  expect(blurred.text).not.toContain('Net P&L')
  // The image is drawn from the same fields: it differs from the one with the amount.
  expect(blurred.files[0]!.bytes).not.toEqual(plain.files[0]!.bytes)
})

test('without the Web Share API the card is copied as an image, or as text where images cannot be', async ({ page }) => {
  await page.addInitScript(() => {
    const copied: unknown[] = []
    Object.assign(window, { __copied: copied })
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined })
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        write: async (items: ClipboardItem[]) => {
          if ((window as unknown as { __noImages?: boolean }).__noImages) throw new DOMException('Images are not allowed', 'NotAllowedError')
          copied.push({ types: items.flatMap((item) => [...item.types]), text: await (await items[0]!.getType('text/plain')).text() })
        },
        writeText: async (text: string) => void copied.push({ types: ['text/plain'], text }),
      },
    })
  })
  await new AppPage(page).signInLocally()
  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  const copied = () => page.evaluate(() => (window as unknown as { __copied: { types: string[]; text: string }[] }).__copied.slice())

  await journal.rowAction(journal.row('BTCUSDT'), 'Share')
  await expect(page.getByText('The trade card was copied as an image.')).toBeVisible()
  await expect.poll(copied).toHaveLength(1)
  expect((await copied())[0]?.types).toEqual(['image/png', 'text/plain'])

  await page.evaluate(() => Object.assign(window, { __noImages: true }))
  await journal.rowAction(journal.row('BTCUSDT'), 'Share')
  await expect.poll(copied).toHaveLength(2)
  const text = (await copied())[1]
  expect(text?.types).toEqual(['text/plain'])
  expect(text?.text).toContain('ROI +16.57%')
  await expect(page.getByText('Copied to clipboard').last()).toBeVisible()
})
