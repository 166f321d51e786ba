import type { Browser } from 'playwright-core'
import { build } from 'rolldown'
import type { CardSpec } from './cards'

export interface CardResult {
  readonly card: CardSpec
  readonly ms: number
  readonly right: number
  readonly expected: number
  /** Fields read with a value other than the card's, or read where the card shows none. */
  readonly wrong: readonly { field: string; read: string; expected: string | undefined; confidence: string }[]
  readonly missing: readonly string[]
}

interface Reading {
  readonly fields: Record<string, { value: string; confidence: string }>
}

/** The card as a trader's screenshot: rendered at its device size, degraded as the card says. */
export async function captureCard(browser: Browser, card: CardSpec): Promise<{ bytes: Buffer; type: string }> {
  const context = await browser.newContext({
    viewport: { width: card.viewport.width, height: card.viewport.height },
    deviceScaleFactor: card.viewport.scale * (card.degradation === 'scale075' ? 0.75 : 1),
  })
  const renderer = await context.newPage()
  try {
    await renderer.setContent(card.html)
    const jpeg = card.degradation === 'jpeg60'
    const bytes = await renderer.screenshot(jpeg ? { type: 'jpeg', quality: 60 } : { type: 'png' })
    return { bytes, type: jpeg ? 'image/jpeg' : 'image/png' }
  } finally {
    await context.close()
  }
}

const same = (read: string, expected: string) => read === expected || (/^-?[\d.]+$/.test(read) && /^-?[\d.]+$/.test(expected) && Number(read) === Number(expected))

export function score(card: CardSpec, reading: Reading, ms: number): CardResult {
  const wrong: CardResult['wrong'][number][] = []
  const missing: string[] = []
  let right = 0
  for (const [field, expected] of Object.entries(card.expected)) {
    const read = reading.fields[field]
    if (!read) missing.push(field)
    else if (same(read.value, expected)) right += 1
    else wrong.push({ field, read: read.value, expected, confidence: read.confidence })
  }
  for (const [field, read] of Object.entries(reading.fields)) {
    if (!(field in card.expected)) wrong.push({ field, read: read.value, expected: undefined, confidence: read.confidence })
  }
  return { card, ms, right, expected: Object.keys(card.expected).length, wrong, missing }
}

/**
 * Loads the bundled reader (reader-entry.ts) into a blank page of `origin` (the app's server, which
 * serves /ocr/), then reads every card. Returns the reader's first-load time and each card's score.
 */
export async function readCards(browser: Browser, origin: string, bundle: string, cards: readonly CardSpec[], onCard?: (result: CardResult) => void) {
  const context = await browser.newContext()
  const page = await context.newPage()
  // A blank page on the app's origin: the reader's files are fetched from the app's server, same origin.
  await page.route(`${origin}/__screenshot-bench`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }))
  await page.goto(`${origin}/__screenshot-bench`)
  await page.addScriptTag({ content: bundle })
  const firstLoadMs = await page.evaluate(() => (globalThis as unknown as { ScreenshotBench: { load: () => Promise<number> } }).ScreenshotBench.load())
  const results: CardResult[] = []
  for (const card of cards) {
    const image = await captureCard(browser, card)
    const { reading, ms } = await page.evaluate(
      ([base64, type]) =>
        (globalThis as unknown as { ScreenshotBench: { read: (b: string, t: string) => Promise<{ reading: Reading; ms: number }> } }).ScreenshotBench.read(base64, type),
      [image.bytes.toString('base64'), image.type] as const,
    )
    const result = score(card, reading, ms)
    results.push(result)
    onCard?.(result)
  }
  await context.close()
  return { firstLoadMs, results }
}

/** reader-entry.ts as one script (rolldown, as the metrics benchmark bundles its engine). */
export async function bundleReader(): Promise<string> {
  const output = await build({
    input: new URL('./reader-entry.ts', import.meta.url).pathname,
    write: false,
    platform: 'browser',
    output: { format: 'iife', codeSplitting: false },
    logLevel: 'silent',
  })
  return output.output[0].code
}
