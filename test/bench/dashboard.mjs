// The dashboard with 10,000 trades in the local database, in headless Chromium with the CPU
// throttled 4x (issue 6): the time from navigation to /dashboard until the key stat cards show their
// numbers, cold (a page load) and in the app (from the navigation, the database already open).
// Goal: under 500 ms.
//
//   npm run bench -- --only dashboard                 10,000 trades, 5 runs
//   npm run bench -- --only dashboard --dashboard-trades 2000 --runs 9
//
// The trades get there through the app, like the journal bench: /dashboard?sampleTrades=N and the
// first-run panel's 'Load sample journal'. "Numbers shown" = the first painted frame in which all
// twelve stat cards are in the DOM and 'Total trades' holds a number (the metrics engine has run).
import { CPU_THROTTLE } from './cold-start.mjs'
import { prepareContext } from './routes.mjs'
import { median, percentile, table } from './stats.mjs'

export const DASHBOARD_TRADES = 10_000
export const DASHBOARD_GOAL_MS = 500
const LOAD_TIMEOUT = 10 * 60_000
const STEP_TIMEOUT = 60_000
const STAT_CARDS = 12

/** Installed before any page script: records when the stat cards first paint with numbers. */
function installDashboardProbe(cardCount) {
  const probe = (window.__dashboardBench = { numbers: undefined, heading: undefined, armedAt: undefined, inApp: undefined })
  const afterPaint = (listener) => requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => listener(performance.now())
    channel.port2.postMessage(0)
  })
  const shown = () => {
    const values = document.querySelectorAll('[data-stat-value]')
    if (values.length < cardCount) return false
    const total = [...document.querySelectorAll('[role="group"][aria-label="Total trades"] [data-stat-value]')][0]
    return Boolean(total && /\d/.test(total.textContent ?? ''))
  }
  let requested = false
  const check = () => {
    if (!probe.heading && document.querySelector('main h1')) probe.heading = performance.now()
    if (!requested && shown()) {
      requested = true
      afterPaint((at) => {
        probe.numbers = at
        if (probe.armedAt !== undefined) probe.inApp = at - probe.armedAt
      })
    }
    if (requested && !shown()) requested = false
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true })
  // In-app: armed at the click on the navigation link, measured to the cards' next paint.
  document.addEventListener(
    'click',
    (event) => {
      if (probe.armed) {
        probe.armed = false
        probe.armedAt = event.timeStamp
        probe.numbers = undefined
        requested = false
      }
    },
    true,
  )
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
}

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

async function measureRun(context, baseUrl) {
  const page = await context.newPage()
  await throttle(context, page)
  const sample = { cold: null, heading: null, inApp: null }
  try {
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__dashboardBench?.numbers !== undefined, null, { timeout: STEP_TIMEOUT, polling: 50 })
    Object.assign(sample, await page.evaluate(() => ({ cold: window.__dashboardBench.numbers, heading: window.__dashboardBench.heading ?? null })))

    // From the Trades screen back to the dashboard through the navigation: the database is open.
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByRole('link', { name: 'Trades', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Trades' }).waitFor({ timeout: STEP_TIMEOUT })
    await page.evaluate(() => (window.__dashboardBench.armed = true))
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click()
    await page.waitForFunction(() => window.__dashboardBench.inApp !== undefined, null, { timeout: STEP_TIMEOUT, polling: 50 })
    sample.inApp = await page.evaluate(() => window.__dashboardBench.inApp)
  } catch (error) {
    sample.error = error.message.split('\n')[0]
  } finally {
    await page.close()
  }
  return sample
}

/** Loads `trades` sample trades into a fresh journal, then measures `runs` page loads. */
export async function measureDashboard(browser, baseUrl, { runs, trades = DASHBOARD_TRADES, log = console.log }) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
  try {
    await prepareContext(context, '/dashboard')
    await fillJournal(context, baseUrl, trades, log)
    await context.addInitScript(installDashboardProbe, STAT_CARDS)
    const samples = []
    for (let run = 0; run < runs; run++) samples.push(await measureRun(context, baseUrl))
    return summarizeDashboard(trades, samples)
  } finally {
    await context.close()
  }
}

function figure(samples, key) {
  const values = samples.map((sample) => sample[key]).filter((value) => typeof value === 'number')
  return values.length === 0 ? { median: null, p95: null } : { median: median(values), p95: percentile(values, 95) }
}

export function summarizeDashboard(trades, samples) {
  return { trades, runs: samples.length, cold: figure(samples, 'cold'), heading: figure(samples, 'heading'), inApp: figure(samples, 'inApp'), errors: samples.map((s) => s.error).filter(Boolean) }
}

export function printDashboard(result) {
  const fmt = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`)
  console.log(`\nDashboard with ${result.trades.toLocaleString('en-US')} trades, CPU ${CPU_THROTTLE}x throttled, median / p95 of ${result.runs} runs`)
  console.log(
    table([
      ['measure', 'median', 'p95', 'goal'],
      ['page load -> heading', fmt(result.heading.median), fmt(result.heading.p95), ''],
      ['page load -> stat card numbers', fmt(result.cold.median), fmt(result.cold.p95), `< ${DASHBOARD_GOAL_MS} ms`],
      ['navigation click -> stat card numbers', fmt(result.inApp.median), fmt(result.inApp.p95), `< ${DASHBOARD_GOAL_MS} ms`],
    ]),
  )
  for (const error of result.errors) console.log(`  a run failed: ${error}`)
}
