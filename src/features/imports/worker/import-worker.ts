/// <reference lib="webworker" />
import { planTrades } from '../../../domain/imports'
import { fileKey } from '../file-limits'
import { runImportJob } from './import-job'
import type { PreviewOutcome, WorkerRequest, WorkerResponse } from './protocol'
import { Cancelled, type ParsedFile, readFile, RefusedFile } from './read-file'

/**
 * The import worker: decoding, parsing, mapping, keying and fills-to-trades run here, so the page
 * only writes chunks to the database. A preview's parsed rows are kept for the import that follows
 * (the same file is not read twice), within a budget of rows.
 */

declare const self: DedicatedWorkerGlobalScope

const CACHE_ROWS = 400_000
const cache = new Map<string, ParsedFile>()
const cancelled = new Set<number>()
const acks = new Map<number, () => void>()
const inFlight = new Map<number, number>()
/**
 * Chunks handed to the page before the first is acknowledged: the page always has the next one ready
 * while IndexedDB commits the last, instead of idling while the worker answers.
 */
const MAX_IN_FLIGHT = 3
const TRADES_PER_MESSAGE = 1000

const post = (message: WorkerResponse) => self.postMessage(message)
const newId = () => crypto.randomUUID()

function cacheKey(file: File, options: unknown): string {
  return `${fileKey(file)}\u0000${JSON.stringify(options)}`
}

function remember(key: string, parsed: ParsedFile): void {
  const rows = parsed.fills.length + parsed.ledgerEntries.length + parsed.positions.length
  if (rows > CACHE_ROWS) return
  cache.delete(key)
  cache.set(key, parsed)
  while (cache.size > 6) cache.delete(cache.keys().next().value as string)
}

/** Progress at most every 50 ms: one message per 64 KB chunk would flood the page. */
function throttled(id: number, phase: 'read' | 'write' | 'derive') {
  let last = 0
  return (done: number, total: number) => {
    const now = performance.now()
    if (done < total && now - last < 50) return
    last = now
    post({ type: 'progress', id, phase, done, total })
  }
}

async function read(id: number, file: File, options: WorkerRequest & { type: 'preview' | 'import' }): Promise<ParsedFile> {
  const key = cacheKey(file, options.options)
  const hit = cache.get(key)
  if (hit) return hit
  const parsed = await readFile(file, options.options, { onProgress: throttled(id, 'read'), isCancelled: () => cancelled.has(id) })
  remember(key, parsed)
  return parsed
}

function fail(id: number, error: unknown): void {
  if (error instanceof Cancelled) post({ type: 'cancelled', id })
  else if (error instanceof RefusedFile) post({ type: 'failed', id, refusal: error.refusal })
  else post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) })
}

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.type) {
    case 'cancel': {
      cancelled.add(request.id)
      acks.get(request.id)?.()
      return
    }
    case 'ack': {
      inFlight.set(request.id, (inFlight.get(request.id) ?? 1) - 1)
      acks.get(request.id)?.()
      return
    }
    case 'preview': {
      try {
        const parsed = await read(request.id, request.file, request)
        const outcome: PreviewOutcome = { ok: true, summary: parsed.summary }
        post({ type: 'preview', id: request.id, outcome })
      } catch (error) {
        if (error instanceof RefusedFile) post({ type: 'preview', id: request.id, outcome: { ok: false, refusal: error.refusal } })
        else fail(request.id, error)
      }
      return
    }
    case 'derive': {
      const plan = planTrades({ ...request.input, newId })
      post({ type: 'derived', id: request.id, plan })
      return
    }
    case 'import': {
      const { id } = request
      try {
        const parsed = await read(id, request.file, request)
        const write = throttled(id, 'write')
        const result = await runImportJob(request, parsed, {
          newId,
          onProgress: (phase, done, total) => (phase === 'write' ? write(done, total) : post({ type: 'progress', id, phase, done, total })),
          writeChunk: (fills, ledger) =>
            new Promise<void>((resolve, reject) => {
              if (cancelled.has(id)) return reject(new Cancelled())
              post({ type: 'chunk', id, fills, ledger })
              inFlight.set(id, (inFlight.get(id) ?? 0) + 1)
              if ((inFlight.get(id) ?? 0) < MAX_IN_FLIGHT) return resolve()
              acks.set(id, () => {
                if (cancelled.has(id)) {
                  acks.delete(id)
                  reject(new Cancelled())
                } else if ((inFlight.get(id) ?? 0) < MAX_IN_FLIGHT) {
                  acks.delete(id)
                  resolve()
                }
              })
            }),
        })
        if (cancelled.has(id)) throw new Cancelled()
        const { upserts } = result.plan
        for (let at = 0; at < upserts.length; at += TRADES_PER_MESSAGE) post({ type: 'trades', id, trades: upserts.slice(at, at + TRADES_PER_MESSAGE) })
        post({ type: 'plan', id, plan: { ...result.plan, upserts: [] }, counts: result.counts })
      } catch (error) {
        fail(id, error)
      } finally {
        cancelled.delete(id)
        inFlight.delete(id)
        acks.delete(id)
      }
    }
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  void handle(event.data)
}
