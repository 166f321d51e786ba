import { runAsCaller, type Caller } from '../database/caller'
import type { Database } from '../database/database'
import type { BackendResponse } from '../http/types'
import { storageErrors } from './storage-errors'

export interface Bucket {
  readonly id: string
  readonly public: boolean
  readonly fileSizeLimit: number | null
  readonly allowedMimeTypes: readonly string[] | null
}

/** Read as the service (storage-api reads a bucket's limits as superuser, whoever asks). */
export async function findBucket(db: Database, id: string): Promise<Bucket | undefined> {
  const result = await db.query<{ id: string; public: boolean | null; file_size_limit: string | number | null; allowed_mime_types: string[] | null }>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  )
  const row = result.rows[0]
  if (!row) return undefined
  return {
    id: row.id,
    public: row.public === true,
    fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowedMimeTypes: row.allowed_mime_types,
  }
}

const BUCKET_JSON = `json_build_object('id', b.id, 'name', b.name, 'owner', coalesce(b.owner_id, b.owner::text, ''), 'public', coalesce(b.public, false),
  'file_size_limit', b.file_size_limit, 'allowed_mime_types', b.allowed_mime_types, 'created_at', b.created_at, 'updated_at', b.updated_at)`

/** `GET /bucket` and `GET /bucket/<id>`, read as the caller: storage.buckets' policies decide. */
export async function listBuckets(db: Database, caller: Caller, id?: string): Promise<BackendResponse> {
  const text = await runAsCaller(db, caller, { readOnly: true }, async (tx) => {
    const result = id
      ? await tx.query<{ body: string | null }>(`select ${BUCKET_JSON}::text as body from storage.buckets b where b.id = $1`, [id])
      : await tx.query<{ body: string | null }>(`select coalesce(json_agg(${BUCKET_JSON} order by b.name), '[]')::text as body from storage.buckets b`)
    return result.rows[0]?.body ?? null
  })
  if (text === null) return storageErrors.noSuchBucket()
  return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: text }
}
