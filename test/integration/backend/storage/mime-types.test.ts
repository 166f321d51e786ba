// Stored files are data, never pages: only well-formed MIME types on the bucket's list (or, for a
// bucket without one, a short list of data types) are accepted, and every file is served with
// `X-Content-Type-Options: nosniff`, so no browser guesses a page or a script out of an upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, startTestBackend, type TestBackend } from '../support/test-backend'
import { blobOf, createStorageUser, pngBytes, type StorageUser } from './storage-users'

describe('storage MIME types and nosniff on postgres', () => {
  let backend: TestBackend
  let alice: StorageUser
  let counter = 0
  const pathFor = (file: string) => `${alice.id}/mime-${(counter += 1)}/${file}`
  const rawUpload = (bucket: string, path: string, contentType: string, key = alice.token) =>
    fetch(`${backend.url}/storage/v1/object/${bucket}/${path}`, {
      method: 'POST',
      headers: { apikey: backend.keys.anonKey, authorization: `Bearer ${key}`, 'content-type': contentType },
      body: new Uint8Array(pngBytes(16)),
    })

  beforeAll(async () => {
    backend = await startTestBackend('postgres')
    alice = await createStorageUser(backend, 'alice')
    await backend.db.query(`insert into storage.buckets (id, name, public) values ('no-list', 'no-list', false)`)
  }, 60_000)
  afterAll(() => backend?.stop())

  it.each(['image/png/x', 'image/png x', 'image/', '/png', 'image', 'image/png,text/html', 'image/pn g'])(
    'refuses the malformed type %s with storage-api’s 415 body',
    async (contentType) => {
      const response = await rawUpload('screenshots', pathFor('odd.png'), contentType)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type' })
    },
  )

  it('refuses a malformed type in form data too', async () => {
    const { error } = await createTestClient(backend)
      .storage.from('screenshots')
      .upload(pathFor('odd.png'), blobOf(pngBytes(8), 'image/png/x'))
    expect(error).toMatchObject({ statusCode: '415' })
  })

  it('accepts the bucket’s types, parameters aside', async () => {
    expect((await rawUpload('screenshots', pathFor('ok.png'), 'image/png')).status).toBe(200)
    expect((await rawUpload('screenshots', pathFor('ok.jpg'), 'IMAGE/JPEG; charset=binary')).status).toBe(200)
  })

  it('lets a bucket without a list take data types only, never pages or scripts', async () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/javascript', 'text/xml', 'application/xhtml+xml', 'application/x-unknown']) {
      const response = await rawUpload('no-list', `x/${(counter += 1)}.bin`, type, backend.keys.serviceRoleKey)
      expect([type, response.status, ((await response.json()) as { statusCode: string }).statusCode]).toEqual([type, 400, '415'])
    }
    for (const type of ['text/plain', 'application/octet-stream', 'image/png']) {
      expect((await rawUpload('no-list', `x/${(counter += 1)}.bin`, type, backend.keys.serviceRoleKey)).status).toBe(200)
    }
  })

  it('serves stored files with nosniff, through the API and signed URLs', async () => {
    const path = pathFor('served.png')
    expect((await rawUpload('screenshots', path, 'image/png')).status).toBe(200)
    const direct = await fetch(`${backend.url}/storage/v1/object/authenticated/screenshots/${path}`, {
      headers: { apikey: backend.keys.anonKey, authorization: `Bearer ${alice.token}` },
    })
    expect([direct.status, direct.headers.get('x-content-type-options')]).toEqual([200, 'nosniff'])
    const { data } = await alice.client.storage.from('screenshots').createSignedUrl(path, 60)
    const signed = await fetch(data!.signedUrl)
    expect([signed.status, signed.headers.get('x-content-type-options')]).toEqual([200, 'nosniff'])
  })
})
