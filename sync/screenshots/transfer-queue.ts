import type { OutboxItem, ReplicationPort } from '../../src/db'
import { backoffDelay, type BackoffConfig } from '../connectivity/backoff'
import type { ConnectivityDriver, Scheduler } from '../connectivity/driver'
import { SyncRequestError } from '../replication/server-api'
import { screenshotObjectPath } from './paths'
import type { ScreenshotStorage } from './storage-api'

/** Per-item backoff: a file that keeps failing waits longer and longer without holding up others. */
export const TRANSFER_BACKOFF: BackoffConfig = { baseDelayMs: 2000, maxDelayMs: 15 * 60_000 }

const KINDS = ['screenshotUpload', 'screenshotDownload'] as const
const WAITING = ['pending', 'failed', 'inFlight'] as const

export interface TransferQueueOptions {
  readonly port: ReplicationPort
  readonly storage: ScreenshotStorage
  readonly driver: ConnectivityDriver
  readonly userId: string
  readonly signal: AbortSignal
  readonly scheduler: Scheduler
  readonly now: () => number
  readonly random: () => number
  /** Uploads waiting, for the status. */
  readonly onPendingUploads?: (count: number) => void
}

/**
 * Screenshot bytes between this device and the `screenshots` bucket, through the outbox, so a queued
 * transfer survives reloads and killed tabs:
 * - uploads: every screenshot of a trade without a `remotePath` whose bytes are on this device gets
 *   an item; once uploaded, the trade's screenshot records its `remotePath` (a synced change), which
 *   tells the other devices where to find it;
 * - downloads, on demand: `request()` returns the bytes, fetching them first when a screenshot
 *   synced from another device has only its `remotePath` here.
 * Transient failures retry with per-item exponential backoff and jitter; a file the server refuses
 * for good (too large, wrong type) is set aside with its reason.
 */
