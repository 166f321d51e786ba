// Backend benchmark (issue 4): requests per second and latency of the sync functions through the
// local backend's REST gateway, measured from a Node client (supabase-js, as the app calls them),
// on a throwaway PostgreSQL 15 cluster and on embedded PGlite.
//
//   npm run bench -- --only backend                      both databases
//   npm run bench -- --only backend --backend-db pglite  one of them
//
// Figures: pulling 10,000 rows in pages of 500 (sync_pull) and pushing 1,000 rows in batches of 100
// (sync_push), each repeated; beside them the official RxDB plugin's way over the same REST API
// (pages of 500 by `_modified, id`, and one insert request per row) as the peer.
import { randomUUID } from 'node:crypto'
import { importTypeScript } from '../../sync/local/typescript-module.mjs'
import { median, ms, percentile, table } from './stats.mjs'
import { tradeDoc } from './support/trade-doc.mjs'

const ROWS = 10_000
const PAGE = 500
const PUSH_ROWS = 1_000
const PUSH_BATCH = 100
const REPEAT = 3

function summarize(name, samples, rows, totalMs) {
  return {
    name,
    requests: samples.length,
    rowsPerRequest: rows / (samples.length / REPEAT),
    requestsPerSecond: (samples.length / totalMs) * 1000,
    rowsPerSecond: ((rows * REPEAT) / totalMs) * 1000,
    medianMs: median(samples),
    p95Ms: percentile(samples, 95),
  }
}

async function timed(samples, work) {
  const started = performance.now()
  const result = await work()
  samples.push(performance.now() - started)
  return result
}

