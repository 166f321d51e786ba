import { runAsCaller } from '../database/caller'
import type { Database } from '../database/database'
import type { BackendRequest, BackendResponse } from '../http/types'
import { findBucket } from './buckets'
import type { FileStore } from './file-store'
import type { StorageCaller } from './storage-caller'
import { storageErrors } from './storage-errors'

interface ObjectMetadata {
  readonly mimetype?: string
  readonly cacheControl?: string
  readonly eTag?: string
  readonly lastModified?: string
}

/**
 * `GET /object/<bucket>/<name>` and `/object/authenticated/...`: the row is looked up as the
 * caller (storage.objects' SELECT policies decide; a hidden object is "Object not found"), unless
 * the bucket is public. `caller` undefined: `/object/public/...`, public buckets only.
 */
export async function downloadObject(
  db: Database,
  files: FileStore,
  request: BackendRequest,
  caller: StorageCaller | undefined,
  bucketId: string,
  name: string,
): Promise<BackendResponse> {
  const bucket = await findBucket(db, bucketId)
  if (!bucket || (!caller && !bucket.public)) return storageErrors.noSuchBucket()
  const metadata =
    bucket.public || !caller ? await objectMetadata(db, bucket.id, name) : await runAsCaller(db, caller, { readOnly: true }, (tx) => objectMetadata(tx, bucket.id, name))
  if (metadata === undefined) return storageErrors.noSuchKey()
  return serveObject(files, request, bucket.id, name, metadata)
}

export async function objectMetadata(db: Pick<Database, 'query'>, bucketId: string, name: string): Promise<ObjectMetadata | undefined> {
  const result = await db.query<{ metadata: string | null }>('select metadata::text as metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])
  const row = result.rows[0]
  if (!row) return undefined
  return row.metadata ? (JSON.parse(row.metadata) as ObjectMetadata) : {}
}

/**
 * The bytes with the headers storage-api's asset renderer sets, and `nosniff`: the browser takes
 * the stored type as it is and never guesses a page or a script out of an uploaded file.
 */
export async function serveObject(
  files: FileStore,
  request: BackendRequest,
  bucketId: string,
  name: string,
  metadata: ObjectMetadata,
  extraHeaders: Record<string, string> = {},
): Promise<BackendResponse> {
  const bytes = await files.read(bucketId, name)
  if (!bytes) return storageErrors.noSuchKey()
  const download = request.url.searchParams.get('download')
  const filename = download || name.split('/').at(-1) || 'download'
  return {
    status: 200,
    headers: {
      'content-type': metadata.mimetype ?? 'application/octet-stream',
      'cache-control': metadata.cacheControl ?? 'no-cache',
      'x-content-type-options': 'nosniff',
      ...(metadata.eTag ? { etag: metadata.eTag } : {}),
      ...(metadata.lastModified ? { 'last-modified': metadata.lastModified } : {}),
      ...(download !== null ? { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)};` } : {}),
      ...extraHeaders,
    },
    body: bytes,
  }
}
