// Signed URLs (createSignedUrl, createSignedUrls) and the open download route, plus the refusals
// that keep a URL or object name from reaching anything else.
import { request as httpRequest } from 'node:http'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signJwt, verifyJwt } from '../../../../sync/local-backend/jwt'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { blobOf, createStorageUser, pngBytes, type StorageUser } from './storage-users'

const BUCKET = 'screenshots'
const now = () => Math.floor(Date.now() / 1000)

/** A request whose path reaches the server exactly as written (fetch would normalise `..`). */
function rawRequest(backend: TestBackend, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(backend.url)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, method, path, headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

describe.each(TEST_DATABASES)('storage: signed URLs and paths on %s', (database) => {
  let backend: TestBackend
  let alice: StorageUser
  let path: string
  const image = pngBytes(300, 3)

  beforeAll(async () => {
    backend = await startTestBackend(database)
    alice = await createStorageUser(backend, 'alice')
    path = `${alice.id}/trade 1/shot (1).png`
    const uploaded = await alice.client.storage.from(BUCKET).upload(path, blobOf(image, 'image/png'))
    if (uploaded.error) throw uploaded.error
  }, 60_000)
  afterAll(() => backend?.stop())

  it('makes a signed URL that works with no key and no session, for the time asked', async () => {
    const { data, error } = await alice.client.storage.from(BUCKET).createSignedUrl(path, 60)
    expect(error).toBeNull()
    const signedUrl = new URL(data!.signedUrl)
    expect(signedUrl.pathname).toBe(`/storage/v1/object/sign/${BUCKET}/${encodeURI(path).replace(/^\//, '')}`)
    const token = signedUrl.searchParams.get('token')!
    const claims = verifyJwt(token, backend.keys.jwtSecret)
    expect(claims.ok && claims.claims).toMatchObject({ url: `${BUCKET}/${path}` })
    expect(claims.ok && (claims.claims.exp as number) - (claims.claims.iat as number)).toBe(60)

    const response = await fetch(signedUrl) // no apikey, no Authorization
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true)
  })

  it('stops serving a signed URL once it has expired, and refuses one for another object or secret', async () => {
    const url = (token: string) => `${backend.url}/storage/v1/object/sign/${BUCKET}/${encodeURI(path)}?token=${token}`
    const expired = signJwt({ url: `${BUCKET}/${path}`, iat: now() - 120, exp: now() - 60 }, backend.keys.jwtSecret)
    const response = await fetch(url(expired))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', message: '"exp" claim timestamp check failed' })

    const otherObject = signJwt({ url: `${BUCKET}/${alice.id}/other.png`, exp: now() + 60 }, backend.keys.jwtSecret)
    expect(await (await fetch(url(otherObject))).json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' })
    const otherSecret = signJwt({ url: `${BUCKET}/${path}`, exp: now() + 60 }, 'y'.repeat(40))
    expect(await (await fetch(url(otherSecret))).json()).toMatchObject({ statusCode: '400', message: 'signature verification failed' })
    // A user's access token is not a signed URL.
    expect(await (await fetch(url(alice.token))).json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' })
  })

  it('signs several paths at once, with an error for the ones the caller cannot see', async () => {
    const missing = `${alice.id}/missing.png`
    const { data, error } = await alice.client.storage.from(BUCKET).createSignedUrls([path, missing], 60)
    expect(error).toBeNull()
    expect(data?.map((entry) => [entry.path, entry.error])).toEqual([
      [path, null],
      [missing, 'Either the object does not exist or you do not have access to it'],
    ])
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200)
  })

  it.each([
    ['a `..` segment', (user: StorageUser) => `/storage/v1/object/${BUCKET}/${user.id}/../../../escape.png`],
    ['an encoded `../`', (user: StorageUser) => `/storage/v1/object/${BUCKET}/${user.id}/..%2F..%2F..%2Fescape.png`],
    ['an empty segment', (user: StorageUser) => `/storage/v1/object/${BUCKET}/${user.id}//escape.png`],
  ])('refuses an object name with %s and writes nothing', async (_, pathOf) => {
    const response = await rawRequest(
      backend,
      'POST',
      pathOf(alice),
      { apikey: backend.keys.anonKey, authorization: `Bearer ${alice.token}`, 'content-type': 'image/png' },
      pngBytes(8),
    )
    // A literal `..` is resolved by the gateway's URL parsing (leaving /object: no such route);
    // what reaches storage is refused as an invalid key.
    expect([400, 404]).toContain(response.status)
    expect(JSON.parse(response.body)).toMatchObject(response.status === 400 ? { statusCode: '400', error: 'InvalidKey' } : { statusCode: '404' })
    expect(existsSync(join(backend.dataDir, 'escape.png'))).toBe(false)
    expect(existsSync(join(backend.dataDir, 'storage', 'escape.png'))).toBe(false)
    expect(readdirSync(join(backend.dataDir, 'storage'))).toEqual([BUCKET])
  })

  it('answers a bad or missing JWT with storage-api’s AccessDenied, never a 500', async () => {
    const headers = { apikey: backend.keys.anonKey }
    const target = `${backend.url}/storage/v1/object/authenticated/${BUCKET}/${encodeURI(path)}`
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${signJwt({ role: 'authenticated', exp: now() - 1 }, backend.keys.jwtSecret)}`]) {
      const response = await fetch(target, { headers: { ...headers, ...(authorization ? { authorization } : {}) } })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' })
    }
    const unknownBucket = await fetch(`${backend.url}/storage/v1/object/authenticated/nope/x.png`, { headers: { ...headers, authorization: `Bearer ${alice.token}` } })
    expect(await unknownBucket.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })
})
