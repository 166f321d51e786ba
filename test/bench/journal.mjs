// The journal with 10,000 trades in the local database, in headless Chromium with the CPU throttled
// 4x: time to open /journal and show the first rows, to apply a filter, and to save one trade; and
// the floors of the cold open: the same first screen, and its trade list alone, as static pages with
// no script.
//
// The trades get there through the app itself: /dashboard?sampleTrades=10000 makes the first-run
// panel's 'Load sample journal' write a 10,000-trade sample (src/features/sample-data/sample-search.ts
// says why that flag is harmless in production). Everything is found by role and accessible name, as
// a trader (or a screen reader) finds it, so the bench keeps working while the screens change.
import { CPU_THROTTLE } from './cold-start.mjs'
import { prepareContext } from './routes.mjs'

export const JOURNAL_TRADES = 10_000
const LOAD_TIMEOUT = 10 * 60_000
const STEP_TIMEOUT = 60_000
const LIST_NAME = 'Trades'

/**
 * Installed before any page script. Times come from performance.now() (ms since navigation start).
 *   firstRow: when the first frame showing a row of the trade list was presented (this page load):
 *     the first row on screen is marked for Element Timing the moment it enters the DOM, before any
 *     frame can paint it, and the first frame that paints its text reports its presentation time. The
 *     first task after that frame (as `watch` ends) can come much later on a cold open: it may queue
 *     behind the app's module scripts, which the trader does not wait for to see the rows.
 *   watch(kind, arg): arms a measurement that starts at the next user event of that kind (the
 *     event's own timestamp) and ends when the first frame showing the expected rows has painted.
 * A MutationObserver notices the DOM change the moment React commits it. A change made while a frame
 * is being produced (inside a requestAnimationFrame callback, where the app batches its updates) is
 * painted by that frame; any other change by the next one. "End" is the first task after that
 * frame's paint (a message posted from the frame), so it includes the frame's style, layout and paint.
 */