async function benchDatabase(database, modules) {
  const { startTestBackend, createTestClient } = modules.harness
  const backend = await startTestBackend(database, {
    afterSchemaSetUp: (db) =>
      db.exec(`create table public.bench_peer (id text primary key, doc jsonb not null, _deleted boolean not null default false, _modified timestamptz not null default now());
               grant all on public.bench_peer to anon, authenticated, service_role;`),
  })
  try {
    const userId = randomUUID()
    await backend.db.query('insert into auth.users (id, email) values ($1, $2)', [userId, `bench-${userId}@example.test`])
    const token = modules.jwt.signJwt(
      { sub: userId, role: 'authenticated', aud: 'authenticated', email: `bench-${userId}@example.test`, exp: Math.floor(Date.now() / 1000) + 3600 },
      backend.keys.jwtSecret,
    )
    const { createClient } = await import('@supabase/supabase-js')
    const client = createClient(backend.url, backend.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime: { transport: (await import('ws')).default },
    })
    const anonClient = createTestClient(backend)

    // Seed outside the measurement: 10,000 trades of this user, and the same for the peer table.
    const seed = JSON.stringify(Array.from({ length: ROWS }, (_, n) => ({ id: randomUUID(), doc: tradeDoc(n) })))
    await backend.db.query(`insert into public.trades (id, user_id, doc) select (r->>'id')::uuid, $1, r->'doc' from jsonb_array_elements($2::jsonb) r`, [userId, seed])
    await backend.db.query(`insert into public.bench_peer (id, doc) select r->>'id', r->'doc' from jsonb_array_elements($1::jsonb) r`, [seed])

    const results = []
    {
      const samples = []
      const started = performance.now()
      for (let round = 0; round < REPEAT; round++) {
        let checkpoint = null
        let pulled = 0
        for (;;) {
          const { data, error } = await timed(samples, () =>
            client.rpc('sync_pull', { p_table: 'trades', p_checkpoint_stamp: checkpoint?.stamp ?? null, p_checkpoint_key: checkpoint?.key ?? null, p_limit: PAGE }),
          )
          if (error) throw new Error(`sync_pull: ${error.message}`)
          pulled += data.rows.length
          if (data.rows.length < PAGE || !data.checkpoint) break
          checkpoint = data.checkpoint
        }
        if (pulled !== ROWS) throw new Error(`sync_pull returned ${pulled} rows, expected ${ROWS}`)
      }
      results.push(summarize(`pull ${ROWS} rows, pages of ${PAGE} (sync_pull)`, samples, ROWS, performance.now() - started))
    }
    {
      const samples = []
      const started = performance.now()
      for (let round = 0; round < REPEAT; round++) {
        let last = null
        let pulled = 0
        for (;;) {
          let query = anonClient.from('bench_peer').select('*')
          if (last) query = query.or(`"_modified".gt.${last._modified},and("_modified".eq.${last._modified},"id".gt.${last.id})`)
          const { data, error } = await timed(samples, () => query.order('_modified', { ascending: true }).order('id', { ascending: true }).limit(PAGE))
          if (error) throw new Error(`peer pull: ${error.message}`)
          pulled += data.length
          if (data.length < PAGE) break
          last = data[data.length - 1]
        }
        if (pulled !== ROWS) throw new Error(`peer pull returned ${pulled} rows, expected ${ROWS}`)
      }
      results.push(summarize(`peer: RxDB plugin pull, pages of ${PAGE}`, samples, ROWS, performance.now() - started))
    }
    {
      const samples = []
      const started = performance.now()
      for (let round = 0; round < REPEAT; round++) {
        const rows = Array.from({ length: PUSH_ROWS }, (_, n) => ({ id: randomUUID(), doc: tradeDoc(n), base_revision: null }))
        for (let offset = 0; offset < rows.length; offset += PUSH_BATCH) {
          const { data, error } = await timed(samples, () => client.rpc('sync_push', { p_table: 'trades', p_rows: rows.slice(offset, offset + PUSH_BATCH) }))
          if (error) throw new Error(`sync_push: ${error.message}`)
          if (data.written.length !== PUSH_BATCH) throw new Error(`sync_push wrote ${data.written.length} of ${PUSH_BATCH}`)
        }
      }
      results.push(summarize(`push ${PUSH_ROWS} rows, batches of ${PUSH_BATCH} (sync_push)`, samples, PUSH_ROWS, performance.now() - started))
    }
    {
      const samples = []
      const started = performance.now()
      for (let round = 0; round < REPEAT; round++) {
        // The plugin sends one insert per row, all at once (Promise.all over a batch).
        const rows = Array.from({ length: PUSH_ROWS }, (_, n) => ({ id: randomUUID(), doc: tradeDoc(n) }))
        for (let offset = 0; offset < rows.length; offset += PUSH_BATCH) {
          await Promise.all(
            rows.slice(offset, offset + PUSH_BATCH).map(async (row) => {
              const { error } = await timed(samples, () => anonClient.from('bench_peer').insert(row))
              if (error) throw new Error(`peer push: ${error.message}`)
            }),
          )
        }
      }
      results.push(summarize(`peer: RxDB plugin push, one request per row`, samples, PUSH_ROWS, performance.now() - started))
    }
    return results
  } finally {
    await backend.stop()
  }
}

export async function runBackendBenchmark({ databases = ['postgres', 'pglite'] } = {}) {
  const modules = { harness: await importTypeScript('test/integration/backend/support/test-backend.ts'), jwt: await importTypeScript('sync/local-backend/jwt.ts') }
  const all = {}
  for (const database of databases) {
    console.log(`\nBackend on ${database === 'postgres' ? 'PostgreSQL 15' : 'PGlite'}: sync functions through /rest/v1 from a Node client`)
    const results = await benchDatabase(database, modules)
    all[database] = results
    console.log(
      table([
        ['operation', 'requests', 'req/s', 'rows/s', 'median', 'p95'],
        ...results.map((r) => [r.name, String(r.requests), r.requestsPerSecond.toFixed(1), String(Math.round(r.rowsPerSecond)), ms(r.medianMs), ms(r.p95Ms)]),
      ]),
    )
  }
  return all
}
