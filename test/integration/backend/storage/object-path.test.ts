// The pure parts of /storage/v1: object names from URL paths, and the multipart body storage-js sends.
import { describe, expect, it } from 'vitest'
import { parseMultipart } from '../../../../sync/local-backend/storage/multipart'
import { parseObjectPath } from '../../../../sync/local-backend/storage/object-path'
import { blobOf } from './storage-users'

describe('object paths', () => {
  it.each([
    ['screenshots/u1/t1/a.png', { bucket: 'screenshots', name: 'u1/t1/a.png' }],
    ['screenshots/u1/a%20b%20(1).png', { bucket: 'screenshots', name: 'u1/a b (1).png' }],
    ['b/name.with.dots.png', { bucket: 'b', name: 'name.with.dots.png' }],
  ])('reads %s', (raw, expected) => {
    expect(parseObjectPath(raw)).toEqual({ ok: true, ...expected })
  })

  it.each([
    ['no name', 'screenshots'],
    ['an empty name', 'screenshots/'],
    ['a .. segment', 'screenshots/u1/../../x.png'],
    ['an encoded ../', 'screenshots/u1/..%2F..%2Fx.png'],
    ['a . segment', 'screenshots/./x.png'],
    ['an empty segment', 'screenshots/u1//x.png'],
    ['a bad escape', 'screenshots/u1/%E0%A4%A.png'],
    ['a character S3 keys refuse', 'screenshots/u1/a#b.png'],
    ['a bucket of ..', '../x.png'],
  ])('refuses %s', (_, raw) => {
    expect(parseObjectPath(raw).ok).toBe(false)
  })
})

describe('multipart bodies', () => {
  it('reads the fields and the file part of a FormData as fetch sends it', async () => {
    const form = new FormData()
    form.append('cacheControl', '3600')
    form.append('metadata', '{"a":1}')
    form.append('', blobOf(Buffer.from([0, 1, 2, 13, 10, 45, 45, 255]), 'image/png'))
    const request = new Request('http://x/', { method: 'POST', body: form })
    const body = Buffer.from(await request.arrayBuffer())
    const parsed = parseMultipart(body, request.headers.get('content-type')!)
    expect(parsed?.fields).toEqual({ cacheControl: '3600', metadata: '{"a":1}' })
    expect(parsed?.file?.contentType).toBe('image/png')
    expect(parsed?.file?.filename).toBe('blob')
    expect([...parsed!.file!.data]).toEqual([0, 1, 2, 13, 10, 45, 45, 255])
  })

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\n\r\n--x--'],
    ['a truncated body', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'],
  ])('gives up on %s', (_, contentType, body) => {
    expect(parseMultipart(Buffer.from(body), contentType)).toBeUndefined()
  })
})
