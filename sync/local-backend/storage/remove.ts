import { runAsCaller } from '../database/caller'
import type { Database } from '../database/database'
import { json, type BackendResponse } from '../http/types'
import type { FileStore } from './file-store'
import type { StorageCaller } from './storage-caller'
import { storageErrors } from './storage-errors'

/**
 * `DELETE /object/<bucket>` `{prefixes: [names]}`: deletes the rows as the caller (the DELETE
 * policies decide; others' objects are silently left alone, as RLS makes them invisible) and
 * answers the removed rows, rendered by Postgres. Files go after the rows are gone.
 */
export async function removeObjects(db: Database, files: FileStore, caller: StorageCaller, bucketId: string, body: unknown): Promise<BackendResponse> {
  const prefixes = typeof body === 'object' && body !== null ? (body as { prefixes?: unknown }).prefixes : undefined
  if (!Array.isArray(prefixes) || !prefixes.every((prefix) => typeof prefix === 'string')) {
    return storageErrors.invalidRequest("body must have required property 'prefixes'")
  }
  if (prefixes.length > 1000) return storageErrors.invalidRequest('body/prefixes must NOT have more than 1000 items')
  const removed = await deleteRows(db, caller, bucketId, prefixes as string[])
  for (const name of removed.names) await files.remove(bucketId, name)
  return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: removed.json }
}

/** `DELETE /object/<bucket>/<name>`: one object, "Object not found" when the caller cannot delete it. */
export async function removeObject(db: Database, files: FileStore, caller: StorageCaller, bucketId: string, name: string): Promise<BackendResponse> {
  const removed = await deleteRows(db, caller, bucketId, [name])
  if (removed.names.length === 0) return storageErrors.noSuchKey()
  await files.remove(bucketId, name)
  return json(200, { message: 'Successfully deleted' })
}

async function deleteRows(db: Database, caller: StorageCaller, bucketId: string, names: readonly string[]): Promise<{ names: string[]; json: string }> {
  if (names.length === 0) return { names: [], json: '[]' }
  return runAsCaller(db, caller, {}, async (tx) => {
    const result = await tx.query<{ names: string | null; rows: string | null }>(
      `with removed as (
         delete from storage.objects
          where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
         returning *
       )
       select json_agg(removed.name)::text as names, json_agg(removed)::text as rows from removed`,
      [bucketId, JSON.stringify(names)],
    )
    const row = result.rows[0]
    return { names: row?.names ? (JSON.parse(row.names) as string[]) : [], json: row?.rows ?? '[]' }
  })
}