export function installJournalProbe({ listName, firstRowSignal: FIRST_ROW_SIGNAL, resultSignal: RESULT_SIGNAL }) {
  const probe = (window.__journalBench = { firstRow: undefined, heading: undefined, pending: null, result: null })
  // Frames: `inFrame` while requestAnimationFrame callbacks (and their microtasks) run; the listeners
  // in `afterFrame` run in the first task after that frame has painted.
  let inFrame = false
  let afterFrame = []
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    inFrame = false
    const due = afterFrame
    afterFrame = []
    for (const listener of due) listener(performance.now())
  }
  const nativeRaf = window.requestAnimationFrame.bind(window)
  let frameHooked = false
  const hookFrame = () => {
    if (frameHooked) return
    frameHooked = true
    nativeRaf(() => {
      frameHooked = false
      inFrame = true
      channel.port2.postMessage(0)
    })
  }
  window.requestAnimationFrame = (callback) => {
    hookFrame()
    return nativeRaf(callback)
  }
  /** Calls `listener` with the time just after the frame that paints the current DOM. */
  const whenPainted = (listener) => {
    if (inFrame) afterFrame.push(listener)
    else {
      afterFrame.push(listener)
      hookFrame()
    }
  }
  const rows = () => {
    const list = [...document.querySelectorAll('ul[aria-label], ol[aria-label], [role="list"][aria-label]')].find((element) => element.getAttribute('aria-label') === listName)
    return list ? [...list.querySelectorAll(':scope > li, :scope > [role="listitem"]')] : []
  }
  const onScreen = (element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight
  }
  const visibleRows = () => rows().filter(onScreen)
  const setSize = () => Number(rows()[0]?.getAttribute('aria-setsize') ?? NaN)
  probe.setSize = setSize
  probe.visibleRowTexts = () => visibleRows().map((row) => row.textContent ?? '')

  // The checks that read the DOM alone come first: the position checks force a style and layout pass,
  // which, run on every mutation that cannot match yet, would add work the trader's page never does.
  const predicates = {
    firstRow: () => {
      const all = rows()
      return all.length > 0 && all.some(onScreen)
    },
    // Filtered: a different number of rows than before, and every row on screen has the label.
    filtered: ({ before, label }, isOnScreen = onScreen) => {
      if (rows().length === 0 || setSize() === before) return false
      const shown = rows().filter(isOnScreen)
      return shown.length > 0 && shown.every((row) => (row.textContent ?? '').includes(label))
    },
    // Saved: the top row is the new trade (newest first).
    newRow: ({ text }, isOnScreen = onScreen) => {
      const top = rows().find((row) => row.getAttribute('aria-posinset') === '1') ?? rows()[0]
      return Boolean(top && (top.textContent ?? '').includes(text) && isOnScreen(top))
    },
  }

  // Element Timing reports the first paint of a marked element's text (Chromium); elsewhere the first
  // task after the frame stands in.
  const ROW_MARK = 'journal-bench-row'
  const elementTiming = PerformanceObserver.supportedEntryTypes?.includes('element') ?? false
  if (elementTiming) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.identifier !== ROW_MARK || probe.firstRow !== undefined) continue
        probe.firstRow = entry.renderTime || entry.startTime
        console.debug(FIRST_ROW_SIGNAL)
      }
    }).observe({ type: 'element', buffered: true })
  }

  let rowsMarked = false
  let headingRequested = false
  const check = () => {
    // The screen's h1: how much of a cold open is the app booting and the database opening.
    if (!headingRequested) {
      const heading = document.querySelector('main h1')
      if (heading && onScreen(heading)) {
        headingRequested = true
        whenPainted((at) => (probe.heading = at))
      }
    }
    if (!rowsMarked && predicates.firstRow()) {
      rowsMarked = true
      if (elementTiming) {
        // One row is enough (the rows on screen paint in one frame); text is reported on the element
        // that lays it out, so every element of the row is marked.
        const [row] = visibleRows()
        for (const element of [row, ...row.querySelectorAll('*')]) element.setAttribute('elementtiming', ROW_MARK)
      } else
        whenPainted((at) => {
          probe.firstRow = at
          console.debug(FIRST_ROW_SIGNAL)
        })
    }
    const pending = probe.pending
    // A timed change is seen from the DOM alone, assuming its rows on screen; their positions are read
    // after the frame has painted, when layout is clean. Read here, among the app's own mutations,
    // they forced a style and layout pass in the middle of the work being timed.
    if (pending && pending.start !== undefined && !pending.seen && predicates[pending.kind](pending.arg, () => true)) {
      pending.seen = performance.now()
      whenPainted((at) => {
        if (!predicates[pending.kind](pending.arg)) {
          // Not on screen after all: looked for again after the next frame.
          pending.seen = undefined
          whenPainted(check)
          return
        }
        probe.result = { start: pending.start, dom: pending.seen, end: at }
        console.debug(RESULT_SIGNAL)
        probe.pending = null
      })
    }
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })

  const eventKinds = { click: 'click', change: 'change' }
  for (const type of Object.values(eventKinds)) {
    document.addEventListener(
      type,
      (event) => {
        const pending = probe.pending
        if (pending && pending.start === undefined && pending.event === type) pending.start = event.timeStamp
      },
      true,
    )
  }
  probe.watch = (kind, event, arg) => {
    probe.result = null
    probe.pending = { kind, event, arg, start: undefined, seen: undefined }
  }
}

const FIRST_ROW_SIGNAL = 'journal-bench:first-row'
const RESULT_SIGNAL = 'journal-bench:result'

/**
 * Resolves when the probe logs `signal`. Timed work is awaited this way, not by polling the page:
 * each poll runs script on the page's main thread (the first one injects Playwright's helper, ~40 ms
 * with the CPU throttled), which delayed a cold load's paint being timed by about 100 ms.
 */
export function painted(page, signal) {
  return page.waitForEvent('console', { predicate: (message) => message.text() === signal, timeout: STEP_TIMEOUT })
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
}

/** Arms a watch, runs the action, and returns the event-to-frame time in ms. */
async function timed(page, kind, event, arg, action) {
  await page.evaluate(([k, e, a]) => window.__journalBench.watch(k, e, a), [kind, event, arg])
  const result = painted(page, RESULT_SIGNAL)
  await action()
  await result
  const { start, end } = await page.evaluate(() => window.__journalBench.result)
  return end - start
}

const list = (page) => page.getByRole('list', { name: LIST_NAME, exact: true })

