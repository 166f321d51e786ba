import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js'

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>

export interface Subscription {
  readonly channel: RealtimeChannel
  readonly changes: Change[]
  /** `system` messages the channel received (e.g. "Subscribed to PostgreSQL"). */
  readonly system: Record<string, unknown>[]
  /** Every status the subscribe callback reported, in order. */
  readonly statuses: string[]
  /** The first change that satisfies `match`, waiting at most `timeoutMs`. */
  next(match: (change: Change) => boolean, timeoutMs?: number): Promise<Change>
  /** Resolves once `probe` returns something, re-checked on every message and status. */
  until<T>(probe: () => T | undefined, timeoutMs?: number): Promise<T>
}

export interface ChangeFilter {
  readonly event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
  readonly schema?: string
  readonly table?: string
  readonly filter?: string
}

/**
 * Subscribes the real supabase-js client to postgres_changes and resolves once the server has
 * answered the join: SUBSCRIBED, or the error/close status with its reason.
 */
export async function subscribeTo(client: SupabaseClient, name: string, filter: ChangeFilter): Promise<Subscription & { readonly outcome: { status: string; error?: Error } }> {
  const changes: Change[] = []
  const system: Record<string, unknown>[] = []
  const statuses: string[] = []
  const waiters = new Set<() => void>()
  const channel = client
    .channel(name)
    .on('postgres_changes' as never, { schema: 'public', ...filter } as never, (change: Change) => {
      changes.push(change)
      for (const waiter of waiters) waiter()
    })
    .on('system' as never, {} as never, (message: Record<string, unknown>) => {
      system.push(message)
      for (const waiter of waiters) waiter()
    })
  const outcome = await new Promise<{ status: string; error?: Error }>((resolve) => {
    channel.subscribe((status, error) => {
      statuses.push(status)
      for (const waiter of waiters) waiter()
      resolve(error ? { status, error } : { status })
    })
  })
  return {
    channel,
    changes,
    system,
    statuses,
    outcome,
    next: (match, timeoutMs = 5_000) => waitFor(() => changes.find(match), waiters, timeoutMs, `no matching change on ${name} within ${timeoutMs} ms`),
    until: (probe, timeoutMs = 5_000) => waitFor(probe, waiters, timeoutMs, `condition on ${name} not met within ${timeoutMs} ms`),
  }
}

/** Resolves with `probe()` once it returns something, re-probing whenever `waiters` are woken. */
export function waitFor<T>(probe: () => T | undefined, waiters: Set<() => void>, timeoutMs: number, failure: string): Promise<T> {
  const found = probe()
  if (found !== undefined) return Promise.resolve(found)
  return new Promise((resolve, reject) => {
    const check = () => {
      const value = probe()
      if (value === undefined) return
      cleanup()
      resolve(value)
    }
    const timer = setTimeout(() => {
      cleanup()
      reject(new Error(failure))
    }, timeoutMs)
    const cleanup = () => {
      clearTimeout(timer)
      waiters.delete(check)
    }
    waiters.add(check)
  })
}

/**
 * Resolves once the server has answered a heartbeat sent now. The server handles a socket's
 * messages in order, so whatever the client sent before (an `access_token`) has been applied.
 */
export function roundTrip(client: SupabaseClient): Promise<void> {
  return new Promise((resolve) => {
    client.realtime.onHeartbeat((status) => {
      if (status === 'ok') resolve()
    })
    void client.realtime.sendHeartbeat()
  })
}
