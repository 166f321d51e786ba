// Metrics engine benchmark (issue 6): the full metric set of src/domain/metrics over 10,000 and
// 100,000 generated trades in Node, beside the floor: one plain loop summing net P&L over the same
// typed array the engine reads. Standalone:
//
//   node test/bench/metrics.mjs                    10,000 and 100,000 trades
//   node test/bench/metrics.mjs --sizes 10000 --runs 21
//
// Figures (median and p95 over the runs):
//   metric pass     every statistic, breakdown and series from the cached columns (what a screen pays
//                   when the view, capital or filter options change; the trades are unchanged)
//   new selection   a fresh array of the same trades in another order (a live query re-delivering,
//                   or a filter): columns rebuilt from the per-trade memo, sorted, then the pass
//   one edit        one trade edited: one derivation, columns patched in place, then the pass
//   cold            the first compute: every trade derived with exact decimals and its local fields
//   floor           for (k) sum += net[k] over the engine's own net P&L column
//   touch floor     one loop reading once every column the pass reads (the cost of the data alone)
// Trades come from the sample journal generator (at most 20,000 per journal, so several seeds).
//
// Then the same in headless Chromium (no CPU throttling, like Node): the engine and the generator
// bundled with rolldown into one script, the trades generated inside the page, and cold, metric pass
// and new selection timed there (`--no-chromium` skips it).
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { importTypeScript } from '../../sync/local/typescript-module.mjs'
import { median, percentile, table } from './stats.mjs'

const NOW = Date.parse('2025-06-01T12:00:00.000Z')
const TIME_ZONE = 'Europe/Madrid'
const PER_JOURNAL = 20_000
const GOAL_MS = 150
const GOAL_RATIO = 3

const TEXTS = {
  accounts: { binanceFutures: 'Binance futures', bybit: 'Bybit unified', propChallenge: 'Prop challenge', paper: 'Paper' },
  setups: { breakout: 'Breakout', pullback: 'Pullback', rangeFade: 'Range fade', trendContinuation: 'Trend continuation', newsPlay: 'News play', reversal: 'Reversal' },
  emotions: { calm: 'Calm', confident: 'Confident', anxious: 'Anxious', fomo: 'FOMO', frustrated: 'Frustrated' },
  mistakes: { movedStop: 'Moved stop', enteredEarly: 'Entered early', oversized: 'Oversized', chasedEntry: 'Chased entry', noPlan: 'No plan' },
  notes: { win: ['Clean setup.'], loss: ['Stopped out.'], open: ['Still open.'], any: ['Low volume.'] },
}

function option(name, fallback) {
  const args = process.argv.slice(2)
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : fallback
}

/** `median / p95`. */
const both = (figure) => `${fmt(figure.median)} / ${fmt(figure.p95)}`
const fmt = (value) => (value == null ? 'n/a' : `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`)

function generate(sample, count) {
  const trades = []
  for (let seed = 1; trades.length < count; seed++) {
    const journal = sample.buildSampleJournal({ seed, now: NOW, texts: TEXTS, tradeCount: Math.min(PER_JOURNAL, count - trades.length) })
    for (const trade of journal.trades) trades.push({ ...trade, createdAt: trade.openedAt, updatedAt: trade.openedAt, isDeleted: false })
  }
  return { trades, accounts: sample.buildSampleJournal({ seed: 1, now: NOW, texts: TEXTS, tradeCount: 0 }).accounts }
}

function time(work) {
  const started = performance.now()
  const result = work()
  return [performance.now() - started, result]
}

// A full collection before each timed run, so garbage left by one scenario (the generator, a cold
// compute) is not billed to the next; what a run allocates itself is still collected inside it.
setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc')

/** `runs` timed calls after `warmup` untimed ones (the JIT compiles the hot loops first). */
function sampleRuns(runs, work, warmup = 5) {
  for (let i = 0; i < warmup; i++) work(runs + i)
  const samples = []
  for (let i = 0; i < runs; i++) {
    collect()
    samples.push(time(() => work(i))[0])
  }
  return { median: median(samples), p95: percentile(samples, 95) }
}

function floorLoop(columns) {
  const net = columns.net
  let sum = 0
  for (let k = 0; k < columns.closedCount; k++) sum += net[k]
  return sum
}

