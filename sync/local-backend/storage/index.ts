import type { BackendRequest, BackendResponse, ServiceFactory } from '../http/types'
import { listBuckets } from './buckets'
import { downloadObject } from './download'
import { FileStore } from './file-store'
import { listObjects } from './list'
import { isValidBucketName, parseObjectPath } from './object-path'
import { removeObject, removeObjects } from './remove'
import { downloadSignedObject, signObjectUrl, signObjectUrls } from './signed-urls'
import { storageCallerOf, type StorageCaller } from './storage-caller'
import { storageErrors } from './storage-errors'
import { uploadObject } from './upload'

const JSON_BODY_LIMIT = 1024 * 1024
const isRead = (method: string) => method === 'GET' || method === 'HEAD'

/**
 * `/storage/v1`: the part of Supabase Storage's API that storage-js 2.x uses (see README.md beside
 * this file): upload, download, remove, list and signed URLs, with the bucket's size and MIME
 * limits and the storage.objects policies, bytes kept under `<dataDir>/storage`.
 */
export const createStorageService: ServiceFactory = (context) => {
  const files = new FileStore(context.dataDir)
  const { db } = context
  const secret = context.keys.jwtSecret

  async function route(request: BackendRequest): Promise<BackendResponse> {
    const { method, path } = request
    const notFound = () => storageErrors.routeNotFound(method, `/storage/v1${path}`)
    const authenticate = () => storageCallerOf(request.headers, secret)

    if (method === 'GET' && (path === '/bucket' || path === '/bucket/' || path.startsWith('/bucket/'))) {
      const auth = authenticate()
      if (!auth.ok) return auth.response
      const id = path.slice('/bucket/'.length)
      return id ? withBucket(id, (bucket) => listBuckets(db, auth.caller, bucket)) : listBuckets(db, auth.caller)
    }
    if (!path.startsWith('/object/')) return notFound()
    const [first = '', ...rest] = path.slice('/object/'.length).split('/')

    // Open routes: a signed URL or a public bucket works without any key or session.
    if (first === 'sign' && isRead(method)) return withObject(rest, (bucket, name) => downloadSignedObject(db, files, request, secret, bucket, name))
    if (first === 'public' && isRead(method)) return withObject(rest, (bucket, name) => downloadObject(db, files, request, undefined, bucket, name))

    const auth = authenticate()
    if (!auth.ok) return auth.response
    const caller: StorageCaller = auth.caller

    if (first === 'sign' && method === 'POST') {
      const body = await jsonBody(request)
      if (body === INVALID_JSON) return invalidJson()
      if (rest.length === 1) return withBucket(rest[0]!, (bucket) => signObjectUrls(db, caller, secret, bucket, body))
      return withObject(rest, (bucket, name) => signObjectUrl(db, caller, secret, bucket, name, body))
    }
    if (first === 'authenticated' && isRead(method)) return withObject(rest, (bucket, name) => downloadObject(db, files, request, caller, bucket, name))
    if (first === 'list' && method === 'POST' && rest.length === 1) {
      const body = await jsonBody(request)
      if (body === INVALID_JSON) return invalidJson()
      return withBucket(rest[0]!, (bucket) => listObjects(db, caller, bucket, body))
    }
    if (rest.length === 0 && method === 'DELETE') {
      const body = await jsonBody(request)
      if (body === INVALID_JSON) return invalidJson()
      return withBucket(first, (bucket) => removeObjects(db, files, caller, bucket, body))
    }
    if (rest.length === 0 || ['sign', 'public', 'authenticated', 'list'].includes(first)) return notFound()
    const objectPath = [first, ...rest]
    if (method === 'POST' || method === 'PUT') {
      const upsert = method === 'PUT' || request.headers['x-upsert'] === 'true'
      return withObject(objectPath, (bucket, name) => uploadObject(db, files, request, caller, bucket, name, upsert))
    }
    if (isRead(method)) return withObject(objectPath, (bucket, name) => downloadObject(db, files, request, caller, bucket, name))
    if (method === 'DELETE') return withObject(objectPath, (bucket, name) => removeObject(db, files, caller, bucket, name))
    return notFound()
  }

  return {
    prefix: '/storage/v1',
    isOpenRoute: ({ method, path }) => isRead(method) && (path.startsWith('/object/sign/') || path.startsWith('/object/public/')),
    handle: route,
  }
}

function withObject(segments: readonly string[], work: (bucket: string, name: string) => Promise<BackendResponse>): Promise<BackendResponse> {
  const parsed = parseObjectPath(segments.join('/'))
  return parsed.ok ? work(parsed.bucket, parsed.name) : Promise.resolve(storageErrors.invalidKey(parsed.key))
}

function withBucket(segment: string, work: (bucket: string) => Promise<BackendResponse>): Promise<BackendResponse> {
  let bucket: string
  try {
    bucket = decodeURIComponent(segment)
  } catch {
    return Promise.resolve(storageErrors.noSuchBucket())
  }
  return isValidBucketName(bucket) ? work(bucket) : Promise.resolve(storageErrors.noSuchBucket())
}

const INVALID_JSON = Symbol('invalid JSON')

async function jsonBody(request: BackendRequest): Promise<unknown> {
  const text = (await request.readBody(JSON_BODY_LIMIT)).toString('utf8')
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return INVALID_JSON
  }
}

const invalidJson = () => storageErrors.invalidRequest("Body is not valid JSON but content-type is set to 'application/json'")
