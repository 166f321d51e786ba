import type { Fill, LedgerEntry } from '../../domain'
import type { ImportOptions, TradePlan } from '../../domain/imports'
import type { FeatureRefusal } from './import-messages'
import type { DeriveInput, ImportJob, ImportPhase, ImportResultCounts, PreviewOutcome, WorkerRequest, WorkerResponse } from './worker/protocol'
import type { FileRefusal } from '../../domain/imports'

/** The page's side of the import worker: one worker, requests matched to replies by id. */

export class ImportCancelled extends Error {
  constructor() {
    super('Import cancelled')
    this.name = 'ImportCancelled'
  }
}

export class ImportRefused extends Error {
  constructor(readonly refusal: FileRefusal | FeatureRefusal) {
    super(refusal.code)
    this.name = 'ImportRefused'
  }
}

export interface ImportCallbacks {
  readonly onChunk: (fills: readonly Fill[], ledger: readonly LedgerEntry[]) => Promise<void>
  readonly onProgress?: (phase: ImportPhase, done: number, total: number) => void
  readonly signal?: AbortSignal
}

type Listener = (message: WorkerResponse) => void

export class ImportWorkerClient {
  private worker: Worker | undefined
  private nextId = 1
  private readonly listeners = new Map<number, Listener>()
  private disposed = false

  private start(): Worker {
    this.disposed = false
    if (this.worker) return this.worker
    const worker = new Worker(new URL('./worker/import-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => this.listeners.get(event.data.id)?.(event.data)
    worker.onerror = (event) => {
      // A crashed worker answers nothing more: fail whatever waits on it, start afresh next time.
      event.preventDefault()
      for (const [id, listener] of this.listeners) listener({ type: 'failed', id, message: event.message || 'worker error' })
      this.listeners.clear()
      worker.terminate()
      this.worker = undefined
    }
    this.worker = worker
    return worker
  }

  private request<T>(
    build: (id: number) => WorkerRequest,
    listen: (message: WorkerResponse, settle: (value: T) => void, fail: (error: Error) => void) => void,
    /** Awaited before a failure or cancel is reported (the import's pending chunk writes). */
    drain: () => Promise<void> = () => Promise.resolve(),
  ): Promise<T> {
    const worker = this.start()
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      const done = () => {
        this.listeners.delete(id)
        if (this.disposed && this.listeners.size === 0) this.terminate()
      }
      this.listeners.set(id, (message) => {
        if (message.type === 'failed') {
          const error = message.refusal ? new ImportRefused(message.refusal) : new Error(message.message ?? 'import failed')
          void drain().finally(() => {
            done()
            reject(error)
          })
        } else if (message.type === 'cancelled') {
          void drain().finally(() => {
            done()
            reject(new ImportCancelled())
          })
        } else
          listen(
            message,
            (value) => {
              done()
              resolve(value)
            },
            (error) => {
              done()
              reject(error)
            },
          )
      })
      worker.postMessage(build(id))
    })
  }

  preview(file: File, options: ImportOptions, onProgress?: (done: number, total: number) => void): Promise<PreviewOutcome> {
    return this.request<PreviewOutcome>(
      (id) => ({ type: 'preview', id, file, options }),
      (message, settle) => {
        if (message.type === 'progress') onProgress?.(message.done, message.total)
        else if (message.type === 'preview') settle(message.outcome)
      },
    )
  }

  derive(input: DeriveInput): Promise<TradePlan> {
    return this.request<TradePlan>(
      (id) => ({ type: 'derive', id, input }),
      (message, settle) => {
        if (message.type === 'derived') settle(message.plan)
      },
    )
  }

  run(job: ImportJob, callbacks: ImportCallbacks): Promise<{ plan: TradePlan; counts: ImportResultCounts }> {
    let requestId = 0
    // Chunks are written one after the other, in the order sent; the plan waits for the last write.
    let writes = Promise.resolve()
    let failed = false
    const trades: TradePlan['upserts'][number][] = []
    const cancel = () => this.worker?.postMessage({ type: 'cancel', id: requestId } satisfies WorkerRequest)
    if (callbacks.signal?.aborted) return Promise.reject(new ImportCancelled())
    callbacks.signal?.addEventListener('abort', cancel, { once: true })
    return this.request<{ plan: TradePlan; counts: ImportResultCounts }>(
      (id) => {
        requestId = id
        return { type: 'import', id, ...job }
      },
      (message, settle, fail) => {
        if (message.type === 'progress') callbacks.onProgress?.(message.phase, message.done, message.total)
        else if (message.type === 'chunk')
          writes = writes.then(async () => {
            if (failed) return
            try {
              await callbacks.onChunk(message.fills, message.ledger)
              this.worker?.postMessage({ type: 'ack', id: requestId } satisfies WorkerRequest)
            } catch (error) {
              failed = true
              cancel()
              fail(error instanceof Error ? error : new Error(String(error)))
            }
          })
        else if (message.type === 'trades') trades.push(...message.trades)
        else if (message.type === 'plan')
          void writes.then(() => (failed ? undefined : settle({ plan: { ...message.plan, upserts: [...trades, ...message.plan.upserts] }, counts: message.counts })))
      },
      () => writes,
    ).finally(() => callbacks.signal?.removeEventListener('abort', cancel))
  }

  /**
   * Stops the worker once nothing waits on it: leaving the screen mid-import or mid-undo must not
   * strand the work (the import still commits or rolls back; the undo still finishes).
   */
  dispose(): void {
    this.disposed = true
    if (this.listeners.size === 0) this.terminate()
  }

  private terminate(): void {
    this.worker?.terminate()
    this.worker = undefined
  }
}
