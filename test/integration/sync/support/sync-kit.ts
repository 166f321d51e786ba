import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { addRxPlugin, type RxDatabase } from 'rxdb'
import { disableWarnings, RxDBDevModePlugin } from 'rxdb/plugins/dev-mode'
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import WebSocket from 'ws'
import { JOURNAL_COLLECTIONS, type JournalCollections } from '../../../../src/db'
import { createDatabaseWithCollections } from '../../../../src/db/create-database'
import { createOutboxRepository } from '../../../../src/db/repositories/outbox-repository'
import { createPreferenceRepository } from '../../../../src/db/repositories/preference-repository'
import { createScreenshotStore } from '../../../../src/db/repositories/screenshot-store'
import { createTradeRepository, type TradeInput } from '../../../../src/db/repositories/trade-repository'
import { signJwt } from '../../../../sync/local-backend/jwt'
import { startSync, type StartSyncOptions, type SyncHandle } from '../../../../sync'
import type { TestBackend } from '../../backend/support/test-backend'

// Dev-mode checks schemas and queries and freezes documents; the ajv wrapper validates every write,
// including what the replication pulls from the server.
disableWarnings()
addRxPlugin(RxDBDevModePlugin)

export interface TestUser {
  readonly id: string
  readonly email: string
  readonly token: string
}

/** A confirmed user in auth.users and an access token for them, as the auth service would mint it. */
export async function createUser(backend: TestBackend): Promise<TestUser> {
  const id = randomUUID()
  const email = `${id.slice(0, 8)}@example.test`
  await backend.db.query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())', [id, email])
  const token = signJwt(
    { sub: id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600, email, session_id: randomUUID() },
    backend.keys.jwtSecret,
  )
  return { id, email, token }
}

export { controllableNetwork } from '../../../support/driven-network'

/** supabase-js for one user on one device, the token given as the app's auth would give it. */
export function userClient(backend: TestBackend, user: TestUser, fetchImpl: typeof fetch = fetch): SupabaseClient {
  return createClient(backend.url, backend.keys.anonKey, {
    accessToken: async () => user.token,
    realtime: { transport: WebSocket as never },
    global: { fetch: fetchImpl },
  })
}

/** Collections a test device opens: RxDB's open-source build allows 13 open at once per process. */
const DEVICE_COLLECTIONS = ['trades', 'tags', 'preferences', 'outbox'] as const

export interface Device {
  readonly name: string
  readonly user: TestUser
  readonly rxDatabase: RxDatabase<JournalCollections>
  readonly source: StartSyncOptions['db']
  readonly trades: ReturnType<typeof createTradeRepository>
  readonly preferences: ReturnType<typeof createPreferenceRepository>
  readonly screenshots: ReturnType<typeof createScreenshotStore>
  readonly outbox: ReturnType<typeof createOutboxRepository>
  close(): Promise<void>
}

/** One device of a user: its own local database (RxDB memory storage, validated). */
export async function openDevice(user: TestUser, name: string): Promise<Device> {
  const clock = () => new Date()
  const definitions = Object.fromEntries(DEVICE_COLLECTIONS.map((collection) => [collection, JOURNAL_COLLECTIONS[collection]]))
  const rxDatabase = (await createDatabaseWithCollections({
    name: `tj_${name}_${randomUUID().replaceAll('-', '')}`,
    storage: wrappedValidateAjvStorage({ storage: getRxStorageMemory() }),
    multiInstance: false,
    definitions: definitions as never,
    clock,
  })) as unknown as RxDatabase<JournalCollections>
  const { collections } = rxDatabase
  return {
    name,
    user,
    rxDatabase,
    source: { userId: user.id, rxDatabase, clock },
    trades: createTradeRepository(collections.trades, clock),
    preferences: createPreferenceRepository(collections.preferences, clock),
    screenshots: createScreenshotStore(collections.trades, clock),
    outbox: createOutboxRepository(collections.outbox, clock),
    close: async () => {
      await rxDatabase.close()
    },
  }
}

export function startDevice(device: Device, supabase: SupabaseClient, options: Partial<StartSyncOptions> = {}): Promise<SyncHandle> {
  return startSync({
    db: device.source,
    supabase,
    userId: device.user.id,
    realtime: false,
    browser: null,
    listenToAuth: false,
    connectivity: { baseDelayMs: 20, maxDelayMs: 200 },
    ...options,
  } as StartSyncOptions)
}

/** Pull and push on every device until nothing moves (two rounds: pushes first reach the others). */
export async function settle(...handles: SyncHandle[]): Promise<void> {
  for (let round = 0; round < 2; round++) {
    for (const handle of handles) {
      handle.syncNow()
      await handle.awaitInSync()
    }
  }
}

/** Polls until `condition` holds (live updates arrive asynchronously); fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} not met in time`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

let counter = 0
export function tradeInput(fields: Partial<TradeInput> = {}): TradeInput {
  counter++
  return {
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'long',
    entryPrice: '64000.123456789012345678',
    exitPrice: '65000',
    quantity: '0.5',
    leverage: 10,
    openedAt: new Date(Date.UTC(2025, 0, 1, 0, counter)).toISOString(),
    closedAt: new Date(Date.UTC(2025, 0, 1, 1, counter)).toISOString(),
    isDeleted: false,
    source: 'manual',
    ...fields,
  } as TradeInput
}

export async function serverRows(backend: TestBackend, table: string, userId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await backend.db.query<Record<string, unknown>>(`select * from public.${table} where user_id = $1 order by 1`, [userId])
  return rows
}
