import { addRxPlugin, type RxCollection, type RxDatabase, type RxDocumentData } from 'rxdb'
import type { Id, TradeScreenshot } from '../domain'
import { JOURNAL_COLLECTIONS, type JournalCollectionName, type JournalCollections, type StoredTrade, toStoredTrade } from './collections'
import type { Clock } from './ids'
import { createOutboxRepository, type OutboxRepository } from './repositories/outbox-repository'
import type { Unsubscribe } from './repositories/plain'
import { type UnreadableLog, unreadableLogOf } from './repositories/unreadable-rows'

/**
 * What the sync layer (`sync/`) needs from the local database, without importing RxDB itself
 * (docs/architecture.md: only src/db imports rxdb). It wraps RxDB's own replication engine
 * (`replicateRxCollection`): the sync layer supplies pull and push handlers that talk to the server
 * and sees local documents as plain JSON objects with `_deleted`. Everything RxDB-specific stays
 * here: attachments, the trades index key, leader election, the replication plugin (loaded on
 * demand, so it never weighs on the first screen).
 */

export type SyncedCollectionName = Exclude<JournalCollectionName, 'cache' | 'outbox'>

/** A local document as the replication moves it: plain JSON, `_deleted` for a permanent removal. */
export type ReplicatedDocument = { readonly id: string; readonly _deleted: boolean; readonly [field: string]: unknown }

export interface ReplicationPushRow {
  /** The device's state to write. */
  readonly newDocumentState: ReplicatedDocument
  /** The server state the device believes it is changing; absent for a row never seen on the server. */
  readonly assumedMasterState?: ReplicatedDocument
}

export interface ReplicationPullResult<Checkpoint> {
  readonly documents: readonly ReplicatedDocument[]
  readonly checkpoint: Checkpoint | undefined
}

export interface CollectionReplicationOptions<Checkpoint> {
  readonly collection: SyncedCollectionName
  /** Stable per user, server and collection: RxDB keeps the checkpoints under it, so a restart resumes. */
  readonly identifier: string
  /** Changes after the checkpoint, at most `batchSize`; a shorter page means caught up. */
  readonly pull: (checkpoint: Checkpoint | undefined, batchSize: number) => Promise<ReplicationPullResult<Checkpoint>>
  /** Writes the rows; returns the current server state of every row that conflicted. */
  readonly push: (rows: readonly ReplicationPushRow[]) => Promise<readonly ReplicatedDocument[]>
  readonly pullBatchSize: number
  readonly pushBatchSize: number
  /** RxDB's own retry pause after a handler throws (the handlers retry transient faults themselves). */
  readonly retryTime?: number
}

export interface CollectionReplication {
  readonly collection: SyncedCollectionName
  /** Pull now (and re-check unpushed local writes), e.g. after a realtime nudge or reconnecting. */
  resync(): void
  /** True while RxDB has pulls or pushes running or waiting. */
  onActive(listener: (active: boolean) => void): Unsubscribe
  onError(listener: (error: unknown) => void): Unsubscribe
  /** Resolves when everything is pulled and pushed. Never resolves offline: only tests wait on it. */
  awaitInSync(): Promise<void>
  cancel(): Promise<void>
}

export interface ScreenshotPort {
  /** The trade's screenshot list, or null when the trade is gone. */
  screenshotsOf(tradeId: Id): Promise<readonly TradeScreenshot[] | null>
  /** The original bytes on this device, or null. */
  readOriginal(tradeId: Id, screenshotId: Id): Promise<Blob | null>
  /** Keeps downloaded bytes as the original; false when the trade is gone. Not a change to push. */
  storeOriginal(tradeId: Id, screenshotId: Id, data: Blob, type: string): Promise<boolean>
  /** Records where the bytes are in the bucket (a synced change); false when the trade or screenshot is gone. */
  setRemotePath(tradeId: Id, screenshotId: Id, remotePath: string): Promise<boolean>
  /** Trades with a screenshot that has no remote path yet. */
  tradesAwaitingUpload(): Promise<readonly Id[]>
}

