import { readdirSync, readFileSync } from 'node:fs'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, type APIRequestContext, type BrowserContext, type Page, type Route, test } from '@playwright/test'
import pg from 'pg'
import { e2eKeys } from '../../support-scripts/e2e-keys'
import { CHROMIUM_ARGS } from '../../support-scripts/chromium.mjs'
import { AuthPage, BACKEND_URL } from './auth-page'
import { JournalPage } from './journal-page'
import { OfflineModel } from './offline-page'

/**
 * Devices for the sync specs: each one a real Chromium process on its own persistent profile (its
 * own IndexedDB, localStorage and service worker on disk), so a device can be killed outright and
 * started again on the same profile, the way a crashed browser or a phone that ran out of battery
 * comes back.
 */

declare global {
  interface Window {
    /** The signed-in user's open journal as the app holds it (found through React's fibers). */
    __tjJournal?: () => E2eJournal | null
    /** Every `data-sync-state` the indicator showed since the page loaded, in order. */
    __tjSyncStates?: string[]
  }
}

/** The part of the app's JournalDatabase the specs call (plain objects in, plain objects out). */
interface E2eJournal {
  readonly userId: string
  readonly trades: {
    insert(input: unknown): Promise<{ id: string }>
    insertMany(inputs: readonly unknown[]): Promise<{ id: string }[]>
    list(options?: { deleted?: 'include' | 'exclude' | 'only' }): Promise<E2eTrade[]>
    patch(id: string, changes: Record<string, unknown>): Promise<unknown>
  }
}

export interface E2eTrade {
  readonly id: string
  readonly symbol: string
  readonly notes: string
  readonly exitPrice?: string
  readonly setupId?: string
  readonly isDeleted: boolean
  readonly conflicts?: readonly { field: string; lostValue: string }[]
}

/**
 * Runs in every page before the app: a finder for the journal the app opened (the very repository
 * object its screens write through, so bulk writes reach RxDB's change stream and the replication's
 * outbox exactly like a typed trade) and a recorder of the sync indicator's states.
 */
function deviceInitScript() {
  window.__tjJournal = () => {
    const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null
    const key = root ? Object.keys(root).find((name) => name.startsWith('__reactContainer$')) : undefined
    if (!root || !key) return null
    type Fiber = { memoizedProps?: { value?: unknown } | null; child?: Fiber | null; sibling?: Fiber | null }
    const stack: Fiber[] = [root[key] as Fiber]
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber
      const value = fiber.memoizedProps?.value as Record<string, unknown> | undefined
      if (value && typeof value === 'object' && 'rxDatabase' in value && 'trades' in value) return value as unknown as E2eJournal
      if (fiber.sibling) stack.push(fiber.sibling)
      if (fiber.child) stack.push(fiber.child)
    }
    return null
  }
  // A real profile is installable, so Chromium offers the install card; it would sit over the
  // journal's buttons. This device has already said 'Not now'.
  try {
    if (localStorage.getItem('pwa-install-dismissed') === null) localStorage.setItem('pwa-install-dismissed', String(Date.now()))
  } catch {
    // Storage refused: the card then shows and the test sees it.
  }
  window.__tjSyncStates = []
  const record = () => {
    const state = document.querySelector('[data-sync-state]')?.getAttribute('data-sync-state')
    const states = window.__tjSyncStates as string[]
    if (state && states[states.length - 1] !== state) states.push(state)
  }
  new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-sync-state'] })
}

/** One device: a Chromium process with a persistent profile in a temp directory. */
export class Device {
  readonly auth: AuthPage
  readonly journal: JournalPage
  readonly offline: OfflineModel

  private constructor(
    readonly name: string,
    readonly dir: string,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    this.auth = new AuthPage(page)
    this.journal = new JournalPage(page)
    this.offline = new OfflineModel(page, context)
  }

