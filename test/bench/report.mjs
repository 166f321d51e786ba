// Turns the raw benchmark results into the printed tables and the --json document.
import { kB, median, ms, percentile, table } from './stats.mjs'
import { isProtected } from './routes.mjs'

export const GOALS = {
  firstScreenJsGzipBytes: { signedIn: 230_000, public: 150_000 }, // first screen JS, gzip (issue 28; test/budget checks it on the manifest)
  offlineColdStartMs: 1_000, // offline cold start under 1 s on this machine (issue 2)
  journalFirstRowsMs: 300, // 10,000 trades: /journal shows its first rows (issue 3)
  journalFilterMs: 100, // 10,000 trades: a filter applied (issue 3)
  journalSaveMs: 50, // 10,000 trades: one trade saved, click to list updated (issue 3)
}

const verdict = (ok) => (ok == null ? 'n/a' : ok ? 'yes' : 'NO')

export function summarizeColdStart(route, mode, runs) {
  const pick = (key) => runs.map((run) => run[key])
  const figure = (key) => ({ median: median(pick(key)), p95: percentile(pick(key), 95) })
  const shell = figure('shell')
  return {
    route,
    mode,
    runs: runs.length,
    failedRuns: runs.filter((run) => run.shell == null).length,
    fcp: figure('fcp'),
    shell,
    heading: figure('heading'),
    servedByServiceWorker: mode === 'offline' ? runs.every((run) => run.fromServiceWorker) : undefined,
    meetsGoal: mode === 'offline' && shell.p95 != null ? shell.p95 < GOALS.offlineColdStartMs : undefined,
    errors: [...new Set(runs.map((run) => run.error).filter(Boolean))],
    samples: runs,
  }
}

export function printBundle({ entry, allJs, routes }) {
  console.log(
    `\nBundle: JS a first visit loads until the network is idle, gzip (goal: first screen JS at most ${kB(GOALS.firstScreenJsGzipBytes.signedIn)} signed in, ${kB(GOALS.firstScreenJsGzipBytes.public)} public)`,
  )
  console.log(`  index.html entry + modulepreloads: ${kB(entry.js.gzip)} gzip in ${entry.js.files} files (${kB(entry.js.raw)} raw), CSS ${kB(entry.css.gzip)} gzip`)
  console.log(`  all JS in dist/ (precached by the service worker): ${kB(allJs.gzip)} gzip in ${allJs.files} files\n`)
  const rows = [['route', 'JS gzip', 'files', 'JS raw', 'CSS gzip', 'goal', 'note']]
  for (const result of routes) {
    const notes = []
    if (result.error) notes.push(`failed: ${result.error}`)
    if (result.finalPath && result.finalPath !== result.route) notes.push(`ended at ${result.finalPath}`)
    if (result.errors?.length) notes.push(`page error: ${result.errors[0].slice(0, 60)}`)
    rows.push([
      result.route,
      kB(result.js?.gzip),
      result.js ? String(result.js.files) : 'n/a',
      kB(result.js?.raw),
      kB(result.css?.gzip),
      verdict(result.js ? result.js.gzip <= GOALS.firstScreenJsGzipBytes[isProtected(result.route) ? 'signedIn' : 'public'] : null),
      notes.join('; '),
    ])
  }
  console.log(table(rows))
  const measured = routes.filter((result) => result.js)
  if (measured.length) {
    const largest = measured.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a))
    console.log(`\n  largest first screen: ${largest.route} ${kB(largest.js.gzip)} gzip; median ${kB(median(measured.map((r) => r.js.gzip)))}`)
    printLargestFiles('index.html entry', entry.js.items)
    printLargestFiles(largest.route, largest.js.items)
  }
}

function printLargestFiles(label, items) {
  const shown = items.slice(0, 6).map((item) => `${item.file.replace(/^\/assets\//, '')} ${kB(item.gzip)}`)
  console.log(`  largest files of ${label}: ${shown.join(', ')}`)
}