export interface ReplicationPort {
  readonly userId: string
  readonly clock: Clock
  /** The synced collections open in this database. */
  readonly collections: readonly SyncedCollectionName[]
  /** Several tabs share the database: only the leader replicates. */
  readonly multiInstance: boolean
  isLeader(): boolean
  /** Resolves when this tab leads (at once for a single-instance database). */
  waitForLeadership(): Promise<void>
  replicate<Checkpoint>(options: CollectionReplicationOptions<Checkpoint>): Promise<CollectionReplication>
  /** Ids written on this device (any tab) other than by the replication's pulls. */
  watchLocalWrites(collection: SyncedCollectionName, listener: (ids: readonly string[]) => void): Unsubscribe
  readonly outbox: OutboxRepository
  /** Rows pulled or read that failed their collection's check, set aside with their reason. */
  readonly unreadable: UnreadableLog
  readonly screenshots: ScreenshotPort
}

/** Whatever holds a journal's RxDB database: a JournalDatabase, or a test database with fewer collections. */
export interface ReplicationPortSource {
  readonly userId: string
  readonly rxDatabase: RxDatabase<JournalCollections>
  readonly clock: Clock
}

type AnyCollection = RxCollection<Record<string, unknown>>
type Row = Record<string, unknown>

/** RxDB's storage fields and the trades index key never leave the device. */
function toPlainDocument(name: SyncedCollectionName, doc: Row): ReplicatedDocument {
  const { _attachments: _a, _meta: _m, _rev: _r, ...rest } = doc
  if (name === 'trades') delete rest.openedAtDescKey
  return rest as ReplicatedDocument
}

export async function createReplicationPort(source: ReplicationPortSource): Promise<ReplicationPort> {
  const { rxDatabase, clock, userId } = source
  const { RxDBLeaderElectionPlugin } = await import('rxdb/plugins/leader-election')
  addRxPlugin(RxDBLeaderElectionPlugin)
  const all = rxDatabase.collections as unknown as Record<string, AnyCollection | undefined>
  const collectionOf = (name: string): AnyCollection => {
    const collection = all[name]
    if (!collection) throw new Error(`The database has no ${name} collection`)
    return collection
  }
  const collections = (Object.keys(JOURNAL_COLLECTIONS) as JournalCollectionName[]).filter(
    (name): name is SyncedCollectionName => JOURNAL_COLLECTIONS[name].synced && all[name] !== undefined,
  )
  const outbox = createOutboxRepository(collectionOf('outbox') as unknown as JournalCollections['outbox'], clock)

  /**
   * Server rows become local documents: trades get their index key back, and documents of a
   * collection with attachments keep this device's attachments. RxDB writes a pulled document with
   * the attachments it carries, so a row from the server (which never has any) would otherwise
   * delete the screenshots stored here.
   */
  async function toLocal(name: SyncedCollectionName, docs: readonly ReplicatedDocument[]): Promise<Row[]> {
    const collection = collectionOf(name)
    const rows: Row[] = docs.map((doc) => (name === 'trades' ? storedTradeOrAsIs(doc) : { ...doc }))
    if (!collection.schema.jsonSchema.attachments || rows.length === 0) return rows
    const local = await collection.storageInstance.findDocumentsById(
      rows.map((row) => String(row.id)),
      true,
    )
    const attachments = new Map(local.map((doc: RxDocumentData<Row>) => [String(doc.id), doc._attachments]))
    return rows.map((row) => ({ ...row, _attachments: attachments.get(String(row.id)) ?? {} }))
  }

  return {
    userId,
    clock,
    collections,
    multiInstance: rxDatabase.multiInstance,
    isLeader: () => !rxDatabase.multiInstance || rxDatabase.isLeader(),
    async waitForLeadership() {
      if (rxDatabase.multiInstance) await rxDatabase.waitForLeadership()
    },

    async replicate<Checkpoint>(options: CollectionReplicationOptions<Checkpoint>): Promise<CollectionReplication> {
      const { replicateRxCollection } = await import('rxdb/plugins/replication')
      const name = options.collection
      const state = replicateRxCollection<Row, Checkpoint>({
        replicationIdentifier: options.identifier,
        collection: collectionOf(name),
        live: true,
        retryTime: options.retryTime ?? 5000,
        // The sync layer starts replications only in the leading tab; it waited already.
        waitForLeadership: false,
        autoStart: true,
        pull: {
          batchSize: options.pullBatchSize,
          handler: async (checkpoint, batchSize) => {
            const result = await options.pull(checkpoint, batchSize)
            return { documents: (await toLocal(name, result.documents)) as never, checkpoint: result.checkpoint }
          },
        },
        push: {
          batchSize: options.pushBatchSize,
          handler: async (rows) => {
            const conflicts = await options.push(
              rows.map((row) => ({
                newDocumentState: toPlainDocument(name, row.newDocumentState as Row),
                ...(row.assumedMasterState ? { assumedMasterState: toPlainDocument(name, row.assumedMasterState as Row) } : {}),
              })),
            )
            return (await toLocal(name, conflicts)) as never
          },
        },
      })
      const subscribe = <T>(source: { subscribe(next: (value: T) => void): { unsubscribe(): void } }, listener: (value: T) => void) => {
        const subscription = source.subscribe(listener)
        return () => subscription.unsubscribe()
      }
      return {
        collection: name,
        resync: () => state.reSync(),
        onActive: (listener) => subscribe(state.active$, listener),
        onError: (listener) => subscribe(state.error$, listener),
        awaitInSync: async () => {
          await state.awaitInSync()
        },
        cancel: async () => {
          await state.cancel()
        },
      }
    },

    watchLocalWrites(name, listener) {
      const subscription = collectionOf(name).eventBulks$.subscribe((bulk) => {
        // RxDB's pulls write with this context; everything else (repositories, conflict merges,
        // other tabs) is a change of this device that still has to reach the server.
        if (bulk.context.startsWith('replication-downstream')) return
        listener(bulk.events.map((event) => event.documentId))
      })
      return () => subscription.unsubscribe()
    },

    outbox,
    unreadable: unreadableLogOf(rxDatabase as unknown as RxDatabase, clock),
    screenshots: createScreenshotPort(() => collectionOf('trades') as unknown as RxCollection<StoredTrade>),
  }
}

