// `npm test`: install what is missing, then run every check in order, stopping at the first failure.
// Node built-ins only until the dependencies are installed. The closing line is 'N passed, N failed,
// N skipped' (Vitest plus Playwright), which CI reads.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkNodeVersion, ensureChromium, ensureDependencies } from '../sync/local/ensure-deps.mjs'
import { buildApp, ensureBuild } from '../sync/local/build.mjs'
import { formatDuration, forwardSignals, localBin, projectRoot, runCommand } from '../sync/local/process.mjs'
import { catalogsAreCurrent } from './support-scripts/catalog-check.mjs'
import { addCounts, playwrightCounts, vitestCounts } from './support-scripts/test-reports.mjs'
import { e2eBuildEnv } from './support-scripts/e2e-build-env.mjs'

const HELP = `Usage: npm test [-- options] [test files or folders]

  (no options)       catalog check, tsc, lint, dead code and format check, vitest, vite build, the
                     first-screen budget (test/budget), playwright
  --unit-only        catalog check, typecheck, lint and the Vitest files that need no PostgreSQL (no
                     test/integration/backend or test/integration/sync; no build, no browser)
  --e2e-only         build and Playwright only
  --quick            skip the catalog check, the type check, lint and the format check
  --no-build         reuse dist/ when it is newer than every source file
  <paths>            run only these tests: test/e2e/... and *.spec.ts go to Playwright, the rest to
                     Vitest; a runner given no path is skipped (e.g. npm test -- test/unit/db)
`

const args = process.argv.slice(2)
if (args.includes('--help') || args.includes('-h')) {
  console.log(HELP)
  process.exit(0)
}
const known = new Set(['--unit-only', '--e2e-only', '--quick', '--no-build'])
const unknown = args.filter((arg) => arg.startsWith('-') && !known.has(arg))
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}\n\n${HELP}`)
  process.exit(2)
}
const paths = args.filter((arg) => !arg.startsWith('-'))
const isE2ePath = (path) => /(^|\/)test\/e2e(\/|$)/.test(path) || path.endsWith('.spec.ts')
const e2ePaths = paths.filter(isE2ePath)
const unitPaths = paths.filter((path) => !isE2ePath(path))
const flag = (name) => args.includes(name)
// The Vitest folders whose tests start PostgreSQL clusters, left out by --unit-only.
const POSTGRES_TEST_DIRS = ['test/integration/backend', 'test/integration/sync']
const withoutPostgres = flag('--unit-only') ? POSTGRES_TEST_DIRS.flatMap((dir) => ['--exclude', `${dir}/**`]) : []

const plan = {
  extract: !flag('--quick') && !flag('--e2e-only'),
  typecheck: !flag('--quick') && !flag('--e2e-only'),
  lint: !flag('--quick') && !flag('--e2e-only'),
  unit: !flag('--e2e-only') && (paths.length === 0 || unitPaths.length > 0),
  e2e: !flag('--unit-only') && (paths.length === 0 || e2ePaths.length > 0),
}

const reportsDir = join(projectRoot, 'test-results')
const vitestReport = join(reportsDir, 'vitest.json')
const budgetReport = join(reportsDir, 'vitest-budget.json')
const playwrightReport = join(reportsDir, 'playwright.json')
const timings = []
let counts = { passed: 0, failed: 0, skipped: 0 }

/** Runs one stage, prints and records its duration; returns whether it passed. */
async function stage(name, work) {
  console.log(`\n=== ${name} ===`)
  const started = performance.now()
  let ok
  try {
    ok = await work()
  } catch (error) {
    console.error(error.message)
    ok = false
  }
  const ms = performance.now() - started
  timings.push({ name, ms, ok })
  console.log(`--- ${name}: ${ok ? 'ok' : 'FAILED'} in ${formatDuration(ms)}`)
  return ok
}

