// `npm run bench`: bundle size per route, cold start (online and offline) and the journal with 10,000
// trades, in headless Chromium.
//
//   npm run bench                          everything, 5 runs per cold-start figure
//   npm run bench -- --json                also write test-results/bench.json
//   npm run bench -- --runs 9 --routes /,/dashboard
//   npm run bench -- --skip-bundle | --skip-cold-start | --skip-journal | --skip-metrics | --skip-backend | --rebuild
//   npm run bench -- --only journal        one part only (bundle, cold-start, journal, metrics or backend)
//   npm run bench -- --backend-db pglite   the backend part on one database (postgres or pglite)
//   npm run bench -- --journal-trades 2000 the journal part with another number of trades
//   npm run bench -- --only sync           our sync engine vs. the RxDB Supabase plugin (--sync-trades, --sync-edits, --sync-samples)
//   npm run bench -- --only import         100,000-row Binance USD-M import vs. papaparse + Dexie bulkPut (--import-rows N)
//   npm run bench -- --only dashboard      /dashboard's stat cards with 10,000 trades, CPU 4x throttled (--dashboard-trades N)
//   npm run bench -- --only screenshot     the screen reader on 150 generated exchange screenshots (--screenshot-images N)
//   npm run bench -- --only exchange       exchange sync of 10,000 fills from the fake exchange to trades on a device (--exchange-fills N)
//   DIST_DIR=dist-x npm run bench ...      measure an existing build in dist-x (not rebuilt)
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { checkNodeVersion, chromiumPath, ensureChromium, ensureDependencies } from '../../sync/local/ensure-deps.mjs'
import { ensureBuild } from '../../sync/local/build.mjs'
import { formatDuration, forwardSignals, projectRoot } from '../../sync/local/process.mjs'
import { ALL_ROUTES, DEFAULT_COLD_START_ROUTES, resolveRoutes } from './routes.mjs'
import { allJsSizes, entrySizes, measureBundles } from './bundle.mjs'
import { CPU_THROTTLE, measureOffline, measureOnline } from './cold-start.mjs'
import { measureJournal, JOURNAL_TRADES } from './journal.mjs'
import { runBackendBenchmark } from './backend.mjs'
import { runMetricsBenchmark } from './metrics.mjs'
import { runSyncBenchmark } from './sync.mjs'
import { EXCHANGE_FILLS, runExchangeSyncBenchmark } from './exchange-sync.mjs'
import { IMPORT_ROWS, measureImport, printImport } from './import.mjs'
import { DASHBOARD_TRADES, measureDashboard, printDashboard } from './dashboard.mjs'
import { measureScreenshotReading, SCREENSHOT_IMAGES } from './screenshot.mjs'
import { GOALS, printBundle, printColdStart, printJournal, summarizeColdStart, summarizeJournal } from './report.mjs'
import { CHROMIUM_ARGS } from '../support-scripts/chromium.mjs'
import { e2eBuildEnv } from '../support-scripts/e2e-build-env.mjs'

function option(name, fallback) {
  const args = process.argv.slice(2)
  const index = args.indexOf(name)
  if (index >= 0) return args[index + 1]
  const inline = args.find((arg) => arg.startsWith(`${name}=`))
  return inline ? inline.slice(name.length + 1) : fallback
}
const flag = (name) => process.argv.includes(name)
const only = option('--only', null)
const PARTS = ['bundle', 'cold-start', 'journal', 'metrics', 'backend', 'import', 'sync', 'dashboard', 'screenshot', 'exchange']
const BROWSER_PARTS = ['bundle', 'cold-start', 'journal', 'import', 'dashboard', 'screenshot']
const wanted = (part) => (only ? only === part : !flag(`--skip-${part}`))
const journalTrades = Number(option('--journal-trades', JOURNAL_TRADES))
const importRows = Number(option('--import-rows', IMPORT_ROWS))
const dashboardTrades = Number(option('--dashboard-trades', DASHBOARD_TRADES))
const screenshotImages = Number(option('--screenshot-images', SCREENSHOT_IMAGES))
const exchangeFills = Number(option('--exchange-fills', EXCHANGE_FILLS))

const runs = Number(option('--runs', 5))
const BUNDLE_REPORT_FILE = join(projectRoot, 'test-results', 'bundle-report.html')
const coldRoutes = option('--routes', DEFAULT_COLD_START_ROUTES.join(',')).split(',').filter(Boolean)
const bundleRoutes = option('--bundle-routes', 'all') === 'all' ? ALL_ROUTES : option('--bundle-routes').split(',')

