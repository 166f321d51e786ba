// The official RxDB Supabase plugin (rxdb/plugins/replication-supabase, 17.6.0) run against the
// local backend the way RxDB's own suite runs it against a real Supabase: anon key, a table with
// `_deleted` and `_modified`, batches of 5, two clients with insert/update/delete conflicts, and a
// server-side insert arriving live through realtime. If the backend deviates from Supabase's wire
// protocol anywhere the plugin relies on, these fail. It is also the peer of the sync benchmarks.
import { randomUUID } from 'node:crypto'
import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb'
import { replicateSupabase, type RxSupabaseReplicationState } from 'rxdb/plugins/replication-supabase'
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestClient, startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'

const BATCH_SIZE = 5
const TABLE = 'humans'

interface Human {
  passportId: string
  firstName: string
  lastName: string
  age?: number
}

// The table shape the plugin's documentation asks for: `_modified` moved forward on every update
// by a trigger (what `moddatetime` does), soft deletes in `_deleted`, and the realtime publication.
const HUMANS_TABLE_SQL = `
  create table public.${TABLE} (
    "passportId" text primary key,
    "firstName" text not null,
    "lastName" text not null,
    age integer,
    _deleted boolean not null default false,
    _modified timestamptz not null default now()
  );
  create function public.${TABLE}_touch() returns trigger language plpgsql as $$
    begin new._modified := now(); return new; end $$;
  create trigger ${TABLE}_touch before update on public.${TABLE} for each row execute function public.${TABLE}_touch();
  grant all on public.${TABLE} to anon, authenticated, service_role;
  alter publication supabase_realtime add table public.${TABLE};
`

const humanSchema = {
  version: 0,
  primaryKey: 'passportId',
  type: 'object',
  properties: {
    passportId: { type: 'string', maxLength: 100 },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    age: { type: 'integer', minimum: 0, maximum: 150 },
  },
  required: ['passportId', 'firstName', 'lastName'],
} as const

const human = (passportId: string = randomUUID(), firstName = 'First', lastName = 'Last'): Human => ({ passportId, firstName, lastName, age: 33 })

