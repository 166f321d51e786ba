import { createHash } from 'node:crypto'
import { runAsCaller } from '../database/caller'
import { asPostgresError, type Database } from '../database/database'
import { jsonTooDeep } from '../http/json-depth'
import { BodyTooLargeError, json, type BackendRequest, type BackendResponse } from '../http/types'
import { findBucket } from './buckets'
import type { FileStore } from './file-store'
import { isMultipart, parseMultipart } from './multipart'
import type { StorageCaller } from './storage-caller'
import { storageErrors } from './storage-errors'

// storage-api's default global limit (FILE_SIZE_LIMIT); a bucket's own limit can only lower it.
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
// Room for the form's boundaries, headers and small fields around the file.
const MULTIPART_OVERHEAD = 1024 * 1024

interface Upload {
  readonly bytes: Buffer
  readonly mimeType: string
  readonly cacheControl: string
  readonly userMetadata: unknown
}

/**
 * `POST /object/<bucket>/<name>` (create; `x-upsert: true` replaces) and `PUT` (replace), in
 * storage-api's order: the bucket, its MIME types and size limit, then the storage.objects row
 * written as the caller (owner from the JWT's sub), so the bucket's policies decide; the file is
 * renamed into place inside that transaction, just before it commits.
 */
export async function uploadObject(
  db: Database,
  files: FileStore,
  request: BackendRequest,
  caller: StorageCaller,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<BackendResponse> {
  const bucket = await findBucket(db, bucketId)
  if (!bucket) return storageErrors.noSuchBucket()
  const limit = Math.min(bucket.fileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT)
  const allowed = bucket.allowedMimeTypes ?? []

  const read = await readUpload(request, limit, allowed)
  if ('status' in read) return read

  const metadata = {
    eTag: `"${createHash('md5').update(read.bytes).digest('hex')}"`,
    size: read.bytes.length,
    mimetype: read.mimeType,
    cacheControl: read.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: read.bytes.length,
    httpStatusCode: 200,
  }
  const staged = await files.stage(read.bytes)
  try {
    const id = await runAsCaller(db, caller, {}, async (tx) => {
      const result = await tx.query<{ id: string }>(
        `insert into storage.objects as o (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, gen_random_uuid()::text)
         ${
           upsert
             ? `on conflict (name, bucket_id) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
                      user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()`
             : ''
         }
         returning o.id::text as id`,
        [bucket.id, name, caller.ownerUuid ?? null, caller.sub ?? null, JSON.stringify(metadata), read.userMetadata === undefined ? null : JSON.stringify(read.userMetadata)],
      )
      await files.commit(staged, bucket.id, name)
      return result.rows[0]?.id
    })
    return json(200, { Id: id, Key: `${bucket.id}/${name}` })
  } catch (error) {
    await files.discard(staged)
    const code = asPostgresError(error)?.code ?? (error as NodeJS.ErrnoException).code
    if (code === '42501') return storageErrors.rowLevelSecurity()
    if (code === '23505') return storageErrors.keyAlreadyExists()
    // A name whose folder is a file on disk (`a` exists and `a/b` is uploaded), or the reverse.
    if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST') return storageErrors.invalidKey(name)
    throw error
  }
}

async function readUpload(request: BackendRequest, limit: number, allowed: readonly string[]): Promise<Upload | BackendResponse> {
  const contentType = request.headers['content-type']
  try {
    if (isMultipart(contentType)) {
      const form = parseMultipart(await request.readBody(limit + MULTIPART_OVERHEAD), contentType ?? '')
      if (!form?.file) return storageErrors.noContent()
      const mimeType = form.fields.contentType || form.file.contentType || 'text/plain'
      const refusal = mimeRefusal(mimeType, allowed)
      if (refusal) return refusal
      if (form.file.data.length > limit) return storageErrors.entityTooLarge()
      const cacheTime = form.fields.cacheControl
      return { bytes: form.file.data, mimeType, cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache', userMetadata: parseJson(form.fields.metadata) }
    }
    const mimeType = contentType || 'application/octet-stream'
    const refusal = mimeRefusal(mimeType, allowed)
    if (refusal) return refusal
    const declared = Number(request.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) return storageErrors.entityTooLarge()
    const bytes = await request.readBody(limit)
    const metadataHeader = request.headers['x-metadata']
    return {
      bytes,
      mimeType,
      cacheControl: request.headers['cache-control'] ?? 'no-cache',
      userMetadata: metadataHeader ? parseJson(Buffer.from(metadataHeader, 'base64').toString('utf8')) : undefined,
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) return storageErrors.entityTooLarge()
    throw error
  }
}

// A MIME type as RFC 6838 names it: one type, one subtype, nothing after (`image/png/x` is none).
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/

/**
 * What a bucket without its own list accepts: data files, never a type a browser would run as a
 * page or a script (HTML, SVG, XML, JavaScript) on the backend's origin.
 */
const DEFAULT_ALLOWED_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/json',
  'application/octet-stream',
]

/**
 * storage-api's validateMimeType, made strict: the type (parameters such as `; charset=` aside) must
 * be a well-formed `type/subtype` and equal an allowed one or match `type/*`; a bucket without a
 * list allows DEFAULT_ALLOWED_MIME_TYPES only.
 */
function mimeRefusal(mimeType: string, bucketAllowed: readonly string[]): BackendResponse | undefined {
  const essence = (mimeType.split(';')[0] ?? '').trim().toLowerCase()
  if (!MIME_TYPE.test(essence)) return storageErrors.invalidMimeType(mimeType)
  const [type, subtype] = essence.split('/')
  const allowed = bucketAllowed.length > 0 ? bucketAllowed : DEFAULT_ALLOWED_MIME_TYPES
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.toLowerCase().split('/')
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
  return ok ? undefined : storageErrors.invalidMimeType(mimeType)
}

/** User metadata: JSON, or none when it is not JSON or nests too deep to store. */
function parseJson(text: string | undefined): unknown {
  if (text === undefined || jsonTooDeep(text)) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