/**
 * Reads each column the pass reads, once per row, into one sum: the data's own cost. The pass reads
 * the side x weekday x hour `cell` (not the three columns apart) and all 12 exact limbs of a row
 * (net, gross, fee and funding, 3 each).
 */
function touchFloor(c) {
  let sum = 0
  for (let k = 0; k < c.closedCount; k++) {
    sum += c.net[k] + c.fee[k] + c.funding[k] + c.notional[k] + c.leverage[k] + c.holdMs[k] + c.roiNet[k] + c.rNet[k] + c.closeMs[k]
    sum += c.outcomeNet[k] + c.feeState[k] + c.currency[k] + c.symbol[k] + c.setup[k] + c.exchange[k] + c.account[k] + c.cell[k]
    sum += c.closeDay[k] + c.tagStart[k]
    const l = k * 12
    for (let j = 0; j < 12; j++) sum += c.limbs[l + j]
  }
  return sum
}

/** Runs in the page: the same scenarios as in Node, timed with performance.now(). */
function browserScenarios({ sizes, runs, now, timeZone, texts, perJournal }) {
  const { createMetricsCache, buildSampleJournal } = window.MetricsBench
  const stats = (samples) => {
    const sorted = [...samples].sort((a, b) => a - b)
    const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    return { median: sorted[Math.floor(sorted.length / 2)], p95: at(95) }
  }
  const results = []
  for (const size of sizes) {
    const trades = []
    for (let seed = 1; trades.length < size; seed++) {
      const journal = buildSampleJournal({ seed, now, texts, tradeCount: Math.min(perJournal, size - trades.length) })
      for (const trade of journal.trades) trades.push({ ...trade, createdAt: trade.openedAt, updatedAt: trade.openedAt, isDeleted: false })
    }
    const accounts = buildSampleJournal({ seed: 1, now, texts, tradeCount: 0 }).accounts
    const options = { timeZone, now, initialCapital: '20000', accounts }
    const timed = (count, work) => {
      const samples = []
      for (let i = 0; i < count; i++) {
        const started = performance.now()
        work(i)
        samples.push(performance.now() - started)
      }
      return samples
    }
    const cold = stats(timed(3, () => createMetricsCache().compute(trades, options)))
    const cache = createMetricsCache()
    cache.compute(trades, options)
    timed(5, (i) => cache.compute(trades, { ...options, now: now - i - 1 }))
    const pass = stats(timed(runs, (i) => cache.compute(trades, { ...options, now: now + i + 1 })))
    const reversed = [...trades].reverse()
    const selection = stats(timed(runs, (i) => cache.compute(i % 2 ? trades : reversed, { ...options, now: now + 1000 + i })))
    results.push({ size, cold, pass, selection })
  }
  return results
}

/** The engine in headless Chromium: bundles it, loads it into a blank page, runs the scenarios there. */
export async function runMetricsInChromium({ sizes = [10_000, 100_000], runs = 15 } = {}) {
  const [{ build }, { chromium }, { chromiumPath }, { CHROMIUM_ARGS }] = await Promise.all([
    import('rolldown'),
    import('playwright-core'),
    import('../../sync/local/ensure-deps.mjs'),
    import('../support-scripts/chromium.mjs'),
  ])
  const bundle = await build({
    input: new URL('./metrics-browser-entry.ts', import.meta.url).pathname,
    write: false,
    output: { format: 'iife', name: 'MetricsBench' },
    logLevel: 'silent',
  })
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    await page.addScriptTag({ content: bundle.output[0].code })
    const results = await page.evaluate(browserScenarios, { sizes, runs, now: NOW, timeZone: TIME_ZONE, texts: TEXTS, perJournal: PER_JOURNAL })
    console.log(`\nMetrics engine in Chromium ${browser.version()}: full metric set, median / p95 of ${runs} runs (cold: 3 runs)`)
    console.log(
      table([
        ['trades', 'metric pass', 'new selection', 'cold', `goal < ${GOAL_MS} ms (new selection)`],
        ...results.map((r) => [r.size.toLocaleString('en-US'), both(r.pass), both(r.selection), both(r.cold), r.selection.median < GOAL_MS ? 'met' : 'NOT met']),
      ]),
    )
    return results
  } finally {
    await browser.close()
  }
}