function finish(ok) {
  console.log('\nStage durations:')
  for (const { name, ms, ok: passed } of timings) console.log(`  ${passed ? 'ok    ' : 'FAILED'}  ${name.padEnd(32)} ${formatDuration(ms)}`)
  const total = timings.reduce((sum, { ms }) => sum + ms, 0)
  console.log(`  total ${formatDuration(total)}`)
  // A failed stage that is not a test runner (install, extract, typecheck, build) counts as one failure.
  const failedStages = timings.filter(({ name, ok: passed }) => !passed && !name.startsWith('unit') && !name.startsWith('e2e')).length
  const final = { ...counts, failed: counts.failed + failedStages }
  if (!ok && final.failed === 0) final.failed = 1
  mkdirSync(reportsDir, { recursive: true })
  writeFileSync(join(reportsDir, 'summary.json'), JSON.stringify({ ...final, ok, stages: timings }, null, 2))
  if (!ok) console.log(`\nnpm test stopped at "${timings.at(-1)?.name}".`)
  console.log(`${final.passed} passed, ${final.failed} failed, ${final.skipped} skipped`)
  process.exit(ok ? 0 : 1)
}

async function main() {
  checkNodeVersion()
  forwardSignals()
  const run = (bin, binArgs, options) => runCommand(localBin(bin), binArgs, options)

  if (!(await stage('install dependencies', async () => (await ensureDependencies(projectRoot), true)))) return finish(false)
  if (plan.e2e && !(await stage('chromium', ensureChromium))) return finish(false)

  // The committed catalogs must be what extraction gives (compared, never written), so the i18n test
  // that follows sees every message and fails on any untranslated one.
  if (plan.extract && !(await stage('catalogs up to date', catalogsAreCurrent))) return finish(false)
  if (plan.typecheck && !(await stage('tsc --noEmit', async () => (await run('tsc', ['--noEmit', '-p', '.'])) === 0))) return finish(false)
  // Checked, never fixed here: `npx eslint --fix .` and `npx prettier --write .` are the developer's.
  if (plan.lint && !(await stage('eslint', async () => (await run('eslint', ['--max-warnings', '0', '.'])) === 0))) return finish(false)
  if (plan.lint && !(await stage('knip (dead code)', async () => (await run('knip', ['--no-progress'])) === 0))) return finish(false)
  if (plan.lint && !(await stage('prettier --check', async () => (await run('prettier', ['--check', '--log-level', 'warn', '.'])) === 0))) return finish(false)

  if (plan.unit) {
    mkdirSync(reportsDir, { recursive: true })
    const ok = await stage('unit and integration (vitest)', async () => {
      const code = await run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`, ...withoutPostgres, ...unitPaths])
      counts = addCounts(counts, vitestCounts(vitestReport, code))
      return code === 0
    })
    if (!ok) return finish(false)
  }

  if (plan.e2e) {
    const built = await stage(flag('--no-build') ? 'build (if stale)' : 'vite build', async () => {
      // The build carries the anon key of the e2e backend (test/support-scripts/e2e-keys.ts).
      const env = await e2eBuildEnv()
      if (flag('--no-build')) await ensureBuild(projectRoot, { env })
      else await buildApp(projectRoot, env)
      return true
    })
    if (!built) return finish(false)
    // Bytes of the build just made, not timings: each route's first-screen JavaScript against its budget.
    const withinBudget = await stage('first-screen budget (vitest)', async () => {
      const code = await run('vitest', ['run', '--config', 'test/budget/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${budgetReport}`])
      counts = addCounts(counts, vitestCounts(budgetReport, code))
      return code === 0
    })
    if (!withinBudget) return finish(false)
    const ok = await stage('e2e (playwright)', async () => {
      // Playwright empties test-results/ when it starts, then writes its json report at the end.
      const env = { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }
      const code = await run('playwright', ['test', '--add-reporter=json', ...e2ePaths], { env })
      counts = addCounts(counts, playwrightCounts(playwrightReport, code))
      return code === 0
    })
    if (!ok) return finish(false)
  }
  finish(true)
}

main().catch((error) => {
  console.error(error)
  finish(false)
})