  /** Starts Chromium on `dir` (a fresh profile unless given): the device's first start or its restart. */
  static async launch(name: string, dir = mkdtempSync(join(tmpdir(), `tj-device-${name}-`))): Promise<Device> {
    const baseURL = test.info().project.use.baseURL
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', ...CHROMIUM_ARGS],
      baseURL,
      serviceWorkers: 'allow',
      viewport: { width: 1280, height: 800 },
    })
    // Contexts launched by hand get no action timeout from the config: a click on a covered button
    // would wait for ever instead of failing with a reason.
    context.setDefaultTimeout(20_000)
    await context.addInitScript(deviceInitScript)
    const page = context.pages()[0] ?? (await context.newPage())
    return new Device(name, dir, context, page)
  }

  /** Signs in through /auth and waits for the first sync. */
  async signIn(email: string, password: string) {
    await this.auth.signIn(email, password)
    await this.expectSynced()
  }

  async expectSynced(timeout = 30_000) {
    await expect(this.auth.syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout })
  }

  /** The signed-in user's id, from the stored account session. */
  userId(page = this.page): Promise<string> {
    return page.evaluate(() => JSON.parse(localStorage.getItem('tj-auth-session') ?? sessionStorage.getItem('tj-auth-session') ?? 'null').user.id as string)
  }

  /** Waits until the app has the journal open in `page`. */
  async journalReady(page = this.page) {
    await expect.poll(() => page.evaluate(() => window.__tjJournal?.() != null), { timeout: 20_000 }).toBe(true)
  }

  /** Writes trades through the app's own trade repository (one bulk write). Returns their ids. */
  async insertTrades(trades: readonly object[], page = this.page): Promise<string[]> {
    await this.journalReady(page)
    return page.evaluate(async (inputs) => (await window.__tjJournal!()!.trades.insertMany(inputs)).map((trade) => trade.id), trades)
  }

  /** Writes one trade through the repository, as the trade form does. */
  async insertTrade(trade: object, page = this.page): Promise<string> {
    await this.journalReady(page)
    return page.evaluate(async (input) => (await window.__tjJournal!()!.trades.insert(input)).id, trade)
  }

  async patchTrade(id: string, changes: Record<string, unknown>, page = this.page): Promise<void> {
    await this.journalReady(page)
    await page.evaluate(async ([tradeId, patch]) => void (await window.__tjJournal!()!.trades.patch(tradeId, patch)), [id, changes] as const)
  }

  /** Every trade in the local database (trash included). */
  async localTrades(page = this.page): Promise<E2eTrade[]> {
    await this.journalReady(page)
    return page.evaluate(async () =>
      (await window.__tjJournal!()!.trades.list({ deleted: 'include' })).map(({ id, symbol, notes, exitPrice, setupId, isDeleted, conflicts }) => ({
        id,
        symbol,
        notes,
        exitPrice,
        setupId,
        isDeleted,
        conflicts,
      })),
    )
  }

  /** The sync states the indicator showed in `page` since it loaded. */
  syncStates(page = this.page): Promise<string[]> {
    return page.evaluate(() => window.__tjSyncStates ?? [])
  }

  /**
   * Kills the browser outright (SIGKILL to its whole process group, as Playwright starts it
   * detached): no unload handlers, no graceful IndexedDB or localStorage shutdown.
   */
  async kill(): Promise<void> {
    const pids = browserPids(this.dir)
    expect(pids.length, 'the browser process of this profile').toBeGreaterThan(0)
    const closed = new Promise<void>((resolve) => this.context.once('close', () => resolve()))
    for (const pid of pids) {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {
        process.kill(pid, 'SIGKILL')
      }
    }
    await closed
    await expect.poll(() => browserPids(this.dir).length).toBe(0)
  }

  /** The same profile started again. */
  relaunch(): Promise<Device> {
    return Device.launch(this.name, this.dir)
  }

  async close(options: { keepProfile?: boolean } = {}): Promise<void> {
    await this.context.close().catch(() => undefined)
    if (!options.keepProfile) rmSync(this.dir, { recursive: true, force: true })
  }
}

