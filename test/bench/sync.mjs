// Sync benchmark (issue 5): the app's sync engine (sync/, `startSync`) side by side with the official
// RxDB Supabase plugin (rxdb/plugins/replication-supabase), same backend (the local backend on a
// throwaway PostgreSQL 15 cluster), same trades, each device a real RxDB database on the same storage
// (Dexie on fake-indexeddb with the journal's index reads; see support/sync-devices.ts).
//
//   npm run bench -- --only sync
//   npm run bench -- --only sync --sync-trades 2000 --sync-edits 200 --sync-samples 20
//
// Per engine, one after the other: device A syncs the seeded trades from empty; A goes offline,
// edits `edits` trades, comes back: time until the server holds every edit; device B syncs from
// empty (the second first-sync figure); then `samples` single edits on A, each timed until B's local
// copy has it (realtime). Devices and the backend share one Node process (and the machine's cores).
// Last, the floor: the same trades written into an empty device with bulkInsert alone, the least any
// first sync on this storage can take (so the most it can beat the plugin by).
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { openTypeScriptRunner } from './support/typescript-runner.mjs'
import { median, ms, percentile, table } from './stats.mjs'

export const SYNC_DEFAULTS = { trades: 10_000, edits: 1_000, samples: 60 }
/** Issue 5's goals. */
export const SYNC_GOALS = { firstSyncMs: 5_000, firstSyncRatio: 2, pushMs: 2_000, pushRatio: 10, aToBp95Ms: 1_000 }
/** Both engines get the same batch sizes: our defaults (pull pages of 1,000, pushes of 250). */
const PULL_BATCH = 1_000
const PUSH_BATCH = 250
/** A pause between A-to-B samples so one sample's pulls do not overlap the next. */
const SAMPLE_GAP_MS = 150

const sleep = (delay) => new Promise((resolve) => setTimeout(resolve, delay))

async function within(promise, timeoutMs, what) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done after ${timeoutMs / 1000} s`)), timeoutMs)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function waitUntil(condition, timeoutMs, what, every = 20) {
  const started = performance.now()
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not done after ${timeoutMs / 1000} s`)
    await sleep(every)
  }
}

/**
 * Resolves once this process has been nearly idle for `windowMs` (under 10% of one core): device A
 * goes on working after its push is confirmed (its own rows come back through realtime), and device
 * B, in this same process, must not share the CPU with that, as two devices never do.
 */