export async function runMetricsBenchmark({ sizes = [10_000, 100_000], runs = 15, chromium = !process.argv.includes('--no-chromium') } = {}) {
  const metricsModule = await importTypeScript('src/domain/metrics/index.ts')
  const sample = await importTypeScript('src/domain/sample-journal/index.ts')
  const results = []
  for (const size of sizes) {
    const [generateMs, { trades, accounts }] = time(() => generate(sample, size))
    const options = { timeZone: TIME_ZONE, now: NOW, initialCapital: '20000', accounts }

    const cold = sampleRuns(Math.max(1, Math.min(3, runs)), () => metricsModule.createMetricsCache().compute(trades, options), 0)
    const cache = metricsModule.createMetricsCache()
    let metrics = cache.compute(trades, options)
    const columns = cache.lastColumns

    // The pass: columns reused, `now` moves so the result cannot be reused.
    let passes = 0
    const pass = sampleRuns(runs, () => {
      metrics = cache.compute(trades, { ...options, now: NOW + ++passes })
      if (cache.lastStats.columns !== 'reused' || cache.lastStats.resultReused) throw new Error('the pass benchmark did not reuse the columns')
    })
    const reversed = [...trades].reverse()
    let selections = 0
    const selection = sampleRuns(runs, () => {
      const i = selections++
      cache.compute(i % 2 ? trades : reversed, { ...options, now: NOW + i + 1 })
      if (cache.lastStats.columns !== 'rebuilt' || cache.lastStats.derived !== 0) throw new Error('the selection benchmark did not rebuild')
    })
    let current = trades
    cache.compute(current, options)
    const editAt = trades.findIndex((trade) => trade.closedAt)
    let edits = 0
    const edit = sampleRuns(runs, () => {
      const i = edits++
      current = current.slice()
      current[editAt] = { ...current[editAt], notes: `edit ${i}`, updatedAt: new Date(NOW + i + 1).toISOString() }
      cache.compute(current, options)
      if (cache.lastStats.derived !== 1 || cache.lastStats.columns === 'rebuilt') throw new Error('the edit benchmark did not patch')
    })
    const finalColumns = cache.lastColumns ?? columns
    let check = 0
    const floor = sampleRuns(Math.max(runs, 51), () => (check += floorLoop(finalColumns)))
    const touch = sampleRuns(Math.max(runs, 51), () => (check += touchFloor(finalColumns)))
    // Kept alive so the engine cannot drop the floor loops as dead code.
    globalThis.__metricsBenchChecksum = check
    results.push({ size, generateMs, cold, pass, selection, edit, floor, touch, closed: finalColumns.closedCount, reports: metrics.reports.length })
  }

  console.log(`\nMetrics engine in Node ${process.version}: full metric set, median / p95 of ${runs} runs (cold: 3 runs)`)
  console.log(
    table([
      ['trades', 'closed', 'metric pass', 'new selection', 'one edit', 'cold', 'floor', 'touch floor', 'pass/floor', 'pass/touch'],
      ...results.map((r) => [
        r.size.toLocaleString('en-US'),
        r.closed.toLocaleString('en-US'),
        both(r.pass),
        both(r.selection),
        both(r.edit),
        both(r.cold),
        both(r.floor),
        both(r.touch),
        `${(r.pass.median / r.floor.median).toFixed(0)}x`,
        `${(r.pass.median / r.touch.median).toFixed(1)}x`,
      ]),
    ]),
  )
  for (const r of results) {
    const verdict = (ok) => (ok ? 'met' : 'NOT met')
    console.log(
      `${r.size.toLocaleString('en-US')} trades: goal < ${GOAL_MS} ms ${verdict(r.selection.median < GOAL_MS)} (new selection ${fmt(r.selection.median)}, pass ${fmt(r.pass.median)}); ` +
        `goal within ${GOAL_RATIO}x of the floor ${verdict(r.pass.median <= GOAL_RATIO * r.floor.median)} (${(r.pass.median / r.floor.median).toFixed(0)}x; ${(r.pass.median / r.touch.median).toFixed(1)}x of the touch floor). ` +
        `Generated in ${(r.generateMs / 1000).toFixed(1)} s.`,
    )
  }
  if (chromium) return { node: results, chromium: await runMetricsInChromium({ sizes, runs }) }
  return { node: results }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const sizes = option('--sizes', '10000,100000').split(',').map(Number)
  const runs = Number(option('--runs', 15))
  runMetricsBenchmark({ sizes, runs }).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