/** Browser (not renderer or helper) processes started on this profile directory. */
function browserPids(dir: string): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let args: string[]
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
    } catch {
      continue
    }
    if (args.includes(`--user-data-dir=${dir}`) && !args.some((arg) => arg.startsWith('--type='))) pids.push(Number(entry))
  }
  return pids
}

// ---- the server side ------------------------------------------------------------------------

/** The e2e backend's service-role key: reads every user's rows, bypassing row-level security. */
const SERVICE_KEY = e2eKeys().serviceRoleKey

export interface ServerTrade {
  readonly id: string
  readonly deleted: boolean
  readonly revision: number
  readonly doc: Record<string, unknown> & { symbol?: string; notes?: string; exitPrice?: string; setupId?: string; conflicts?: { field: string; lostValue: string }[] }
}

/** A REST read (`<table>?<query>`) with the service-role key: what the server holds, whoever owns it. */
export async function serviceGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${BACKEND_URL}/rest/v1/${path}`, { headers: { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}` } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

/** The user's rows of `public.trades` as the server holds them. */
export function serverTrades(request: APIRequestContext, userId: string): Promise<ServerTrade[]> {
  return serviceGet(request, `trades?select=id,deleted,revision,doc&user_id=eq.${userId}&order=id.asc&limit=100000`)
}

/** A direct connection to the e2e backend's PostgreSQL (test/support-scripts/e2e-backend.mjs writes where it is). */
export async function backendDatabase(): Promise<pg.Client> {
  const port = process.env.SUPABASE_PORT ?? '54321'
  const info = JSON.parse(readFileSync(join(tmpdir(), `tj-e2e-backend-${port}.json`), 'utf8')) as { databaseUrl: string }
  const client = new pg.Client({ connectionString: info.databaseUrl })
  client.on('error', () => undefined)
  await client.connect()
  return client
}

/** Opens a transaction as the user, the way the REST gateway runs a request (role and JWT claims). */
export async function beginAsUser(client: pg.Client, userId: string): Promise<void> {
  await client.query('begin')
  await client.query('set local role authenticated')
  await client.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ sub: userId, role: 'authenticated', aud: 'authenticated' })])
}

// ---- faults -----------------------------------------------------------------------------------

/** A small seeded PRNG (mulberry32): the same seed gives the same fault pattern. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type FaultKind = '500' | '503' | 'reset' | 'dropped'

export interface FaultLog {
  requests: number
  readonly faults: Record<FaultKind, number>
  enabled: boolean
}

/** Answers the browser's CORS check, or a fulfilled cross-origin answer reads as a network failure. */
const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Content-Range, X-Supabase-Api-Version', 'content-type': 'application/json' }

/**
 * Faults on the replication calls (`rpc/sync_pull`, `rpc/sync_push`) of a device: with probability
 * `rate`, a 500, a 503, a connection reset before the server sees the request, or a dropped
 * response (the server ran and committed it; the answer never arrives).
 */
export async function injectSyncFaults(context: BrowserContext, random: () => number, rate = 0.2): Promise<FaultLog> {
  const log: FaultLog = { requests: 0, faults: { '500': 0, '503': 0, reset: 0, dropped: 0 }, enabled: true }
  const kinds: FaultKind[] = ['500', '503', 'reset', 'dropped']
  await context.route(`${BACKEND_URL}/rest/v1/rpc/sync_*`, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue()
    log.requests++
    if (!log.enabled || random() >= rate) return route.continue()
    // The kinds take turns, so every kind shows up once a few faults have fired.
    const kind = kinds[(log.faults['500'] + log.faults['503'] + log.faults.reset + log.faults.dropped) % kinds.length] as FaultKind
    log.faults[kind]++
    if (kind === 'reset') return route.abort('connectionreset')
    if (kind === 'dropped') {
      await route.fetch().catch(() => undefined)
      return route.abort('connectionreset')
    }
    const status = Number(kind)
    return route.fulfill({
      status,
      headers: CORS,
      body: JSON.stringify({ code: 'XX000', message: `injected ${status}`, details: null, hint: null }),
    })
  })
  return log
}

