// The app's screen reader and parser, bundled alone for the benchmark and the accuracy test: loaded
// into a page of the app's origin so the reader's files come from /ocr/ as in the app.
import { readTradeFromText } from '../../../src/domain/screenshot-reading'
import { loadScreenReader } from '../../../src/features/screenshot-reading/screen-reader'

async function load(): Promise<number> {
  const started = performance.now()
  await loadScreenReader()
  return performance.now() - started
}

async function read(base64: string, type: string) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  const reader = await loadScreenReader()
  const started = performance.now()
  const reading = readTradeFromText(await reader.read(new Blob([bytes], { type })))
  return { reading, ms: performance.now() - started }
}

Object.assign(globalThis, { ScreenshotBench: { load, read } })
