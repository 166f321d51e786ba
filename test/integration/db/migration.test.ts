import { removeRxDatabase, type RxCollection } from 'rxdb'
import { afterEach, describe, expect, it } from 'vitest'
import { type StoredTrade, toStoredTrade } from '../../../src/db'
import type { CollectionDefinition } from '../../../src/db/collections'
import { tradesCollection } from '../../../src/db/collections/trades'
import { createDatabaseWithCollections } from '../../../src/db/create-database'
import { createTradeRepository } from '../../../src/db/repositories/trade-repository'
import { steppingClock, testStorage } from './support/test-journal'

/** The next version of the real trades schema, as a future migration would add a field. */
type TradeV1 = StoredTrade & { readonly reviewed: boolean }
const tradesV1: CollectionDefinition<TradeV1> = {
  schema: {
    ...tradesCollection.schema,
    version: 1,
    properties: { ...tradesCollection.schema.properties, reviewed: { type: 'boolean' } },
    required: [...(tradesCollection.schema.required ?? []), 'reviewed'],
  },
  migrationStrategies: {
    ...tradesCollection.migrationStrategies,
    // A trade with notes counts as reviewed.
    1: (doc: StoredTrade) => ({ ...doc, reviewed: doc.notes.trim() !== '' }),
  },
  synced: true,
}

const name = `tj_migration_${crypto.randomUUID().replaceAll('-', '')}`
const clock = steppingClock()
let open: { close(): Promise<unknown> } | null = null

const options = { name, storage: testStorage(), multiInstance: false, clock }

async function openVersion0() {
  const database = await createDatabaseWithCollections<{ trades: RxCollection<StoredTrade> }>({ ...options, definitions: { trades: tradesCollection } })
  open = database
  return database
}

async function openVersion1() {
  const database = await createDatabaseWithCollections<{ trades: RxCollection<TradeV1> }>({ ...options, definitions: { trades: tradesV1 } })
  open = database
  return database
}

afterEach(async () => {
  await open?.close()
  await removeRxDatabase(name, testStorage(), false)
})

describe('schema migration', () => {
  it('migrates stored trades from version 0 to a version 1 schema through its strategy', async () => {
    const v0 = await openVersion0()
    const repository = createTradeRepository(v0.collections.trades, clock)
    const base = {
      symbol: 'BTCUSDT',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      marketType: 'linear',
      side: 'long',
      entryPrice: '64000.000000000000000001',
      quantity: '0.5',
      openedAt: '2025-01-02T03:04:05.000Z',
      source: 'manual',
    } as const
    const withNotes = await repository.insert({ ...base, notes: 'Clean breakout, held to target' })
    const bare = await repository.insert(base)
    const image = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' })
    await (await v0.collections.trades.findOne(bare.id).exec())?.putAttachment({ id: 'shot-1', data: image, type: 'image/png' })
    await v0.close()

    const v1 = await openVersion1()
    const migrated = await v1.collections.trades.find({ sort: [{ openedAt: 'asc' }, { id: 'asc' }] }).exec()
    const byId = new Map(migrated.map((doc) => [doc.id, doc]))

    expect(migrated).toHaveLength(2)
    expect(byId.get(withNotes.id)?.toJSON()).toEqual({ ...toStoredTrade(withNotes), reviewed: true })
    const bareDoc = byId.get(bare.id)
    expect(bareDoc?.reviewed).toBe(false)
    expect(bareDoc?.entryPrice).toBe('64000.000000000000000001')
    // Screenshots (attachments) survive the migration.
    const attachment = bareDoc?.getAttachment('shot-1')
    expect(attachment?.type).toBe('image/png')
    const bytes = new Uint8Array(await (await attachment!.getData()).arrayBuffer())
    expect([...bytes]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
  })
})
