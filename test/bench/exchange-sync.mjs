// Exchange-sync benchmark (issue 29): fills from the fake exchange (test/support/fake-exchange.mjs)
// to trades on a device, through the local backend's /functions/v1/exchange-sync (sync/exchange-sync,
// ccxt) on a throwaway PostgreSQL 15 cluster, then the app's sync engine and trade derivation on a
// device (support/exchange-device.ts: the journal database on Dexie over fake-indexeddb, in Node).
//
//   npm run bench -- --only exchange
//   npm run bench -- --only exchange --exchange-fills 2000
//
// The fake exchange holds N Binance USDⓈ-M fills, N/2 round trips on BTCUSDT and ETHUSDT. Each run
// is a new user: connect a read-only key (untimed), the first `sync` (server: every fill read from
// the fake and written to PostgreSQL), a second `sync` with nothing new, then an empty device pulls
// the rows and derives the trades. Backend, fake exchange and device share one Node process.
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { startFakeExchange } from '../support/fake-exchange.mjs'
import { openTypeScriptRunner } from './support/typescript-runner.mjs'
import { median, ms, table } from './stats.mjs'

export const EXCHANGE_FILLS = 10_000
/** Issue 29's goals. */
export const EXCHANGE_GOALS = { firstSyncMs: 10_000, incrementalMs: 1_000 }
const RUNS = 3
const API_KEY = 'bench-read-only-key'
const SECRET = 'bench-secret'
const SYMBOLS = [
  { symbol: 'BTCUSDT', price: 60_000, qty: '0.01' },
  { symbol: 'ETHUSDT', price: 3_000, qty: '0.2' },
]
/** Time between fills; the newest is an hour old (Binance keeps 90 days of income history). */
const FILL_SPACING_MS = 30_000

/** `count` fills forming count/2 round trips, alternating symbols, longs and shorts. */
function roundTripFills(count) {
  const start = Date.now() - 3600_000 - count * FILL_SPACING_MS
  const fills = []
  for (let trip = 0; trip < count / 2; trip++) {
    const { symbol, price, qty } = SYMBOLS[trip % SYMBOLS.length]
    const long = Math.floor(trip / SYMBOLS.length) % 2 === 0
    const entry = price + (trip % 97)
    const exit = entry + (trip % 5) - 2
    const time = start + 2 * trip * FILL_SPACING_MS
    const pnl = ((long ? exit - entry : entry - exit) * Number(qty)).toFixed(4)
    fills.push({ symbol, side: long ? 'buy' : 'sell', price: String(entry), qty, commission: '0.012', time })
    fills.push({ symbol, side: long ? 'sell' : 'buy', price: String(exit), qty, commission: '0.012', realizedPnl: pnl, time: time + FILL_SPACING_MS })
  }
  return fills
}

async function post(url, body, headers = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  const text = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text)
}

async function measureRun(kit, backend, fills) {
  const user = await kit.createBenchUser(backend)
  const call = (body) => post(`${backend.url}/functions/v1/exchange-sync`, body, { apikey: backend.keys.anonKey, authorization: `Bearer ${user.token}` })
  const { connection } = await call({ action: 'connect', exchange: 'binance', apiKey: API_KEY, secret: SECRET, accountId: randomUUID() })
  const load = loadavg()[0]

  let started = performance.now()
  const first = await call({ action: 'sync', connectionId: connection.id })
  const firstSyncMs = performance.now() - started
  if (first.added.fills !== fills) throw new Error(`the first sync added ${first.added.fills} fills, expected ${fills}`)

  started = performance.now()
  const again = await call({ action: 'sync', connectionId: connection.id })
  const incrementalMs = performance.now() - started
  if (again.added.fills !== 0 || again.added.funding !== 0) throw new Error(`the sync with nothing new added ${JSON.stringify(again.added)}`)

  const device = await kit.syncDeviceFromEmpty(backend, user)
  if (device.fills !== fills || device.trades !== fills / 2) {
    throw new Error(`the device holds ${device.fills} fills and ${device.trades} trades, expected ${fills} and ${fills / 2}`)
  }
  const run = { firstSyncMs, incrementalMs, pullMs: device.pullMs, deriveMs: device.deriveMs, load }
  run.totalMs = run.firstSyncMs + run.pullMs + run.deriveMs
  console.log(`  run: first sync ${ms(firstSyncMs)}, nothing new ${ms(incrementalMs)}, device pull ${ms(run.pullMs)} + derivation ${ms(run.deriveMs)} (load ${load.toFixed(1)})`)
  return run
}

export function printExchangeSync(summary) {
  const verdict = (value, goal) => (value < goal ? 'met' : 'MISSED')
  const { medians, fills } = summary
  console.log(
    '\n' +
      table([
        [`exchange sync, ${fills} fills → ${fills / 2} trades (median of ${summary.runs.length})`, 'time', 'goal', ''],
        ['first sync (server: fake exchange → PostgreSQL)', ms(medians.firstSyncMs), '', ''],
        ['device: pull into an empty journal (fake-indexeddb)', ms(medians.pullMs), '', ''],
        ['device: derive and write the trades', ms(medians.deriveMs), '', ''],
        ['end to end', ms(medians.totalMs), `< ${EXCHANGE_GOALS.firstSyncMs / 1000} s`, verdict(medians.totalMs, EXCHANGE_GOALS.firstSyncMs)],
        [
          'incremental sync, nothing new (server)',
          ms(medians.incrementalMs),
          `< ${EXCHANGE_GOALS.incrementalMs / 1000} s`,
          verdict(medians.incrementalMs, EXCHANGE_GOALS.incrementalMs),
        ],
      ]),
  )
  console.log('End to end is the median of each run’s sum; the device runs in Node on fake-indexeddb, not in a browser.')
}

export async function runExchangeSyncBenchmark({ fills = EXCHANGE_FILLS } = {}) {
  if (!Number.isInteger(fills) || fills < 2 || fills % 2) throw new Error('--exchange-fills must be an even whole number of at least 2')
  console.log(
    `\nExchange sync: ${fills} Binance USDⓈ-M fills from the fake exchange through /functions/v1/exchange-sync (local backend, PostgreSQL 15),` +
      `\n  then an empty device (the app's sync engine and derivation, Dexie on fake-indexeddb in Node); ${RUNS} runs, a new user each`,
  )
  const fake = await startFakeExchange()
  const runner = await openTypeScriptRunner()
  let backend
  try {
    const kit = await runner.import('test/bench/support/exchange-device.ts')
    backend = await kit.startExchangeBenchBackend(fake.url)
    await post(`${fake.url}/__fake/keys`, { exchange: 'binance', apiKey: API_KEY, secret: SECRET, permissions: ['read'] })
    await post(`${fake.url}/__fake/fills`, { exchange: 'binance', market: 'linear', fills: roundTripFills(fills) })
    const runs = []
    for (let run = 0; run < RUNS; run++) runs.push(await measureRun(kit, backend, fills))
    const medianOf = (field) => median(runs.map((run) => run[field]))
    const medians = Object.fromEntries(['firstSyncMs', 'incrementalMs', 'pullMs', 'deriveMs', 'totalMs'].map((field) => [field, medianOf(field)]))
    const summary = { fills, goals: EXCHANGE_GOALS, runs, medians }
    printExchangeSync(summary)
    return summary
  } finally {
    await backend?.stop()
    await runner.close()
    await fake.stop()
  }
}
