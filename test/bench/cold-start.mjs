// Cold start: navigation start -> first contentful paint -> app shell painted -> screen heading,
// online (a first visit) and offline (a fresh navigation answered by the service worker), with the
// CPU throttled 4x through the DevTools protocol.
import { prepareContext } from './routes.mjs'

export const CPU_THROTTLE = 4
const NAV_TIMEOUT = 20_000

/**
 * Installed before any page script. Checks once per animation frame, so each mark is the frame in
 * which the element was first painted, in ms since navigation start (performance.now()'s origin).
 *   root:    #root has any child (may be the 'Loading...' spinner)
 *   shell:   a landmark of the real UI is visible: nav, header, main or h1
 *   heading: the screen's h1 is visible
 */
function installMarks() {
  const marks = (window.__coldStart = {})
  const visible = (element) => {
    const box = element?.getBoundingClientRect()
    return Boolean(box && box.width > 0 && box.height > 0)
  }
  const check = () => {
    const root = document.getElementById('root')
    if (root) {
      const now = performance.now()
      if (marks.root === undefined && root.childElementCount > 0) marks.root = now
      if (marks.shell === undefined && [...root.querySelectorAll('nav, header, main, h1')].some(visible)) marks.shell = now
      if (marks.heading === undefined && visible(root.querySelector('h1'))) marks.heading = now
    }
    if (marks.heading === undefined) requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

async function throttledPage(context) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
  return page
}

/** One navigation; the figures of a run that never shows the shell are null. */
async function measureNavigation(page, url) {
  let fromServiceWorker = null
  try {
    const response = await page.goto(url, { waitUntil: 'commit', timeout: NAV_TIMEOUT })
    fromServiceWorker = response?.fromServiceWorker() ?? null
    await page.waitForFunction(() => window.__coldStart?.shell !== undefined, null, { timeout: NAV_TIMEOUT })
    // The heading follows the shell once the screen's chunk has loaded; a screen without h1 gives null.
    await page.waitForFunction(() => window.__coldStart?.heading !== undefined, null, { timeout: 5_000 }).catch(() => {})
    // First contentful paint can come after the shell is in the DOM (text waits for its web font).
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 5_000 }).catch(() => {})
  } catch (error) {
    return { fcp: null, root: null, shell: null, heading: null, fromServiceWorker, error: error.message.split('\n')[0] }
  }
  const marks = await page.evaluate(() => ({
    ...window.__coldStart,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }))
  return { fcp: marks.fcp, root: marks.root ?? null, shell: marks.shell ?? null, heading: marks.heading ?? null, fromServiceWorker }
}

/** A first visit: new context each run, so no HTTP cache, no service worker, no IndexedDB. */
export async function measureOnline(browser, baseUrl, route, runs) {
  const results = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    await prepareContext(context, route)
    await context.addInitScript(installMarks)
    const page = await throttledPage(context)
    results.push(await measureNavigation(page, `${baseUrl}${route}`))
    await context.close()
  }
  return results
}

/**
 * Visits `route` once online (unthrottled) and waits until the service worker is active, i.e. has
 * precached everything; then, with the context offline, opens a NEW page per run: a fresh
 * navigation that only the service worker can answer.
 */
export async function measureOffline(browser, baseUrl, route, runs) {
  const context = await browser.newContext()
  await prepareContext(context, route)
  try {
    const first = await context.newPage()
    await first.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 30_000 })
    await first.evaluate(async () => {
      if (!('serviceWorker' in navigator)) throw new Error('no service worker support')
      // The app registers its worker itself (src/pwa); give up after 30 s rather than hang.
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker became active within 30 s')), 30_000))
      await Promise.race([navigator.serviceWorker.ready, timeout])
    })
    await first.close()
    await context.addInitScript(installMarks)
    await context.setOffline(true)
    const results = []
    for (let run = 0; run < runs; run++) {
      const page = await throttledPage(context)
      results.push(await measureNavigation(page, `${baseUrl}${route}`))
      await page.close()
    }
    return results
  } catch (error) {
    const failed = { fcp: null, root: null, shell: null, heading: null, fromServiceWorker: null, error: error.message.split('\n')[0] }
    return Array.from({ length: runs }, () => failed)
  } finally {
    await context.close()
  }
}