function storedTradeOrAsIs(doc: ReplicatedDocument): Row {
  try {
    return toStoredTrade(doc as never) as unknown as Row
  } catch {
    // A malformed row (no valid openedAt) is stored as it came rather than stopping the pull.
    return { ...doc }
  }
}

/** Attachment ids follow the screenshot store: the original's id is the screenshot id. */
function createScreenshotPort(trades: () => RxCollection<StoredTrade>): ScreenshotPort {
  return {
    async screenshotsOf(tradeId) {
      const doc = await trades().findOne(tradeId).exec()
      return doc ? doc.screenshots : null
    },
    async readOriginal(tradeId, screenshotId) {
      const doc = await trades().findOne(tradeId).exec()
      const attachment = doc?.getAttachment(screenshotId)
      return attachment ? attachment.getData() : null
    },
    async storeOriginal(tradeId, screenshotId, data, type) {
      const doc = await trades().findOne(tradeId).exec()
      if (!doc) return false
      await doc.putAttachment({ id: screenshotId, data, type })
      return true
    },
    async setRemotePath(tradeId, screenshotId, remotePath) {
      const doc = await trades().findOne(tradeId).exec()
      if (!doc || !doc.screenshots.some((shot) => shot.id === screenshotId)) return false
      await doc.incrementalModify((trade) => ({
        ...trade,
        screenshots: trade.screenshots.map((shot) => (shot.id === screenshotId ? { ...shot, remotePath } : shot)),
      }))
      return true
    },
    async tradesAwaitingUpload() {
      const docs = await trades()
        .find({ selector: { screenshots: { $elemMatch: { remotePath: { $exists: false } } } } as never })
        .exec()
      return docs.map((doc) => doc.id)
    },
  }
}