/** Every trade read (the list first shows only the newest rows, then all of them). */
async function waitForWholeList(page, total) {
  await page.waitForFunction((n) => window.__journalBench.setSize() >= n, total, { timeout: STEP_TIMEOUT, polling: 100 })
}

/** Fills a journal with `trades` sample trades through the first-run panel; returns the count. */
async function fillJournal(context, baseUrl, trades, log) {
  const page = await context.newPage()
  try {
    const started = performance.now()
    await page.goto(`${baseUrl}/dashboard?sampleTrades=${trades}`, { waitUntil: 'load' })
    await page.getByRole('button', { name: 'Load sample journal' }).click({ timeout: STEP_TIMEOUT })
    await page.getByText('Created successfully').waitFor({ timeout: LOAD_TIMEOUT })
    log(`  loaded ${trades} sample trades through the first-run panel in ${Math.round((performance.now() - started) / 1000)} s`)
  } finally {
    await page.close()
  }
}

/** One run in a fresh, throttled page: open, filter, save, and open again from the navigation. */
async function measureRun(context, baseUrl, total, run) {
  const page = await context.newPage()
  await throttle(context, page)
  const sample = { firstRows: null, heading: null, firstRowsInApp: null, filter: null, save: null }
  try {
    // (a) navigation start -> first rows on screen, a cold page load of /journal.
    const firstRow = painted(page, FIRST_ROW_SIGNAL)
    await page.goto(`${baseUrl}/journal`, { waitUntil: 'commit' })
    await firstRow
    Object.assign(sample, await page.evaluate(() => ({ firstRows: window.__journalBench.firstRow, heading: window.__journalBench.heading ?? null })))
    await waitForWholeList(page, total)

    // (b) choose Side: Short in the filters -> only short trades listed.
    const side = page.getByRole('region', { name: 'Filters' }).getByLabel('Side', { exact: true })
    sample.filter = await timed(page, 'filtered', 'change', { before: total, label: 'Short' }, () => side.selectOption('short'))
    await side.selectOption('')
    await waitForWholeList(page, total)

    // (c) click Save in the 'Add trade' dialog -> the new trade at the top of the list.
    await page.getByRole('button', { name: 'Add trade', exact: true }).click()
    const dialog = page.getByRole('dialog')
    const symbol = `BENCH${run}USDT`
    await dialog.getByLabel('Symbol', { exact: true }).fill(symbol)
    await dialog.getByLabel('Entry price', { exact: true }).fill('100')
    await dialog.getByLabel('Quantity', { exact: true }).fill('1')
    // Opened a day ahead, a minute apart per run: the newest trade, so the top row, whatever the clock.
    const openedAt = await page.evaluate((minutes) => {
      const at = new Date(Date.now() + 86_400_000 + minutes * 60_000)
      const pad = (n) => String(n).padStart(2, '0')
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
    }, run)
    await dialog.getByLabel('Opened at', { exact: true }).fill(openedAt)
    // Pressed, then released a moment later as a finger or mouse does: the click (and the measurement)
    // starts at the release. A click sent as press and release at once made the release wait behind the
    // press's own work (focus moving out of the last field), which no trader's click does.
    const save = dialog.getByRole('button', { name: 'Save', exact: true })
    await save.hover()
    await page.mouse.down()
    await page.waitForTimeout(80)
    sample.save = await timed(page, 'newRow', 'click', { text: symbol }, () => page.mouse.up())
    await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT })

    // (a') the same, opened from the navigation with the database already open.
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: STEP_TIMEOUT })
    await list(page).waitFor({ state: 'detached', timeout: STEP_TIMEOUT })
    sample.firstRowsInApp = await timed(page, 'firstRow', 'click', {}, () => nav.getByRole('link', { name: 'Trades', exact: true }).click())
  } catch (error) {
    sample.error = error.message.split('\n')[0]
  } finally {
    await page.close()
  }
  return sample
}

const VIEWPORT = { width: 1280, height: 800 }

const FLOOR_ROW_MARK = 'journal-floor-row'

