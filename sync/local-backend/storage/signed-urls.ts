import { runAsCaller } from '../database/caller'
import type { Database } from '../database/database'
import { json, type BackendRequest, type BackendResponse } from '../http/types'
import { signJwt, verifyJwt } from '../jwt'
import { objectMetadata, serveObject } from './download'
import type { FileStore } from './file-store'
import type { StorageCaller } from './storage-caller'
import { JWT_FAILURE_MESSAGES, storageErrors } from './storage-errors'

// storage-api refuses a numeric expiry beyond what a JWT `exp` can hold; a year is plenty locally.
const MAX_EXPIRES_IN = 365 * 24 * 3600

/**
 * Signed download URLs as storage-api makes them: the caller must be able to select the object;
 * the token is an HS256 JWT (the project's secret) holding `url` = `<bucket>/<name>` and `exp`.
 * `GET /object/sign/<bucket>/<name>?token=` needs no apikey and no session.
 */
export async function signObjectUrl(db: Database, caller: StorageCaller, jwtSecret: string, bucketId: string, name: string, body: unknown): Promise<BackendResponse> {
  const expiresIn = expiresInOf(body)
  if (expiresIn === undefined) return storageErrors.invalidParameter('expiresIn')
  const metadata = await runAsCaller(db, caller, { readOnly: true }, (tx) => objectMetadata(tx, bucketId, name))
  if (metadata === undefined) return storageErrors.noSuchKey()
  return json(200, { signedURL: `/object/sign/${bucketId}/${name}?token=${tokenFor(jwtSecret, bucketId, name, expiresIn)}` })
}

/** `POST /object/sign/<bucket>` `{expiresIn, paths}`: one entry per path, an error for hidden ones. */
export async function signObjectUrls(db: Database, caller: StorageCaller, jwtSecret: string, bucketId: string, body: unknown): Promise<BackendResponse> {
  const expiresIn = expiresInOf(body)
  if (expiresIn === undefined) return storageErrors.invalidParameter('expiresIn')
  const paths = (body as { paths?: unknown }).paths
  if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string')) return storageErrors.invalidRequest("body must have required property 'paths'")
  const visible = await runAsCaller(db, caller, { readOnly: true }, async (tx) => {
    const result = await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))', [
      bucketId,
      JSON.stringify(paths),
    ])
    return new Set(result.rows.map((row) => row.name))
  })
  return json(
    200,
    (paths as string[]).map((path) =>
      visible.has(path)
        ? { error: null, path, signedURL: `/object/sign/${bucketId}/${path}?token=${tokenFor(jwtSecret, bucketId, path, expiresIn)}` }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  )
}

export async function downloadSignedObject(db: Database, files: FileStore, request: BackendRequest, jwtSecret: string, bucketId: string, name: string): Promise<BackendResponse> {
  const token = request.url.searchParams.get('token')
  if (!token) return storageErrors.invalidRequest("querystring must have required property 'token'")
  const verified = verifyJwt(token, jwtSecret)
  if (!verified.ok) return storageErrors.invalidJwt(JWT_FAILURE_MESSAGES[verified.reason])
  const { url, exp } = verified.claims
  if (url !== `${bucketId}/${name}` || typeof exp !== 'number') return storageErrors.invalidSignature()
  const metadata = await objectMetadata(db, bucketId, name)
  if (metadata === undefined) return storageErrors.noSuchKey()
  return serveObject(files, request, bucketId, name, metadata, { expires: new Date(exp * 1000).toUTCString() })
}

function expiresInOf(body: unknown): number | undefined {
  const value = typeof body === 'object' && body !== null ? (body as { expiresIn?: unknown }).expiresIn : undefined
  const seconds = typeof value === 'number' ? Math.floor(value) : typeof value === 'string' ? Math.floor(Number(value)) : Number.NaN
  return Number.isSafeInteger(seconds) && seconds >= 1 && seconds <= MAX_EXPIRES_IN ? seconds : undefined
}

function tokenFor(jwtSecret: string, bucketId: string, name: string, expiresIn: number): string {
  const now = Math.floor(Date.now() / 1000)
  return signJwt({ url: `${bucketId}/${name}`, iat: now, exp: now + expiresIn }, jwtSecret)
}
