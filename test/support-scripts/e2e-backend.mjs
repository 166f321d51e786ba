// The auth and sync backend for the e2e suite, started by Playwright's webServer (playwright.config.ts):
// a throwaway PostgreSQL 15 cluster (postgres.mjs) and the local Supabase-compatible backend on it,
// listening where the app looks by default (127.0.0.1:54321, src/platform/backend-config.ts), signing with
// the e2e run's own secret (e2e-keys.ts), whose anon key the build carries. The specs read mails from
// the mailbox and sign in through the Google stand-in, so the development shortcuts are on. Both stop
// on SIGTERM/SIGINT; if this process is killed outright, postgres.mjs's watchdog stops the cluster.
//
//   node test/support-scripts/e2e-backend.mjs        E2E_PORT names the app (the auth links' site URL)
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { importTypeScript } from '../../sync/local/typescript-module.mjs'
import { startPostgres } from './postgres.mjs'
import { startFakeExchange } from '../support/fake-exchange.mjs'

const port = Number(process.env.SUPABASE_PORT ?? 54321)
const appUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 4317}`
// Every test signs up from 127.0.0.1: the per-IP limits of a real project would throttle the suite.
const generous = { limit: 10_000, windowSeconds: 300, burst: 10_000 }

const log = (area, message) => {
  if (process.env.E2E_BACKEND_LOG || area !== 'auth') console.log(`[backend:${area}] ${message}`)
}

const postgres = await startPostgres()
// The exchange sync's specs seed this stand-in for Binance and OKX and the backend's ccxt calls it.
const fakeExchange = await startFakeExchange()
let backend
try {
  const { startLocalBackend } = await importTypeScript('sync/local-backend/backend.ts')
  const { e2eKeys } = await importTypeScript('test/support-scripts/e2e-keys.ts')
  backend = await startLocalBackend({
    host: '127.0.0.1',
    port,
    jwtSecret: e2eKeys().jwtSecret,
    authShortcuts: true,
    databaseUrl: postgres.connectionString,
    siteUrl: appUrl,
    log,
    functions: { exchangeApiUrls: JSON.stringify({ binance: fakeExchange.url, bybit: fakeExchange.url, okx: fakeExchange.url }) },
    auth: { rateLimits: { token: generous, signInFailuresPerAddress: generous, signup: generous, recover: generous, verify: generous, userUpdate: generous } },
  })
} catch (error) {
  await fakeExchange.stop()
  await postgres.stop()
  throw error
}
console.log(`e2e backend listening at ${backend.url} (PostgreSQL on port ${postgres.port}, site ${appUrl})`)
// Where a spec finds this backend's database (test/e2e/support/devices.ts), e.g. to hold a slow
// server transaction open across a device's pull. Keyed by port: parallel runs each have their own.
const infoFile = join(tmpdir(), `tj-e2e-backend-${port}.json`)
writeFileSync(infoFile, JSON.stringify({ url: backend.url, databaseUrl: postgres.connectionString, fakeExchangeUrl: fakeExchange.url }))

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  rmSync(infoFile, { force: true })
  await backend.stop().catch((error) => console.error(error))
  await fakeExchange.stop()
  await postgres.stop()
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