export function printColdStart(summaries, runs) {
  console.log(`\nCold start, ${runs} runs each, CPU throttled 4x (goal: offline < ${ms(GOALS.offlineColdStartMs)}, judged on p95 of "shell")`)
  console.log("  shell = nav/header/main/h1 painted; heading = the screen's h1 painted; times from navigation start\n")
  const rows = [['route', 'mode', 'FCP med', 'FCP p95', 'shell med', 'shell p95', 'heading med', 'heading p95', 'goal', 'note']]
  for (const s of summaries) {
    const notes = []
    if (s.failedRuns) notes.push(`${s.failedRuns}/${s.runs} runs failed`)
    if (s.mode === 'offline' && s.servedByServiceWorker === false && !s.failedRuns) notes.push('not served by the service worker!')
    if (s.errors.length) notes.push(s.errors[0].slice(0, 70))
    rows.push([
      s.route,
      s.mode,
      ms(s.fcp.median),
      ms(s.fcp.p95),
      ms(s.shell.median),
      ms(s.shell.p95),
      ms(s.heading.median),
      ms(s.heading.p95),
      s.mode === 'offline' ? verdict(s.meetsGoal) : '',
      notes.join('; '),
    ])
  }
  console.log(table(rows))
}

const JOURNAL_FIGURES = [
  ['firstRows', 'open /journal, first rows', 'navigation start -> first row painted (page load)', 'journalFirstRowsMs'],
  ['firstRowsInApp', 'open /journal from the nav', "click on 'Trades' -> first row painted (database open)", 'journalFirstRowsMs'],
  ['filter', 'filter Side: Short', 'change event -> only short trades painted', 'journalFilterMs'],
  ['save', 'save one trade', "click on 'Save' -> new row painted at the top", 'journalSaveMs'],
]

/** `floors`: the static pages' paint times of journal.mjs, { firstScreen, rowsAlone }, each [{ row, contentful }]. */
export function summarizeJournal(trades, samples, floors = {}) {
  const figures = {}
  for (const [key, , , goalKey] of JOURNAL_FIGURES) {
    const values = samples.map((sample) => sample[key])
    const p95 = percentile(values, 95)
    figures[key] = { median: median(values), p95, goalMs: GOALS[goalKey], meetsGoal: p95 == null ? undefined : p95 < GOALS[goalKey] }
  }
  return {
    trades,
    runs: samples.length,
    failedRuns: samples.filter((sample) => sample.error).length,
    figures,
    floors: Object.fromEntries(
      Object.entries(floors).map(([page, paints]) => {
        const figure = (key) => {
          const values = paints.map((paint) => paint[key]).filter((value) => value != null)
          return { median: median(values), p95: percentile(values, 95) }
        }
        return [page, { row: figure('row'), contentful: figure('contentful') }]
      }),
    ),
    errors: [...new Set(samples.map((s) => s.error).filter(Boolean))],
    samples,
  }
}

export function printJournal(summary) {
  console.log(`\nJournal with ${summary.trades.toLocaleString('en-US')} trades, ${summary.runs} runs, CPU throttled 4x (goal judged on p95)`)
  const rows = [['measure', 'median', 'p95', 'goal', 'met', 'from -> to']]
  for (const [key, label, span] of JOURNAL_FIGURES) {
    const figure = summary.figures[key]
    rows.push([label, ms(figure.median), ms(figure.p95), `< ${ms(figure.goalMs)}`, verdict(figure.meetsGoal), span])
  }
  console.log(table(rows))
  const heading = median(summary.samples.map((sample) => sample.heading))
  if (heading != null) console.log(`  page load: the screen's heading is painted at ${ms(heading)} (median): app boot and database open`)
  const { firstScreen, rowsAlone } = summary.floors
  if (firstScreen?.row.median != null)
    console.log(
      `  floor: the same first screen as a static page with no script paints its first row at ${ms(firstScreen.row.median)} (median), ${ms(firstScreen.row.p95)} (p95)` +
        ` (its first contentful paint, the navigation before the list is parsed: ${ms(firstScreen.contentful.median)}, ${ms(firstScreen.contentful.p95)})`,
    )
  if (rowsAlone?.row.median != null)
    console.log(
      `  floor: its trade list alone as a static page (the same CSS, no shell) paints its first row at ${ms(rowsAlone.row.median)} (median), ${ms(rowsAlone.row.p95)} (p95)`,
    )
  if (summary.failedRuns) console.log(`  ${summary.failedRuns}/${summary.runs} runs failed: ${summary.errors[0]?.slice(0, 160)}`)
}