async function main() {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number')
  if (only && !PARTS.includes(only)) throw new Error(`--only takes one of ${PARTS.join(', ')}`)
  if (!Number.isInteger(journalTrades) || journalTrades < 1) throw new Error('--journal-trades must be a positive whole number')
  checkNodeVersion()
  forwardSignals()
  await ensureDependencies(projectRoot)
  const started = performance.now()
  const result = { date: new Date().toISOString(), machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version }, goals: GOALS, runs }
  if (BROWSER_PARTS.some(wanted)) await measureInBrowser(result)
  if (wanted('metrics')) result.metrics = await runMetricsBenchmark()
  if (wanted('backend')) {
    const backendDb = option('--backend-db', null)
    result.backend = await runBackendBenchmark(backendDb ? { databases: [backendDb] } : {})
  }
  if (wanted('sync')) {
    const number = (name) => (option(name, null) == null ? null : Number(option(name)))
    result.sync = await runSyncBenchmark({ trades: number('--sync-trades'), edits: number('--sync-edits'), samples: number('--sync-samples') })
  }
  if (wanted('exchange')) result.exchange = await runExchangeSyncBenchmark({ fills: exchangeFills })
  console.log(`\nBenchmark took ${formatDuration(performance.now() - started)}.`)
  if (flag('--json')) {
    const file = join(projectRoot, 'test-results', 'bench.json')
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, JSON.stringify(result, null, 2))
    console.log(`Results written to ${file}`)
  }
}

/** The parts measured in headless Chromium against the production build. */
async function measureInBrowser(result) {
  if (!(await ensureChromium())) throw new Error('Chromium is needed for the benchmark')
  // DIST_DIR: a build made beside dist/ (parallel work), served as it is; vite.config.ts reads it for preview too.
  if (process.env.DIST_DIR) console.log(`Measuring the existing build in ${process.env.DIST_DIR}/ (not rebuilt)`)
  // The same build as the e2e suite's (its anon key), so neither rebuilds after the other. --report
  // rebuilds it with rollup-plugin-visualizer (vite.config.ts), which changes nothing in dist/.
  else if (flag('--report')) {
    await ensureBuild(projectRoot, { env: { ...(await e2eBuildEnv()), BUNDLE_REPORT: BUNDLE_REPORT_FILE }, force: true })
    console.log(`\nBundle report (gzip size of each module in each chunk): ${BUNDLE_REPORT_FILE}`)
  } else await ensureBuild(projectRoot, { env: await e2eBuildEnv(), force: flag('--rebuild') })

  const { chromium } = await import('playwright-core')
  const { startPreview } = await import('./serve.mjs')
  const distDir = join(projectRoot, process.env.DIST_DIR ?? 'dist')
  const server = await startPreview()
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
  result.machine.chromium = browser.version()
  result.cpuThrottle = CPU_THROTTLE
  console.log(`\nBenchmarking ${server.url} in Chromium ${browser.version()} (${cpus().length} cores)`)
  try {
    if (wanted('bundle')) {
      const routes = await resolveRoutes(browser, server.url, bundleRoutes)
      result.bundle = { entry: entrySizes(distDir), allJs: allJsSizes(distDir), routes: await measureBundles(browser, server.url, distDir, routes) }
      printBundle(result.bundle)
    }
    if (wanted('cold-start')) {
      const routes = await resolveRoutes(browser, server.url, coldRoutes)
      const summaries = []
      for (const route of routes) {
        summaries.push(summarizeColdStart(route, 'online', await measureOnline(browser, server.url, route, runs)))
        summaries.push(summarizeColdStart(route, 'offline', await measureOffline(browser, server.url, route, runs)))
      }
      result.coldStart = summaries
      printColdStart(summaries, runs)
    }
    if (wanted('journal')) {
      console.log(`\nJournal: loading ${journalTrades} trades, then ${runs} runs with the CPU throttled ${CPU_THROTTLE}x`)
      const { samples, floors } = await measureJournal(browser, server.url, { runs, trades: journalTrades })
      result.journal = summarizeJournal(journalTrades, samples, floors)
      printJournal(result.journal)
    }
    if (wanted('dashboard')) {
      console.log(`\nDashboard: loading ${dashboardTrades} trades, then ${runs} runs with the CPU throttled ${CPU_THROTTLE}x`)
      result.dashboard = await measureDashboard(browser, server.url, { runs, trades: dashboardTrades })
      printDashboard(result.dashboard)
    }
    if (wanted('import')) {
      result.import = await measureImport(browser, server.url, { rows: importRows })
      printImport(result.import)
    }
    if (wanted('screenshot')) result.screenshot = await measureScreenshotReading(browser, server.url, { images: screenshotImages })
  } finally {
    await browser.close()
    await server.stop()
  }
}

main().catch((error) => {
  console.error(`\nnpm run bench failed: ${error.message}`)
  process.exit(1)
})