async function processIdle(what, windowMs = 500, timeoutMs = 120_000) {
  const started = performance.now()
  for (;;) {
    const before = process.cpuUsage()
    await sleep(windowMs)
    const used = process.cpuUsage(before)
    if ((used.user + used.system) / 1000 < windowMs * 0.1) return
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: still busy after ${timeoutMs / 1000} s`)
  }
}

async function measureEngine(engine, kit, backend, user, config) {
  const open = () => (engine === 'ours' ? kit.openOurDevice(backend, user) : kit.openPluginDevice(backend, user, { pullBatchSize: PULL_BATCH, pushBatchSize: PUSH_BATCH }))
  const devices = []
  const result = { engine, firstSyncMs: [], pushMs: null, aToBMs: [], load: [] }
  try {
    /** (a) First sync of the seeded trades to an empty device. */
    async function firstSync(name) {
      const device = await open()
      devices.push(device)
      result.load.push(loadavg()[0])
      // Timed until every trade is written locally (change events, no queries); the engine's own
      // "in sync" signal (RxDB's awaitInSync, both engines) is awaited after, untimed.
      const allLocal = device.whenInserted(config.trades)
      const started = performance.now()
      const starting = device.start()
      await within(allLocal, 300_000, `${engine}: first sync of device ${name}`)
      result.firstSyncMs.push(performance.now() - started)
      await within(starting, 300_000, `${engine}: device ${name} in sync`)
      const count = await device.localCount()
      if (count !== config.trades) throw new Error(`${engine}: device ${name} has ${count} trades after its first sync, expected ${config.trades}`)
      console.log(`  ${engine}: first sync of device ${name}: ${ms(result.firstSyncMs.at(-1))}`)
      return device
    }
    const a = await firstSync('A')

    // (b) Edits made offline on A, then back online: until the server has every one. Device B is
    // opened once A is done, so its pulls (in this same Node process) do not compete with A for CPU.
    const ids = await a.tradeIds(config.edits)
    const marker = `offline edit ${randomUUID()}`
    a.setOnline(false)
    for (const id of ids) await a.editNotes(id, marker)
    result.load.push(loadavg()[0])
    const started = performance.now()
    a.setOnline(true)
    await waitUntil(async () => (await kit.serverCountWithNotes(backend, engine, user.id, marker)) === ids.length, 300_000, `${engine}: push of ${ids.length} edits`, 10)
    result.pushMs = performance.now() - started
    console.log(`  ${engine}: push of ${ids.length} offline edits: ${ms(result.pushMs)}`)

    await processIdle(`${engine}: device A after its push`)
    const b = await firstSync('B')
    await within(Promise.all(ids.map((id) => b.whenLocalNotes(id, marker))), 60_000, `${engine}: device B holding the offline edits`)

    // (c) One edit on A at a time, until B's local copy has it.
    result.load.push(loadavg()[0])
    for (let sample = 0; sample < config.samples; sample++) {
      const id = ids[sample % ids.length]
      const notes = `a-to-b ${sample} ${randomUUID()}`
      const arrived = b.whenLocalNotes(id, notes)
      const begun = performance.now()
      await a.editNotes(id, notes)
      await within(arrived, 60_000, `${engine}: A-to-B sample ${sample}`)
      result.aToBMs.push(performance.now() - begun)
      await sleep(SAMPLE_GAP_MS)
    }
    console.log(`  ${engine}: A-to-B p50 ${ms(median(result.aToBMs))}, p95 ${ms(percentile(result.aToBMs, 95))} over ${config.samples} edits`)
    return result
  } finally {
    for (const device of devices.reverse()) await device.close().catch((error) => console.error(`closing a ${engine} device:`, error))
  }
}

function verdict(ok) {
  return ok ? 'met' : 'MISSED'
}

export function summarizeSync(ours, plugin, config, floorMs) {
  const slowest = (values) => Math.max(...values)
  const oursFirst = slowest(ours.firstSyncMs)
  const pluginFirst = slowest(plugin.firstSyncMs)
  const oursP95 = percentile(ours.aToBMs, 95)
  return {
    config,
    ours,
    plugin,
    floorMs,
    goals: [
      { goal: `first sync of ${config.trades} trades < ${SYNC_GOALS.firstSyncMs / 1000} s`, value: ms(oursFirst), met: oursFirst < SYNC_GOALS.firstSyncMs },
      {
        goal: `first sync ≥ ${SYNC_GOALS.firstSyncRatio}x faster than the plugin`,
        value: `${(pluginFirst / oursFirst).toFixed(1)}x`,
        met: pluginFirst / oursFirst >= SYNC_GOALS.firstSyncRatio,
      },
      { goal: `push of ${config.edits} offline edits < ${SYNC_GOALS.pushMs / 1000} s`, value: ms(ours.pushMs), met: ours.pushMs < SYNC_GOALS.pushMs },
      {
        goal: `push ≥ ${SYNC_GOALS.pushRatio}x faster than the plugin`,
        value: `${(plugin.pushMs / ours.pushMs).toFixed(1)}x`,
        met: plugin.pushMs / ours.pushMs >= SYNC_GOALS.pushRatio,
      },
      { goal: `A-to-B p95 < ${SYNC_GOALS.aToBp95Ms / 1000} s`, value: ms(oursP95), met: oursP95 < SYNC_GOALS.aToBp95Ms },
    ],
  }
}

export function printSync(summary) {
  const { ours, plugin, config } = summary
  const both = (values) => values.map((value) => ms(value)).join(' / ')
  const ratio = (theirs, own) => (theirs == null || own == null ? 'n/a' : `${(theirs / own).toFixed(1)}x`)
  console.log(
    '\n' +
      table([
        ['measure', 'ours (sync/)', 'RxDB Supabase plugin', 'plugin / ours'],
        [
          `first sync, ${config.trades} trades (device A / B)`,
          both(ours.firstSyncMs),
          both(plugin.firstSyncMs),
          ratio(Math.max(...plugin.firstSyncMs), Math.max(...ours.firstSyncMs)),
        ],
        [`push ${config.edits} offline edits`, ms(ours.pushMs), ms(plugin.pushMs), ratio(plugin.pushMs, ours.pushMs)],
        [`A-to-B p50 (${config.samples} edits)`, ms(median(ours.aToBMs)), ms(median(plugin.aToBMs)), ratio(median(plugin.aToBMs), median(ours.aToBMs))],
        ['A-to-B p95', ms(percentile(ours.aToBMs, 95)), ms(percentile(plugin.aToBMs, 95)), ratio(percentile(plugin.aToBMs, 95), percentile(ours.aToBMs, 95))],
        ['load average (1 min) during the runs', ours.load.map((l) => l.toFixed(1)).join(', '), plugin.load.map((l) => l.toFixed(1)).join(', '), ''],
      ]),
  )
  console.log('\nGoals (the slower of the two first syncs counts):')
  console.log(table([['goal', 'ours', ''], ...summary.goals.map((g) => [g.goal, g.value, verdict(g.met)])]))
  // Any first sync writes every trade locally: when that alone takes longer than half the plugin's
  // first sync, no engine on this storage can be twice as fast (the ratio goal is out of reach here).
  const pluginFirst = Math.max(...plugin.firstSyncMs)
  const reach = pluginFirst / summary.floorMs
  console.log(
    `\nFloor: writing the ${config.trades} trades locally takes ${ms(summary.floorMs)} (median of 3), ` +
      `${reach.toFixed(1)}x faster than the plugin's first sync: the most any engine on this storage can reach.`,
  )
}