export function createTransferQueue(options: TransferQueueOptions) {
  const { port, storage, driver, signal, scheduler } = options
  const outbox = port.outbox
  const iso = (ms: number) => new Date(ms).toISOString()
  let wake: (() => void) | undefined

  async function reportPendingUploads() {
    options.onPendingUploads?.(await outbox.count({ kind: 'screenshotUpload', state: [...WAITING] }))
  }

  /** Queues uploads for the screenshots of these trades that are not in the bucket yet. */
  async function enqueueUploads(tradeIds: readonly string[]): Promise<void> {
    for (const tradeId of new Set(tradeIds)) {
      const screenshots = await port.screenshots.screenshotsOf(tradeId)
      for (const shot of screenshots ?? []) {
        if (shot.remotePath) continue
        const queued = await outbox.find({ kind: 'screenshotUpload', documentId: tradeId, attachmentId: shot.id })
        if (queued.length > 0) continue
        if (!(await port.screenshots.readOriginal(tradeId, shot.id))) continue
        await outbox.add({
          kind: 'screenshotUpload',
          collectionName: 'trades',
          documentId: tradeId,
          attachmentId: shot.id,
          payload: { path: screenshotObjectPath(options.userId, tradeId, shot.id, shot.mimeType), mimeType: shot.mimeType },
          nextAttemptAt: iso(options.now()),
        })
      }
    }
  }

  const enqueuing = new Map<string, Promise<void>>()
  /** One queued download per screenshot, also when a thumbnail and the viewer ask at the same moment. */
  function enqueueDownload(tradeId: string, screenshotId: string): Promise<void> {
    const key = `${tradeId}/${screenshotId}`
    const running = enqueuing.get(key)
    if (running) return running
    const adding = (async () => {
      const queued = await outbox.find({ kind: 'screenshotDownload', documentId: tradeId, attachmentId: screenshotId, state: [...WAITING] })
      if (queued.length > 0) return
      await outbox.add({ kind: 'screenshotDownload', collectionName: 'trades', documentId: tradeId, attachmentId: screenshotId, nextAttemptAt: iso(options.now()) })
    })().finally(() => enqueuing.delete(key))
    enqueuing.set(key, adding)
    return adding
  }

  async function finish(item: OutboxItem) {
    await outbox.remove(item.id)
  }

  async function fail(item: OutboxItem, error: unknown) {
    const failure = error instanceof SyncRequestError ? error : new SyncRequestError(String(error), 500)
    // A missing object may simply not be uploaded yet by the other device: wait and try again.
    const permanent = failure.kind === 'rejected' && !(item.kind === 'screenshotDownload' && failure.status === 404)
    if (failure.kind === 'network' || failure.kind === 'unauthorized') driver.send({ type: 'request-failed', kind: failure.kind, message: failure.message })
    if (permanent) {
      await outbox.update(item.id, { state: 'setAside', reason: failure.message, lastError: failure.message, attempts: item.attempts + 1 })
      return
    }
    const attempts = item.attempts + 1
    await outbox.update(item.id, {
      state: 'failed',
      attempts,
      lastError: failure.message,
      nextAttemptAt: iso(options.now() + backoffDelay(attempts, options.random(), TRANSFER_BACKOFF)),
    })
  }

  async function upload(item: OutboxItem) {
    const tradeId = item.documentId ?? ''
    const screenshotId = item.attachmentId ?? ''
    const shot = (await port.screenshots.screenshotsOf(tradeId))?.find((candidate) => candidate.id === screenshotId)
    const bytes = shot ? await port.screenshots.readOriginal(tradeId, screenshotId) : null
    // The trade or the screenshot was removed meanwhile, or it is already in the bucket.
    if (!shot || !bytes || shot.remotePath) return finish(item)
    const path = typeof item.payload?.path === 'string' ? item.payload.path : screenshotObjectPath(options.userId, tradeId, screenshotId, shot.mimeType)
    await storage.upload(path, bytes, shot.mimeType, signal)
    driver.send({ type: 'request-succeeded' })
    await port.screenshots.setRemotePath(tradeId, screenshotId, path)
    await finish(item)
  }

  async function download(item: OutboxItem) {
    const tradeId = item.documentId ?? ''
    const screenshotId = item.attachmentId ?? ''
    if (await port.screenshots.readOriginal(tradeId, screenshotId)) return finish(item)
    const shot = (await port.screenshots.screenshotsOf(tradeId))?.find((candidate) => candidate.id === screenshotId)
    if (!shot) return finish(item)
    // The other device has not uploaded it yet: try again later (its remotePath arrives by sync).
    if (!shot.remotePath) throw new SyncRequestError('The screenshot is not uploaded yet', 404)
    const bytes = await storage.download(shot.remotePath, signal)
    driver.send({ type: 'request-succeeded' })
    await port.screenshots.storeOriginal(tradeId, screenshotId, bytes, shot.mimeType)
    await finish(item)
  }

  async function process(item: OutboxItem) {
    await outbox.update(item.id, { state: 'inFlight' })
    try {
      if (item.kind === 'screenshotUpload') await upload(item)
      else await download(item)
    } catch (error) {
      if (signal.aborted) {
        await outbox.update(item.id, { state: 'pending' }).catch(() => undefined)
        return
      }
      await fail(item, error)
    }
  }

  /** Sleeps until the queue changes, the next item is due, or sync stops. */
  async function idle(): Promise<void> {
    const next = await outbox.nextAttemptAt([...KINDS])
    await new Promise<void>((resolve) => {
      const cancel = next === null ? undefined : scheduler.schedule(done, Date.parse(next) - options.now())
      const onAbort = () => done()
      function done() {
        wake = undefined
        cancel?.()
        signal.removeEventListener('abort', onAbort)
        resolve()
      }
      wake = done
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }

  async function run() {
    while (!signal.aborted) {
      try {
        await driver.whenOpen(signal)
        const item = await outbox.nextDue([...KINDS], iso(options.now()))
        if (item) await process(item)
        else await idle()
      } catch (error) {
        if (signal.aborted) return
        // A database error (e.g. the journal closing): pause before looking again rather than spin.
        await new Promise<void>((resolve) => scheduler.schedule(resolve, 1000))
        void error
      }
    }
  }

  return {
    /** The leader runs the worker: recover items a closed tab left in flight, find missing uploads, go. */
    async start(): Promise<void> {
      await outbox.requeueInFlight()
      const stopWatching = outbox.watch(() => {
        wake?.()
        void reportPendingUploads().catch(() => undefined)
      })
      const stopTrades = port.watchLocalWrites('trades', (ids) => void enqueueUploads(ids).catch(() => undefined))
      signal.addEventListener('abort', () => {
        stopWatching()
        stopTrades()
      })
      await reportPendingUploads()
      void enqueueUploads(await port.screenshots.tradesAwaitingUpload()).catch(() => undefined)
      void run()
    },

    /**
     * The original bytes of a screenshot: from this device, or downloaded from the bucket (queued in
     * the outbox, so it is retried and survives a reload). Null when it cannot be had (set aside, the
     * trade is gone, sync stopped, or the caller no longer waits: `signal`, e.g. a thumbnail that
     * left the screen; the queued download still goes). Works in any tab: the leader's worker does
     * the transfer.
     */
    async request(tradeId: string, screenshotId: string, caller?: AbortSignal): Promise<Blob | null> {
      const local = await port.screenshots.readOriginal(tradeId, screenshotId)
      if (local) return local
      await enqueueDownload(tradeId, screenshotId)
      return new Promise<Blob | null>((resolve) => {
        let settled = false
        const check = async () => {
          const waiting = await outbox.find({ kind: 'screenshotDownload', documentId: tradeId, attachmentId: screenshotId, state: [...WAITING] })
          if (waiting.length > 0 && !signal.aborted) return
          settle(await port.screenshots.readOriginal(tradeId, screenshotId))
        }
        const stop = outbox.watch(() => void check().catch(() => settle(null)))
        const onAbort = () => settle(null)
        function settle(value: Blob | null) {
          if (settled) return
          settled = true
          stop()
          signal.removeEventListener('abort', onAbort)
          caller?.removeEventListener('abort', onAbort)
          resolve(value)
        }
        signal.addEventListener('abort', onAbort, { once: true })
        caller?.addEventListener('abort', onAbort, { once: true })
        if (caller?.aborted) return settle(null)
        void check().catch(() => settle(null))
      })
    },
  }
}

export type TransferQueue = ReturnType<typeof createTransferQueue>
