// Bundle size: the gzip size of the JavaScript a first visit to each route actually loads.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { prepareContext } from './routes.mjs'

const gzipCache = new Map()

/** Raw and gzip size of a file in dist/ (default zlib level, as Vite's own build report uses). */
function fileSizes(distDir, pathname) {
  const file = join(distDir, decodeURIComponent(pathname))
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(file)
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length })
  }
  return gzipCache.get(file)
}

/** Totals of a list of files, with the files themselves, largest first (to see what to split). */
function sum(files, distDir) {
  const items = files.map((file) => ({ file, ...fileSizes(distDir, file) })).sort((a, b) => b.gzip - a.gzip)
  return {
    raw: items.reduce((total, item) => total + item.raw, 0),
    gzip: items.reduce((total, item) => total + item.gzip, 0),
    files: items.length,
    items,
  }
}

/**
 * What index.html loads before any route code: the entry script and its modulepreloads (Vite lists
 * every static import of the entry there), and the stylesheets.
 */
export function entrySizes(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1]
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  const js = []
  const css = []
  for (const tag of tags) {
    if (tag.startsWith('<script') && /type="module"/.test(tag) && attr(tag, 'src')) js.push(attr(tag, 'src'))
    if (tag.startsWith('<link') && /rel="modulepreload"/.test(tag)) js.push(attr(tag, 'href'))
    if (tag.startsWith('<link') && /rel="stylesheet"/.test(tag)) css.push(attr(tag, 'href'))
  }
  const local = (list) => list.filter((href) => href?.startsWith('/')).map((href) => href.split('?')[0])
  return { js: sum(local(js), distDir), css: sum(local(css), distDir) }
}

/** Every JS file in dist/ (what the service worker precaches for offline use). */
export function allJsSizes(distDir) {
  const files = []
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}/${entry.name}`)
      else if (entry.name.endsWith('.js')) files.push(`${prefix}/${entry.name}`)
    }
  }
  if (existsSync(distDir)) walk(distDir, '')
  const { items, ...totals } = sum(files, distDir)
  return { ...totals, largest: items.slice(0, 10) }
}

/**
 * Opens `route` in a fresh context with service workers blocked (the worker would precache every
 * chunk and inflate the count) and sums the JS and CSS responses until the network is idle.
 */
async function measureRoute(browser, baseUrl, distDir, route) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  await prepareContext(context, route)
  const page = await context.newPage()
  const js = new Set()
  const css = new Set()
  const origin = new URL(baseUrl).origin
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin !== origin || response.status() !== 200) return
    // The route's message files (src/i18n/route-messages) count with the code: they replaced a JS catalog.
    if (url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs') || /^\/assets\/messages-.+\.json$/.test(url.pathname)) js.add(url.pathname)
    else if (url.pathname.endsWith('.css')) css.add(url.pathname)
  })
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout: 30_000 })
    // A lazily loaded screen may start more requests once it renders: wait for a second quiet period.
    await page.waitForLoadState('networkidle', { timeout: 10_000 })
    const finalPath = new URL(page.url()).pathname
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? null)
    const present = [...js].filter((pathname) => existsSync(join(distDir, pathname)))
    const presentCss = [...css].filter((pathname) => existsSync(join(distDir, pathname)))
    return { route, finalPath, heading, js: sum(present, distDir), css: sum(presentCss, distDir), errors }
  } catch (error) {
    return { route, error: error.message.split('\n')[0], js: null, css: null, errors }
  } finally {
    await context.close()
  }
}

/** Measures the routes two at a time (unthrottled: only bytes are counted here). */
export async function measureBundles(browser, baseUrl, distDir, routes, { concurrency = 2 } = {}) {
  const results = new Array(routes.length)
  let next = 0
  const worker = async () => {
    while (next < routes.length) {
      const index = next++
      results[index] = await measureRoute(browser, baseUrl, distDir, routes[index])
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}