export async function runSyncBenchmark(options = {}) {
  const config = { ...SYNC_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, value]) => value != null)) }
  for (const [name, value] of Object.entries(config)) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`--sync-${name} must be a positive whole number`)
  }
  if (config.edits > config.trades) throw new Error('--sync-edits cannot exceed --sync-trades')
  console.log(
    `\nSync: our engine vs. the RxDB Supabase plugin, local backend on PostgreSQL 15, RxDB Dexie storage on fake-indexeddb in Node` +
      `\n  ${config.trades} trades, ${config.edits} offline edits, ${config.samples} A-to-B edits; pull pages of ${PULL_BATCH}, push batches of ${PUSH_BATCH} for both`,
  )
  const runner = await openTypeScriptRunner()
  const kit = await runner.import('test/bench/support/sync-devices.ts')
  const backend = await kit.startSyncBenchBackend()
  try {
    const user = await kit.createBenchUser(backend)
    const trades = kit.makeTrades(config.trades)
    await kit.seedTrades(backend, user.id, trades)
    const ours = await measureEngine('ours', kit, backend, user, config)
    const plugin = await measureEngine('plugin', kit, backend, user, config)
    const floorMs = []
    for (let run = 0; run < 3; run++) floorMs.push(await kit.measureLocalWriteFloor(trades, PULL_BATCH))
    console.log(`  floor: ${config.trades} trades written locally with bulkInsert, pages of ${PULL_BATCH}: ${floorMs.map(ms).join(', ')}`)
    const summary = summarizeSync(ours, plugin, config, median(floorMs))
    printSync(summary)
    return summary
  } finally {
    await backend.stop()
    await runner.close()
  }
}
