// Devices for the sync benchmark (test/bench/sync.mjs), loaded once through Vite's module runner.
//
// Each device is a real RxDB database on the app's storage stack: RxDB's Dexie storage with the
// journal's index reads (src/db/index-reads.ts), here on fake-indexeddb because Node has no
// IndexedDB. No dev-mode and no schema validator, as in the production build. Our devices run the
// real sync engine (`startSync`); the peer devices run the official RxDB Supabase plugin on the
// same trades schema and the same storage, against a table laid out the way the plugin needs it.
import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import type { RxCollection, RxDatabase } from 'rxdb'
import { RxReplicationState } from 'rxdb/plugins/replication'
import { replicateSupabase, type RxSupabaseReplicationState } from 'rxdb/plugins/replication-supabase'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { filter, firstValueFrom } from 'rxjs'
import WebSocket from 'ws'
import { JOURNAL_COLLECTIONS, type JournalCollections, type StoredTrade, toStoredTrade, type Trade } from '../../../src/db'
import { createDatabaseWithCollections } from '../../../src/db/create-database'
import { withIndexReads } from '../../../src/db/index-reads'
import { createTradeRepository } from '../../../src/db/repositories/trade-repository'
import { startSync, type StartSyncOptions, type SyncHandle } from '../../../sync'
import { signJwt } from '../../../sync/local-backend/jwt'
import { startTestBackend, type TestBackend } from '../../integration/backend/support/test-backend'
import { controllableNetwork } from '../../support/driven-network'
import { tradeDoc } from './trade-doc.mjs'

export const PLUGIN_TABLE = 'plugin_trades'

const tradeProperties = JOURNAL_COLLECTIONS.trades.schema.properties as Record<string, { type?: string }>
/** Trade fields the plugin cannot compare in a REST filter (arrays, objects): JSON text columns. */
const JSON_FIELDS = new Set(
  Object.entries(tradeProperties)
    .filter(([, p]) => p.type === 'array' || p.type === 'object')
    .map(([name]) => name),
)

function columnType(type: string | undefined): string {
  if (type === 'number') return 'double precision'
  if (type === 'integer') return 'bigint'
  if (type === 'boolean') return 'boolean'
  return 'text'
}

/**
 * The plugin's table: one column per trade field (its documented layout: the document's fields as
 * columns, `_deleted`, `_modified` moved forward by a trigger, in the realtime publication), owned by
 * the signed-in user through row level security like the app's tables.
 */
const PLUGIN_TABLE_SQL = `
  create table public.${PLUGIN_TABLE} (
    ${Object.entries(tradeProperties)
      .map(([name, p]) => `"${name}" ${name === 'id' ? 'text primary key' : columnType(p.type)}`)
      .join(',\n    ')},
    user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
    _deleted boolean not null default false,
    _modified timestamptz not null default now()
  );
  create index ${PLUGIN_TABLE}_modified on public.${PLUGIN_TABLE} (_modified, id);
  create function public.${PLUGIN_TABLE}_touch() returns trigger language plpgsql as $$
    begin new._modified := clock_timestamp(); return new; end $$;
  create trigger ${PLUGIN_TABLE}_touch before update on public.${PLUGIN_TABLE} for each row execute function public.${PLUGIN_TABLE}_touch();
  alter table public.${PLUGIN_TABLE} enable row level security;
  create policy own_rows on public.${PLUGIN_TABLE} for all to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
  grant all on public.${PLUGIN_TABLE} to authenticated, service_role;
  alter publication supabase_realtime add table public.${PLUGIN_TABLE};
`

/** The local backend on a throwaway PostgreSQL 15 cluster, with the plugin's table beside the app's. */
export function startSyncBenchBackend(): Promise<TestBackend> {
  return startTestBackend('postgres', { afterSchemaSetUp: (db) => db.exec(PLUGIN_TABLE_SQL) })
}

export interface BenchUser {
  readonly id: string
  readonly token: string
}

export async function createBenchUser(backend: TestBackend): Promise<BenchUser> {
  const id = randomUUID()
  const email = `sync-bench-${id.slice(0, 8)}@example.test`
  await backend.db.query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())', [id, email])
  const token = signJwt({ sub: id, role: 'authenticated', aud: 'authenticated', email, exp: Math.floor(Date.now() / 1000) + 4 * 3600 }, backend.keys.jwtSecret)
  return { id, token }
}

/** `count` trades, as the app stores them (ids are client UUIDs). */
export function makeTrades(count: number): Trade[] {
  return Array.from({ length: count }, (_, n) => ({ id: randomUUID(), ...tradeDoc(n) }) as unknown as Trade)
}

/**
 * The same trades on the server for both engines, written with SQL outside any measurement: the
 * app's `trades` rows (`doc` = the trade without its id) and the plugin's rows (the stored trade's
 * fields as columns).
 */