/**
 * Static pages built from the first screen the app stored for its pre-paint
 * (src/features/journal/journal-prepaint.ts), with no script: `firstScreen` is that screen whole,
 * `rowsAlone` only its trade list (the same CSS). In both, the list's first row is marked for Element
 * Timing as the probe marks the app's, so each page reports when that row's text first paints.
 */
async function storedFirstScreens(context, baseUrl) {
  const page = await context.newPage()
  try {
    await page.goto(`${baseUrl}/favicon.svg`)
    return await page.evaluate(
      ({ listName, mark }) => {
        const key = Object.keys(localStorage).find((name) => name.startsWith('journal-prepaint:'))
        const record = key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null
        if (!record) return null
        // This page is an SVG document: the markup is parsed in an HTML one.
        const screen = document.implementation.createHTMLDocument().createElement('template')
        screen.innerHTML = record.html
        const list = [...screen.content.querySelectorAll('ul[aria-label]')].find((element) => element.getAttribute('aria-label') === listName)
        const row = list?.querySelector(':scope > li')
        if (!row) return null
        for (const element of [row, ...row.querySelectorAll('*')]) element.setAttribute('elementtiming', mark)
        const escape = (text) => String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;')
        const page = (body) =>
          `<!doctype html><html lang="en" style="${escape(record.rootStyle ?? '')}" data-theme="${escape(record.themeId ?? '')}"><head><meta charset="UTF-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Trades</title><style>${record.css}</style></head>` +
          `<body><div id="root">${body}</div></body></html>`
        return { firstScreen: page(screen.innerHTML), rowsAlone: page(list.outerHTML) }
      },
      { listName: LIST_NAME, mark: FLOOR_ROW_MARK },
    )
  } finally {
    await page.close()
  }
}

/**
 * The floor under the cold open: a static page with no script at all, from navigation start to the
 * first paint of its first trade row (Element Timing), with the same throttling. No app shows those
 * rows sooner than the browser paints them. Its first contentful paint is returned too, but it is no
 * floor for the rows: the parser yields, and the browser paints the navigation before it has parsed
 * the list, which comes last in the page.
 */
async function measureStaticFloor(browser, html, runs) {
  const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT, serviceWorkers: 'block' })
  const url = 'http://127.0.0.1/__journal-first-screen'
  await context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }))
  const paints = []
  try {
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage()
      await throttle(context, page)
      await page.goto(url, { waitUntil: 'load' })
      // Read a moment later, not polled: no script may run in the page before it has painted.
      await page.waitForTimeout(1_000)
      paints.push(
        await page.evaluate(
          (mark) =>
            new Promise((resolve) => {
              const contentful = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
              new PerformanceObserver((list, observer) => {
                const row = list.getEntries().find((entry) => entry.identifier === mark)
                observer.disconnect()
                resolve({ row: row ? row.renderTime || row.startTime : null, contentful })
              }).observe({ type: 'element', buffered: true })
            }),
          FLOOR_ROW_MARK,
        ),
      )
      await page.close()
    }
    return paints
  } finally {
    await context.close()
  }
}

/**
 * Loads `trades` sample trades into a fresh signed-in journal, then measures `runs` times. Returns
 * one sample per run ({ firstRows, firstRowsInApp, filter, save } in ms, null when a step failed) and
 * the static pages' paint times (the floors: { firstScreen, rowsAlone }).
 */
export async function measureJournal(browser, baseUrl, { runs, trades = JOURNAL_TRADES, log = console.log }) {
  const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT })
  try {
    await prepareContext(context, '/journal')
    await fillJournal(context, baseUrl, trades, log)
    await context.addInitScript(installJournalProbe, { listName: LIST_NAME, firstRowSignal: FIRST_ROW_SIGNAL, resultSignal: RESULT_SIGNAL })
    const samples = []
    for (let run = 0; run < runs; run++) {
      // Each run adds one trade: the list holds trades + run of them when it opens.
      samples.push(await measureRun(context, baseUrl, trades + run, run))
    }
    const pages = await storedFirstScreens(context, baseUrl)
    if (!pages) return { samples, floors: {} }
    return { samples, floors: { firstScreen: await measureStaticFloor(browser, pages.firstScreen, runs), rowsAlone: await measureStaticFloor(browser, pages.rowsAlone, runs) } }
  } finally {
    await context.close()
  }
}
