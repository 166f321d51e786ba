// /storage/v1 with the real supabase-js storage client against the migrations' `screenshots`
// bucket (PNG/JPEG, 20 MB, objects under the owner's folder): what the owner can do, what another
// user and the anon key cannot, the bucket's limits, and signed URLs.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { blobOf, createStorageUser, pngBytes, type StorageUser } from './storage-users'

const BUCKET = 'screenshots'
const bucketOf = (client: SupabaseClient) => client.storage.from(BUCKET)
const bytesOf = async (blob: Blob | null) => Buffer.from(await (blob as Blob).arrayBuffer())

describe.each(TEST_DATABASES)('storage: the screenshots bucket on %s', (database) => {
  let backend: TestBackend
  let alice: StorageUser
  let bob: StorageUser
  let anon: SupabaseClient
  let counter = 0
  const pathFor = (user: StorageUser, file = 'shot.png') => `${user.id}/trade-${(counter += 1)}/${file}`
  const fileOnDisk = (path: string) => join(backend.dataDir, 'storage', BUCKET, ...path.split('/'))

  beforeAll(async () => {
    backend = await startTestBackend(database)
    alice = await createStorageUser(backend, 'alice')
    bob = await createStorageUser(backend, 'bob')
    anon = createTestClient(backend)
  }, 60_000)
  afterAll(() => backend?.stop())

  it('lets the owner upload (form data and raw bytes), download, replace with upsert and remove', async () => {
    const path = pathFor(alice)
    const image = pngBytes(2048)
    const uploaded = await bucketOf(alice.client).upload(path, blobOf(image, 'image/png'))
    expect(uploaded.error).toBeNull()
    expect(uploaded.data).toMatchObject({ path, fullPath: `${BUCKET}/${path}`, id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(existsSync(fileOnDisk(path))).toBe(true)

    const downloaded = await bucketOf(alice.client).download(path)
    expect(downloaded.error).toBeNull()
    expect(downloaded.data?.type).toBe('image/png')
    expect((await bytesOf(downloaded.data)).equals(image)).toBe(true)

    const again = await bucketOf(alice.client).upload(path, blobOf(pngBytes(16), 'image/png'))
    expect(again.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' })

    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])
    const replaced = await bucketOf(alice.client).upload(path, jpeg, { contentType: 'image/jpeg', upsert: true })
    expect(replaced.error).toBeNull()
    const latest = await bucketOf(alice.client).download(path)
    expect(latest.data?.type).toBe('image/jpeg')
    expect((await bytesOf(latest.data)).equals(jpeg)).toBe(true)

    const removed = await bucketOf(alice.client).remove([path])
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual([expect.objectContaining({ name: path, bucket_id: BUCKET, owner_id: alice.id })])
    expect(existsSync(fileOnDisk(path))).toBe(false)
    const gone = await bucketOf(alice.client).download(path)
    expect(gone.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' })
  })

  it('keeps another user out of the owner’s objects: no read, overwrite, delete, signed URL or upload into the folder', async () => {
    const path = pathFor(alice)
    const image = pngBytes(512, 1)
    expect((await bucketOf(alice.client).upload(path, blobOf(image, 'image/png'))).error).toBeNull()

    expect((await bucketOf(bob.client).download(path)).error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' })
    expect((await bucketOf(bob.client).createSignedUrl(path, 60)).error).toMatchObject({ statusCode: '404' })
    const overwrite = await bucketOf(bob.client).upload(path, blobOf(pngBytes(8), 'image/png'), { upsert: true })
    expect(overwrite.error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' })
    expect((await bucketOf(bob.client).update(path, blobOf(pngBytes(8), 'image/png'))).error).toMatchObject({ statusCode: '403' })
    const intoFolder = await bucketOf(bob.client).upload(`${alice.id}/planted.png`, blobOf(pngBytes(8), 'image/png'))
    expect(intoFolder.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
    // Row-level security hides the row, so the removal finds nothing to remove.
    expect(await bucketOf(bob.client).remove([path])).toEqual({ data: [], error: null })

    const still = await bucketOf(alice.client).download(path)
    expect((await bytesOf(still.data)).equals(image)).toBe(true)
    expect(existsSync(fileOnDisk(`${alice.id}/planted.png`))).toBe(false)

    // Bob's own folder works for him.
    expect((await bucketOf(bob.client).upload(pathFor(bob), blobOf(pngBytes(8), 'image/png'))).error).toBeNull()
  })

  it('gives the anon key nothing: no download, no upload, no signed URL', async () => {
    const path = pathFor(alice)
    expect((await bucketOf(alice.client).upload(path, blobOf(pngBytes(8), 'image/png'))).error).toBeNull()
    expect((await bucketOf(anon).download(path)).error).toMatchObject({ statusCode: '404', message: 'Object not found' })
    expect((await bucketOf(anon).createSignedUrl(path, 60)).error).toMatchObject({ statusCode: '404' })
    expect((await bucketOf(anon).upload(`${alice.id}/anon.png`, blobOf(pngBytes(8), 'image/png'))).error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    expect(await bucketOf(anon).remove([path])).toEqual({ data: [], error: null })
  })

  it.each([
    ['a GIF as form data', () => blobOf(Buffer.from('GIF89a'), 'image/gif'), undefined, { statusCode: '415', message: 'mime type image/gif is not supported' }],
    ['a GIF as raw bytes', () => Buffer.from('GIF89a'), 'image/gif', { statusCode: '415', message: 'mime type image/gif is not supported' }],
    ['21 MB of PNG as raw bytes', () => pngBytes(21 * 1024 * 1024), 'image/png', { statusCode: '413', message: 'The object exceeded the maximum allowed size' }],
    ['21 MB of PNG as form data', () => blobOf(pngBytes(21 * 1024 * 1024), 'image/png'), undefined, { statusCode: '413', message: 'The object exceeded the maximum allowed size' }],
  ])('refuses %s with storage-api’s error', async (_, body, contentType, expected) => {
    const path = pathFor(alice, 'refused.png')
    const result = await bucketOf(alice.client).upload(path, body(), contentType ? { contentType } : {})
    expect(result.error).toMatchObject({ status: 400, ...expected })
    expect(existsSync(fileOnDisk(path))).toBe(false)
    expect((await bucketOf(alice.client).download(path)).error).toMatchObject({ statusCode: '404' })
  })

  it('accepts exactly 20 MB', async () => {
    const path = pathFor(alice, 'limit.png')
    const result = await bucketOf(alice.client).upload(path, pngBytes(20 * 1024 * 1024), { contentType: 'image/png' })
    expect(result.error).toBeNull()
    await bucketOf(alice.client).remove([path])
  })

  it('lists the owner’s folder and only what the caller may see', async () => {
    const folder = `${alice.id}/listing-${(counter += 1)}`
    for (const name of ['b.png', 'a.png', 'nested/c.png']) {
      expect((await bucketOf(alice.client).upload(`${folder}/${name}`, blobOf(pngBytes(8), 'image/png'))).error).toBeNull()
    }
    const listed = await bucketOf(alice.client).list(folder)
    expect(listed.error).toBeNull()
    expect(listed.data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['nested', true],
      ['a.png', false],
      ['b.png', false],
    ])
    expect((await bucketOf(bob.client).list(folder)).data).toEqual([])
  })
})