export async function seedTrades(backend: TestBackend, userId: string, trades: readonly Trade[]): Promise<void> {
  const ours = trades.map(({ id, ...doc }) => ({ id, doc }))
  await backend.db.query(`insert into public.trades (id, user_id, doc) select (r->>'id')::uuid, $1, r->'doc' from jsonb_array_elements($2::jsonb) r`, [
    userId,
    JSON.stringify(ours),
  ])
  const peer = trades.map((trade) => ({
    ...toPluginRow(toStoredTrade(trade) as unknown as Record<string, unknown>),
    user_id: userId,
    _deleted: false,
    _modified: new Date().toISOString(),
  }))
  await backend.db.query(`insert into public.${PLUGIN_TABLE} select * from jsonb_populate_recordset(null::public.${PLUGIN_TABLE}, $1::jsonb)`, [JSON.stringify(peer)])
}

/**
 * The floor under any first sync: the same trades written into an empty device's trades collection
 * (the same storage and definition as both engines' devices) with one `bulkInsert` per pull page,
 * nothing fetched, mapped or tracked. Returns the milliseconds it took.
 */
export async function measureLocalWriteFloor(trades: readonly Trade[], pageSize: number): Promise<number> {
  const { rxDatabase } = await openDatabase('bench_floor_', ['trades'])
  try {
    const docs = trades.map((trade) => ({ ...toStoredTrade(trade), _attachments: {} }))
    const started = performance.now()
    for (let at = 0; at < docs.length; at += pageSize) await rxDatabase.collections.trades.bulkInsert(docs.slice(at, at + pageSize) as never)
    return performance.now() - started
  } finally {
    await rxDatabase.close()
  }
}

/** How many of the user's rows on the server have these notes (the benchmark's edit marker). */
export async function serverCountWithNotes(backend: TestBackend, engine: Engine, userId: string, notes: string): Promise<number> {
  const sql =
    engine === 'ours'
      ? `select count(*)::int as n from public.trades where user_id = $1 and doc->>'notes' = $2`
      : `select count(*)::int as n from public.${PLUGIN_TABLE} where user_id = $1 and "notes" = $2`
  const { rows } = await backend.db.query<{ n: number }>(sql, [userId, notes])
  return rows[0]?.n ?? 0
}

export type Engine = 'ours' | 'plugin'

function clientFor(backend: TestBackend, user: BenchUser, fetchImpl: typeof fetch = fetch): SupabaseClient {
  return createClient(backend.url, backend.keys.anonKey, {
    accessToken: async () => user.token,
    realtime: { transport: WebSocket as never },
    global: { fetch: fetchImpl },
  })
}

/** What both engines' devices offer the benchmark. */
export interface BenchDevice {
  readonly engine: Engine
  /** Starts replicating; resolves when the first sync is done (everything pulled and pushed). */
  start(): Promise<void>
  localCount(): Promise<number>
  /** Resolves when `count` distinct trades have been written locally since the call (no queries). */
  whenInserted(count: number): Promise<void>
  /** One trade's id (the n-th by id), to edit. */
  tradeIds(limit: number): Promise<string[]>
  /** Edits a trade's notes as the app would (a local write; replication picks it up). */
  editNotes(id: string, notes: string): Promise<void>
  /** Resolves when this device's local copy of the trade has these notes. */
  whenLocalNotes(id: string, notes: string): Promise<void>
  setOnline(online: boolean): void
  close(): Promise<void>
}

/** Both devices open the journal's own collection definitions (schema, indexes, conflict handler). */
async function openDatabase<Name extends keyof JournalCollections>(prefix: string, names: readonly Name[]) {
  const clock = () => new Date()
  const definitions = Object.fromEntries(names.map((name) => [name, JOURNAL_COLLECTIONS[name]]))
  const rxDatabase = (await createDatabaseWithCollections({
    name: `${prefix}${randomUUID().replaceAll('-', '')}`,
    storage: withIndexReads(getRxStorageDexie({ indexedDB, IDBKeyRange })),
    multiInstance: false,
    definitions: definitions as never,
    clock,
  })) as unknown as RxDatabase<JournalCollections>
  return { rxDatabase, clock }
}

function whenNotes(collection: RxCollection<StoredTrade>, id: string, notes: string): Promise<void> {
  // Subscribed before checking, so a write landing in between is not missed.
  const arrived = firstValueFrom(collection.$.pipe(filter((event) => event.documentId === id && (event.documentData as StoredTrade | undefined)?.notes === notes)))
  return Promise.race([
    arrived.then(() => undefined),
    collection
      .findOne(id)
      .exec()
      .then((doc) => (doc?.notes === notes ? undefined : arrived.then(() => undefined))),
  ])
}

function whenInserted(collection: RxCollection<StoredTrade>, count: number): Promise<void> {
  const seen = new Set<string>()
  return new Promise((resolve) => {
    const subscription = collection.$.subscribe((event) => {
      if (event.operation !== 'INSERT') return
      seen.add(event.documentId)
      if (seen.size < count) return
      subscription.unsubscribe()
      resolve()
    })
  })
}

async function firstIds(collection: RxCollection<StoredTrade>, limit: number): Promise<string[]> {
  const docs = await collection.find({ selector: {}, sort: [{ id: 'asc' }], limit }).exec()
  return docs.map((doc) => doc.id)
}