describe.each(TEST_DATABASES)('the official RxDB Supabase plugin against the local backend on %s', (database) => {
  let backend: TestBackend
  let supabase: SupabaseClient
  const openDatabases: RxDatabase[] = []
  const replications: RxSupabaseReplicationState<Human>[] = []

  beforeAll(async () => {
    backend = await startTestBackend(database, { afterSchemaSetUp: (db) => db.exec(HUMANS_TABLE_SQL) })
    supabase = createTestClient(backend)
  }, 60_000)
  afterAll(() => backend?.stop())

  beforeEach(async () => {
    const { error } = await supabase.from(TABLE).delete().neq('passportId', '')
    if (error) throw error
  })
  afterEach(async () => {
    await Promise.all(replications.splice(0).map((replication) => replication.cancel()))
    await Promise.all(openDatabases.splice(0).map((db) => db.remove()))
  })

  async function humans(docs: Human[] = []): Promise<RxCollection<Human>> {
    const db = await createRxDatabase({ name: `fidelity${randomUUID().replaceAll('-', '')}`, storage: getRxStorageMemory(), multiInstance: false })
    openDatabases.push(db)
    const { humans: collection } = await db.addCollections({ humans: { schema: humanSchema } })
    if (docs.length) await collection.bulkInsert(docs)
    return collection as unknown as RxCollection<Human>
  }

  function replicate(collection: RxCollection<Human>, options: { live: boolean; push?: boolean; pull?: boolean; identifier?: string }) {
    const replication = replicateSupabase<Human>({
      client: supabase,
      tableName: TABLE,
      collection,
      replicationIdentifier: options.identifier ?? `fidelity-${randomUUID()}`,
      live: options.live,
      pull: options.pull === false ? undefined : { batchSize: BATCH_SIZE, modifier: (doc) => (doc.age === null ? { ...doc, age: undefined } : doc) },
      push: options.push === false ? undefined : { batchSize: BATCH_SIZE },
    })
    // Any replication error fails the test, as RxDB's own suite does.
    replication.error$.subscribe((error) => {
      throw error
    })
    replications.push(replication)
    return replication
  }

  /** One full push and pull, then stop: the plugin's live: false mode. */
  async function syncOnce(collection: RxCollection<Human>, options: { push?: boolean; pull?: boolean } = {}) {
    const replication = replicate(collection, { live: false, identifier: 'sync-once', ...options })
    await replication.awaitInitialReplication()
    await replication.awaitInSync()
    await replication.cancel()
  }

  async function serverRows(): Promise<(Human & { _deleted: boolean; _modified: string })[]> {
    const { data, error } = await supabase.from(TABLE).select('*')
    if (error) throw error
    return data
  }

  async function insertOnServer(doc = human()) {
    const { error } = await supabase.from(TABLE).insert([doc]).select()
    if (error) throw error
    return doc
  }

  it('pushes inserted documents in batches, then the ones added later', async () => {
    const collection = await humans(Array.from({ length: 10 }, () => human()))
    await syncOnce(collection, { pull: false })
    expect(await serverRows()).toHaveLength(10)

    await collection.bulkInsert(Array.from({ length: 15 }, () => human()))
    await syncOnce(collection, { pull: false })
    expect(await serverRows()).toHaveLength(25)
  })

  it('pushes an update', async () => {
    const collection = await humans(Array.from({ length: 4 }, () => human()))
    await syncOnce(collection)
    const doc = await collection.findOne().exec(true)
    await doc.incrementalPatch({ firstName: 'updated' })
    await syncOnce(collection)
    expect((await serverRows()).find((row) => row.passportId === doc.passportId)?.firstName).toBe('updated')
  })

  it('pulls server rows page by page, then new rows, then a server-side update', async () => {
    for (let i = 0; i < 12; i++) await insertOnServer()
    const collection = await humans()
    await syncOnce(collection)
    expect(await collection.count().exec()).toBe(12)

    for (let i = 0; i < 8; i++) await insertOnServer()
    await syncOnce(collection)
    const docs = await collection.find().exec()
    expect(docs).toHaveLength(20)

    const target = docs[docs.length - 1]!
    const { error } = await supabase.from(TABLE).update({ lastName: 'changed on the server' }).eq('passportId', target.passportId).select()
    if (error) throw error
    await syncOnce(collection)
    expect((await collection.findOne(target.passportId).exec(true)).lastName).toBe('changed on the server')
  })

  it('pushes a deletion as _deleted = true', async () => {
    const collection = await humans([human()])
    await syncOnce(collection, { pull: false })
    await (await collection.findOne().exec(true)).remove()
    await syncOnce(collection, { pull: false })
    const rows = await serverRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]!._deleted).toBe(true)
  })

  it('INSERT conflict: the first insert on the server wins on both clients', async () => {
    const first = await humans([human('conflict-insert', 'insert-first')])
    await syncOnce(first)
    const second = await humans([human('conflict-insert', 'insert-second')])
    await syncOnce(second)

    expect((await serverRows())[0]!.firstName).toBe('insert-first')
    expect((await second.findOne('conflict-insert').exec(true)).firstName).toBe('insert-first')
    expect((await first.findOne('conflict-insert').exec(true)).firstName).toBe('insert-first')
  })

  it('UPDATE conflict: the master state is kept', async () => {
    const one = await humans([human('conflict-update')])
    const two = await humans()
    await syncOnce(one)
    await syncOnce(two)

    await (await two.findOne('conflict-update').exec(true)).incrementalPatch({ firstName: 'from two' })
    await syncOnce(two)
    await (await one.findOne('conflict-update').exec(true)).incrementalPatch({ firstName: 'from one' })
    await syncOnce(one)

    expect((await two.findOne('conflict-update').exec(true)).firstName).toBe('from two')
    expect((await one.findOne('conflict-update').exec(true)).firstName).toBe('from two')
  })

  it('DELETE conflict: an edit of a document deleted elsewhere yields to the deletion', async () => {
    const one = await humans([human('conflict-delete', 'before')])
    const two = await humans()
    await syncOnce(one)
    await syncOnce(two)

    await (await one.findOne('conflict-delete').exec(true)).remove()
    await syncOnce(one)
    expect((await serverRows())[0]!._deleted).toBe(true)

    await (await two.findOne('conflict-delete').exec(true)).patch({ firstName: 'edited' })
    await syncOnce(two)
    expect(await two.findOne('conflict-delete').exec()).toBeNull()
  })

  it('live: local inserts, updates and deletes reach the server, and a server insert arrives through realtime', async () => {
    const collection = await humans([human('live-a'), human('live-b')])
    const replication = replicate(collection, { live: true })
    await replication.awaitInitialReplication()
    expect(await serverRows()).toHaveLength(2)

    await collection.insert(human('live-c'))
    await replication.awaitInSync()
    expect(await serverRows()).toHaveLength(3)

    const doc = await collection.findOne('live-a').exec(true)
    await doc.incrementalPatch({ firstName: 'live update' })
    await replication.awaitInSync()
    expect((await serverRows()).find((row) => row.passportId === 'live-a')?.firstName).toBe('live update')

    await doc.getLatest().remove()
    await replication.awaitInSync()
    expect((await serverRows()).filter((row) => !row._deleted)).toHaveLength(2)

    // Nothing pulls on a timer in live mode: only the realtime event can bring this row in.
    await insertOnServer(human('from-the-server'))
    await expect.poll(() => collection.findOne('from-the-server').exec(), { timeout: 5_000 }).not.toBeNull()
  })
})
