// `npm run bench -- --only screenshot`: the screen reader on the generated test set (issue 30).
// Renders --screenshot-images cards (default 150) in Chromium from known values, reads each with the
// app's reader from the built app's /ocr/ files and prints field accuracy, wrong-but-sure fields,
// the median read time and the reader's first load.
import { importTypeScript } from '../../sync/local/typescript-module.mjs'
import { median } from './stats.mjs'

export const SCREENSHOT_IMAGES = 150
export const SCREENSHOT_GOALS = { accuracy: 0.95, wrongSure: 0, readMs: 3000, firstLoadMs: 5000 }

export async function measureScreenshotReading(browser, origin, { images = SCREENSHOT_IMAGES } = {}) {
  const { screenshotSet } = await importTypeScript('test/bench/screenshot-set/cards.ts')
  const { readCards, bundleReader } = await importTypeScript('test/bench/screenshot-set/read-set.ts')
  const cards = screenshotSet(images)
  console.log(`\nScreenshot reading: ${cards.length} generated screenshots (Binance, Bybit, OKX; en/es/pt; light/dark; phone/desktop; degraded)`)
  const { firstLoadMs, results } = await readCards(browser, origin, await bundleReader(), cards, (result) => {
    if (result.wrong.length || result.missing.length) {
      const wrong = result.wrong.map((w) => `${w.field}=${w.read} (${w.confidence}; card: ${w.expected ?? 'none'})`).join(', ')
      console.log(
        `  ${result.card.id} ${result.card.viewport.name} ${result.card.theme} ${result.card.degradation}: ${wrong}${result.missing.length ? ` missing ${result.missing.join(',')}` : ''}`,
      )
    }
  })
  const expected = results.reduce((sum, r) => sum + r.expected, 0)
  const right = results.reduce((sum, r) => sum + r.right, 0)
  const wrong = results.flatMap((r) => r.wrong)
  const wrongSure = wrong.filter((w) => w.confidence === 'high').length
  const phoneMs = median(results.filter((r) => r.card.viewport.name === 'phone').map((r) => r.ms))
  const allMs = median(results.map((r) => r.ms))
  const groups = new Map()
  for (const r of results) {
    for (const key of [r.card.style, r.card.language, r.card.degradation, r.card.theme, r.card.viewport.name]) {
      const group = groups.get(key) ?? { right: 0, expected: 0 }
      group.right += r.right
      group.expected += r.expected
      groups.set(key, group)
    }
  }
  const summary = {
    images: results.length,
    fields: expected,
    right,
    accuracy: right / expected,
    wrong: wrong.length,
    wrongSure,
    missing: results.reduce((sum, r) => sum + r.missing.length, 0),
    medianReadMsPhone: phoneMs,
    medianReadMs: allMs,
    firstLoadMs,
    byGroup: Object.fromEntries([...groups].map(([key, g]) => [key, g.right / g.expected])),
  }
  const pct = (value) => `${(value * 100).toFixed(1)} %`
  const met = (ok) => (ok ? 'met' : 'NOT met')
  console.log(`  fields exactly right: ${right} / ${expected} = ${pct(summary.accuracy)} (goal >= 95 %: ${met(summary.accuracy >= SCREENSHOT_GOALS.accuracy)})`)
  console.log(`  wrong: ${wrong.length}, of which marked sure: ${wrongSure} (goal 0: ${met(wrongSure === 0)}); missing (left empty): ${summary.missing}`)
  console.log(`  median read, phone screenshot: ${Math.round(phoneMs)} ms (goal < 3000 ms: ${met(phoneMs < SCREENSHOT_GOALS.readMs)}); all: ${Math.round(allMs)} ms`)
  console.log(`  reader's first load: ${Math.round(firstLoadMs)} ms (goal < 5000 ms: ${met(firstLoadMs < SCREENSHOT_GOALS.firstLoadMs)})`)
  console.log(`  accuracy by group: ${[...groups].map(([key, g]) => `${key} ${pct(g.right / g.expected)}`).join(', ')}`)
  return summary
}