/**
 * A device running the app's sync engine: the collections the sync integration tests open (trades,
 * tags, the preference rows, the outbox), so it replicates the preference tables too, as the app does.
 */
export async function openOurDevice(
  backend: TestBackend,
  user: BenchUser,
  options: Pick<StartSyncOptions, 'pullBatchSize' | 'pushBatchSize' | 'onError' | 'server'> = {},
): Promise<BenchDevice> {
  const { rxDatabase, clock } = await openDatabase('bench_ours_', ['trades', 'tags', 'preferences', 'outbox'])
  const collection = rxDatabase.collections.trades
  const trades = createTradeRepository(collection, clock)
  const network = controllableNetwork()
  let handle: SyncHandle | null = null
  return {
    engine: 'ours',
    async start() {
      handle = await startSync({
        db: { userId: user.id, rxDatabase, clock },
        supabase: clientFor(backend, user, network.fetch),
        userId: user.id,
        browser: network.signals,
        listenToAuth: false,
        ...(options.pullBatchSize ? { pullBatchSize: options.pullBatchSize } : {}),
        ...(options.pushBatchSize ? { pushBatchSize: options.pushBatchSize } : {}),
        ...(options.server ? { server: options.server } : {}),
        onError: options.onError ?? ((error) => console.error('sync error:', error)),
      })
      await handle.awaitInSync()
    },
    localCount: () => collection.count().exec(),
    whenInserted: (count) => whenInserted(collection, count),
    tradeIds: (limit) => firstIds(collection, limit),
    async editNotes(id, notes) {
      await trades.patch(id, { notes })
    },
    whenLocalNotes: (id, notes) => whenNotes(collection, id, notes),
    setOnline: (online) => network.setOnline(online),
    async close() {
      await handle?.stop()
      await rxDatabase.close()
    },
  }
}

/**
 * A device running the official plugin on the same trades collection definition. Arrays and
 * objects travel as JSON text (the plugin's update compares every field in a REST filter and cannot
 * compare JSON), `null` columns are dropped on pull (RxDB has no nulls for absent optional fields)
 * and `user_id` stays on the server. "Offline" is the plugin's own pause; reconnecting resumes it,
 * which re-syncs at once (with its network cut instead, the plugin in Node would sit out its
 * 5 s retry pause after reconnecting: its shortcut listens to `window` only).
 */
export async function openPluginDevice(backend: TestBackend, user: BenchUser, options: { pullBatchSize: number; pushBatchSize: number }): Promise<BenchDevice> {
  const { rxDatabase, clock } = await openDatabase('bench_plugin_', ['trades'])
  const collection = rxDatabase.collections.trades
  let replication: RxSupabaseReplicationState<StoredTrade> | null = null
  return {
    engine: 'plugin',
    async start() {
      replication = replicateSupabase<StoredTrade>({
        client: clientFor(backend, user),
        tableName: PLUGIN_TABLE,
        collection,
        replicationIdentifier: `bench-plugin-${user.id}`,
        live: true,
        pull: { batchSize: options.pullBatchSize, modifier: (row) => fromPluginRow(row as unknown as Record<string, unknown>) as never },
        push: { batchSize: options.pushBatchSize, modifier: (doc) => toPluginRow(doc as unknown as Record<string, unknown>) as never },
      })
      replication.error$.subscribe((error) => console.error('plugin error:', error))
      await replication.awaitInitialReplication()
      await replication.awaitInSync()
    },
    localCount: () => collection.count().exec(),
    whenInserted: (count) => whenInserted(collection, count),
    tradeIds: (limit) => firstIds(collection, limit),
    async editNotes(id, notes) {
      const doc = await collection.findOne(id).exec(true)
      await doc.incrementalPatch({ notes, updatedAt: clock().toISOString() })
    },
    whenLocalNotes: (id, notes) => whenNotes(collection, id, notes),
    setOnline(online) {
      if (!replication) return
      if (!online) void replication.pause()
      // The plugin overrides start() to open its realtime channel, already open here: resume only.
      else void RxReplicationState.prototype.start.call(replication)
    },
    async close() {
      await replication?.cancel()
      await rxDatabase.close()
    },
  }
}

function toPluginRow(doc: Record<string, unknown>): Record<string, unknown> {
  const { _attachments: _a, _meta: _m, _rev: _r, ...row } = doc
  for (const field of JSON_FIELDS) if (row[field] !== undefined) row[field] = JSON.stringify(row[field])
  return row
}

/**
 * A server row as a local document. `_attachments: {}` because the trades schema has attachments and
 * RxDB refuses to push an update whose known server state has none (error AT4); with the plugin,
 * a pulled row therefore drops the device's attachments (ours keeps them: replication-port.ts).
 */
function fromPluginRow(row: Record<string, unknown>): Record<string, unknown> {
  const doc: Record<string, unknown> = { _attachments: {} }
  for (const [field, value] of Object.entries(row)) {
    if (value === null || field === 'user_id') continue
    doc[field] = JSON_FIELDS.has(field) && typeof value === 'string' ? JSON.parse(value) : value
  }
  return doc
}
