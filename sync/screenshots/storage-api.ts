import type { SupabaseClient } from '@supabase/supabase-js'
import { SyncRequestError } from '../replication/server-api'
import { SCREENSHOTS_BUCKET } from './paths'

/** Object transfers for screenshots; tests may wrap it to inject faults. */
export interface ScreenshotStorage {
  upload(path: string, data: Blob, contentType: string, signal: AbortSignal): Promise<void>
  download(path: string, signal: AbortSignal): Promise<Blob>
}

/** storage-js errors carry the HTTP status; an error without one never got an answer (network). */
function asRequestError(error: unknown): SyncRequestError {
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0
  const message = error instanceof Error ? error.message : String(error)
  return new SyncRequestError(message || `HTTP ${status}`, status)
}

export function createSupabaseScreenshotStorage(supabase: SupabaseClient, bucket = SCREENSHOTS_BUCKET): ScreenshotStorage {
  return {
    async upload(path, data, contentType, signal) {
      // upsert: a retry after a dropped response overwrites the same object instead of failing 409.
      const { error } = await supabase.storage.from(bucket).upload(path, data, { contentType, upsert: true })
      if (signal.aborted) throw new SyncRequestError('Sync stopped', 0)
      if (error) throw asRequestError(error)
    },
    async download(path, signal) {
      const { data, error } = await supabase.storage.from(bucket).download(path, {}, { signal })
      if (signal.aborted) throw new SyncRequestError('Sync stopped', 0)
      if (error || !data) throw asRequestError(error ?? new Error('Empty download'))
      return data
    },
  }
}