// ---- data -------------------------------------------------------------------------------------

/** A closed BTC long as the trade form would store it; `n` makes each one distinct. */
export function buildTrade(n: number, overrides: Record<string, unknown> = {}) {
  const opened = new Date(Date.UTC(2025, 0, 1, 0, 0) + n * 3_600_000)
  return {
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'long',
    entryPrice: String(60_000 + n),
    exitPrice: String(60_500 + n),
    quantity: '0.1',
    leverage: 5,
    openedAt: opened.toISOString(),
    closedAt: new Date(opened.getTime() + 1_800_000).toISOString(),
    tagIds: [],
    notes: `bulk trade ${n}`,
    screenshots: [],
    source: 'manual',
    ...overrides,
  }
}

/** Resolves after `ms` of wall time: the pace of a scripted disturbance, never a wait for a result. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export interface Flapper {
  /** Ends the disturbance and leaves the device online with a working network. */
  stop(): Promise<{ offlineSpells: number; deadSpells: number }>
}

/**
 * A flapping network for one device, at seeded random intervals: spells where the browser is offline
 * (`context.setOffline`, which also fires the `offline` event) and spells where it believes it is
 * online but every request to the backend dies (a captive portal or a dead mobile link), with short
 * working spells between them.
 */
export function flapNetwork(device: Device, random: () => number): Flapper {
  let running = true
  let dead = false
  const counts = { offlineSpells: 0, deadSpells: 0 }
  const routed = device.context.route(`${BACKEND_URL}/**`, (route) => (dead ? route.abort('connectionreset') : route.fallback()))
  const loop = (async () => {
    await routed
    while (running) {
      await pause(150 + random() * 700)
      if (!running) break
      if (random() < 0.5) {
        counts.offlineSpells++
        await device.context.setOffline(true)
        await pause(200 + random() * 1200)
        await device.context.setOffline(false)
      } else {
        counts.deadSpells++
        dead = true
        await pause(200 + random() * 1200)
        dead = false
      }
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      dead = false
      await device.context.setOffline(false)
      return counts
    },
  }
}

export interface WriteWithEditsOptions {
  readonly random: () => number
  /** Added to each write's number, so two devices' trades differ. */
  readonly offset: number
  /** Whether to write again after `n` writes. */
  readonly more: (n: number) => boolean
  /** The random pause after each write, so each goes out on its own request: [least, spread] in ms. */
  readonly gapMs: readonly [number, number]
}

/**
 * Writes trades '<device> trade <n>' on a device and now and then (3 times in 10) edits one of its
 * earlier trades, recording in `expected` what each trade's notes must end as.
 */
export async function writeWithEdits(device: Device, expected: Map<string, string>, options: WriteWithEditsOptions): Promise<void> {
  const { random, offset, more, gapMs } = options
  const mine: string[] = []
  for (let n = 0; more(n); n++) {
    const notes = `${device.name} trade ${n}`
    const id = await device.insertTrade(buildTrade(offset + n, { notes }))
    mine.push(id)
    expected.set(id, notes)
    if (n > 0 && random() < 0.3) {
      const edited = mine[Math.floor(random() * mine.length)] as string
      const editedNotes = `${expected.get(edited)} (edited at ${n})`
      await device.patchTrade(edited, { notes: editedNotes })
      expected.set(edited, editedNotes)
    }
    await new Promise((resolve) => setTimeout(resolve, gapMs[0] + random() * gapMs[1]))
  }
}
