import { describe, expect, it } from 'vitest'
import { createConnectivityDriver } from '../../../sync/connectivity'
import { pushBatch } from '../../../sync/replication/push-batch'
import { PullRefusedError, requestUntilAnswered } from '../../../sync/replication/request'
import { SyncRequestError, type SyncServer } from '../../../sync/replication/server-api'
import type { PushRowBody } from '../../../sync/replication/wire'
import { manualClock } from './support/manual-clock'

function context() {
  const clock = manualClock()
  const driver = createConnectivityDriver({ browserOnline: true, signedIn: true, now: clock.now, random: () => 0, scheduler: clock.scheduler })
  return { clock, driver, context: { driver, signal: new AbortController().signal } }
}

const rows = (ids: string[]) => ids.map((id) => ({ id, body: { id, doc: { bad: id.startsWith('bad') }, base_revision: null } as PushRowBody }))

/** A server that refuses any call containing a "bad" row, as sync_push does on a constraint violation. */
function strictServer(calls: string[][]): SyncServer {
  return {
    pull: async () => ({ rows: [], checkpoint: null }),
    push: async (_table, body) => {
      const ids = body.map((row) => String(row.id))
      calls.push(ids)
      if (ids.some((id) => id.startsWith('bad'))) throw new SyncRequestError('new row violates check constraint', 400, '23514')
      return { written: ids.map((id) => ({ id, revision: 1 })), conflicts: [], rejected: [] }
    },
  }
}

describe('pushing a batch', () => {
  it('splits a refused batch until the bad rows stand alone, and writes the rest', async () => {
    const { context: ctx } = context()
    const calls: string[][] = []
    const ids = ['a', 'b', 'bad1', 'c', 'd', 'e', 'bad2', 'f']
    const outcome = await pushBatch(ctx, strictServer(calls), 'trades', rows(ids))
    expect(outcome.written.map((row) => row.id).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    expect(outcome.rejected.map((row) => [row.id, row.code])).toEqual([
      ['bad1', '23514'],
      ['bad2', '23514'],
    ])
    expect(outcome.rejected[0]?.row).toMatchObject({ id: 'bad1' })
    // Every good row was written exactly once.
    const writtenCalls = calls.filter((call) => !call.some((id) => id.startsWith('bad'))).flat()
    expect(writtenCalls.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })

  it('passes on the rows the server itself rejects, with the row sent', async () => {
    const { context: ctx } = context()
    const server: SyncServer = {
      pull: async () => ({ rows: [], checkpoint: null }),
      push: async () => ({ written: [{ id: 'a', revision: 2 }], conflicts: [], rejected: [{ id: 'x', code: '23505', message: 'the key belongs to another row' }] }),
    }
    const outcome = await pushBatch(ctx, server, 'trades', rows(['a', 'x']))
    expect(outcome.rejected).toEqual([{ id: 'x', code: '23505', message: 'the key belongs to another row', row: rows(['x'])[0]?.body }])
  })

  it('retries a 5xx after the backoff instead of rejecting rows', async () => {
    const { clock, driver, context: ctx } = context()
    let attempts = 0
    const server: SyncServer = {
      pull: async () => ({ rows: [], checkpoint: null }),
      push: async (_table, body) => {
        attempts++
        if (attempts === 1) throw new SyncRequestError('Service Unavailable', 503)
        return { written: body.map((row) => ({ id: String(row.id), revision: 1 })), conflicts: [], rejected: [] }
      },
    }
    const pending = pushBatch(ctx, server, 'trades', rows(['a']))
    await new Promise((resolve) => setImmediate(resolve))
    expect(driver.get().state).toBe('retrying')
    clock.advance(driver.get().nextRetryAt! - clock.now())
    const outcome = await pending
    expect(attempts).toBe(2)
    expect(outcome.written).toHaveLength(1)
    expect(outcome.rejected).toHaveLength(0)
  })

  it('retries a pull refused once like a server fault, never as a rejection', async () => {
    const { clock, driver, context: ctx } = context()
    let attempts = 0
    const call = requestUntilAnswered(
      ctx,
      async () => {
        attempts++
        if (attempts === 1) throw new SyncRequestError('bad request', 400, '22023')
        return 'page'
      },
      { refusedAfter: 3 },
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(driver.get().failureKind).toBe('server')
    clock.advance(60_000)
    await expect(call).resolves.toBe('page')
  })

  it('gives up on a pull refused three times in a row: reported as refused, no backoff left running', async () => {
    const { clock, driver, context: ctx } = context()
    const answers = [
      new SyncRequestError('bad request', 400, '22023'),
      new SyncRequestError('unavailable', 503),
      ...[400, 422, 404].map((status) => new SyncRequestError(`refused ${status}`, status)),
    ]
    let attempts = 0
    const call = requestUntilAnswered(
      ctx,
      async () => {
        throw answers[attempts++]
      },
      { refusedAfter: 3 },
    )
    const outcome = call.catch((error: unknown) => error)
    // A 503 between refusals starts the count again: five attempts, each after its backoff.
    for (let step = 0; step < 10 && attempts < answers.length; step++) {
      await new Promise((resolve) => setImmediate(resolve))
      clock.advance(60_000)
    }
    const error = await outcome
    expect(error).toBeInstanceOf(PullRefusedError)
    expect(attempts).toBe(5)
    expect(driver.get().lastError).toMatchObject({ kind: 'refused', message: 'refused 404' })
    expect(driver.get().failureKind).toBeNull()
    expect(driver.get().nextRetryAt).toBeNull()
  })
})
