import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SyncHandle } from '../../../sync'
import { startTestBackend, type TestBackend } from '../backend/support/test-backend'
import { controllableNetwork, createUser, type Device, openDevice, settle, startDevice, tradeInput, userClient, waitFor } from './support/sync-kit'

// The screenshot queue against the local backend's storage service (bucket `screenshots`).
let backend: TestBackend
const devices: Device[] = []
const handles: SyncHandle[] = []

beforeAll(async () => {
  backend = await startTestBackend('postgres')
}, 60_000)
afterAll(() => backend?.stop())
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.stop()))
  await Promise.all(devices.splice(0).map((device) => device.close()))
})

async function device(name: string, user: Awaited<ReturnType<typeof createUser>>) {
  const opened = await openDevice(user, name)
  devices.push(opened)
  return opened
}

async function sync(target: Device, options: Parameters<typeof startDevice>[2] & { fetch?: typeof fetch } = {}) {
  const { fetch: fetchImpl, ...rest } = options
  const handle = await startDevice(target, userClient(backend, target.user, fetchImpl), rest)
  handles.push(handle)
  return handle
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8])
const bytesOf = async (blob: Blob | null) => (blob ? [...new Uint8Array(await blob.arrayBuffer())] : null)

async function attach(target: Device, tradeId: string, mimeType = 'image/png') {
  const id = randomUUID()
  await target.screenshots.put(tradeId, {
    screenshot: { id, fileName: 'chart.png', mimeType: mimeType as 'image/png', size: PNG.byteLength },
    original: new Blob([PNG], { type: mimeType }),
  })
  return id
}

describe('screenshot transfers', () => {
  it('uploads to <user>/<trade>/<screenshot>, records the path, and another device downloads on demand', async () => {
    const user = await createUser(backend)
    const a = await device('a', user)
    const b = await device('b', user)
    const trade = await a.trades.insert(tradeInput())
    const shot = await attach(a, trade.id)
    const syncA = await sync(a)
    const syncB = await sync(b)

    await waitFor(async () => Boolean((await a.trades.get(trade.id))?.screenshots[0]?.remotePath), 15_000, 'upload recorded')
    const remotePath = (await a.trades.get(trade.id))?.screenshots[0]?.remotePath
    expect(remotePath).toBe(`${user.id}/${trade.id}/${shot}.png`)
    const { rows } = await backend.db.query('select name from storage.objects where bucket_id = $1 and name = $2', ['screenshots', remotePath])
    expect(rows).toHaveLength(1)
    expect(await a.outbox.count({ kind: 'screenshotUpload' })).toBe(0)
    // The pulled trade keeps this device's bytes (a server row never carries attachments).
    await settle(syncA, syncB)
    expect(await bytesOf(await a.screenshots.get(trade.id, shot, 'original'))).toEqual([...PNG])

    expect((await b.trades.get(trade.id))?.screenshots[0]?.remotePath).toBe(remotePath)
    expect(await b.screenshots.get(trade.id, shot, 'original')).toBeNull()
    expect(await bytesOf(await syncB.requestScreenshot(trade.id, shot))).toEqual([...PNG])
    expect(await bytesOf(await b.screenshots.get(trade.id, shot, 'original'))).toEqual([...PNG])
    // Keeping downloaded bytes is not a change to push.
    await settle(syncB)
    expect(syncB.getStatus().pendingChanges).toBe(0)
  })

  it('a download asked for offline waits for the network, queued once however many ask; a caller that stops waiting is answered at once and the download still goes', async () => {
    const user = await createUser(backend)
    const a = await device('a', user)
    const b = await device('b', user)
    const trade = await a.trades.insert(tradeInput())
    const shot = await attach(a, trade.id)
    const syncA = await sync(a)
    await waitFor(async () => Boolean((await a.trades.get(trade.id))?.screenshots[0]?.remotePath), 15_000, 'upload recorded')
    await settle(syncA)
    const network = controllableNetwork()
    const syncB = await sync(b, { fetch: network.fetch, browser: network.signals })
    await settle(syncB)
    expect((await b.trades.get(trade.id))?.screenshots[0]?.remotePath).toBeTruthy()

    network.setOnline(false)
    await waitFor(() => !syncB.getStatus().online, 5000, 'offline')
    const leaving = new AbortController()
    // A thumbnail and the viewer ask at the same moment.
    const thumbnail = syncB.requestScreenshot(trade.id, shot, leaving.signal)
    const viewer = syncB.requestScreenshot(trade.id, shot)
    await waitFor(async () => (await b.outbox.count({ kind: 'screenshotDownload' })) > 0, 5000, 'download queued')
    leaving.abort()
    expect(await thumbnail).toBeNull()
    expect(await b.outbox.count({ kind: 'screenshotDownload' })).toBe(1)
    expect(await b.screenshots.get(trade.id, shot, 'original')).toBeNull()

    network.setOnline(true)
    expect(await bytesOf(await viewer)).toEqual([...PNG])
    expect(await bytesOf(await b.screenshots.get(trade.id, shot, 'original'))).toEqual([...PNG])
    expect(await b.outbox.count({ kind: 'screenshotDownload' })).toBe(0)
  })

  it('an upload queued offline survives a restart and goes once the network is back', async () => {
    const user = await createUser(backend)
    const a = await device('a', user)
    const network = controllableNetwork()
    network.setOnline(false)
    const trade = await a.trades.insert(tradeInput())
    const first = await sync(a, { fetch: network.fetch, browser: network.signals })
    const shot = await attach(a, trade.id)
    await waitFor(async () => (await a.outbox.count({ kind: 'screenshotUpload' })) === 1, 5000, 'upload queued')
    await waitFor(() => first.getStatus().pendingUploads === 1, 5000, 'upload counted')
    await first.stop()
    handles.splice(handles.indexOf(first), 1)

    network.setOnline(true)
    await sync(a, { fetch: network.fetch, browser: network.signals })
    await waitFor(async () => (await a.trades.get(trade.id))?.screenshots[0]?.remotePath === `${user.id}/${trade.id}/${shot}.png`, 15_000, 'uploaded')
    expect(await a.outbox.count({ kind: 'screenshotUpload' })).toBe(0)
  })

  it('a file the bucket refuses for good is set aside with its reason; the others still upload', async () => {
    const user = await createUser(backend)
    const a = await device('a', user)
    const trade = await a.trades.insert(tradeInput())
    const other = await a.trades.insert(tradeInput())
    const refused = await attach(a, trade.id, 'image/gif')
    const accepted = await attach(a, other.id)
    await sync(a)
    await waitFor(async () => (await a.outbox.count({ kind: 'screenshotUpload', state: 'setAside' })) === 1, 15_000, 'set aside')
    await waitFor(async () => Boolean((await a.trades.get(other.id))?.screenshots.find((s) => s.id === accepted)?.remotePath), 15_000, 'other uploaded')
    const [item] = await a.outbox.find({ kind: 'screenshotUpload', state: 'setAside' })
    expect(item).toMatchObject({ documentId: trade.id, attachmentId: refused, reason: expect.any(String) })
    expect((await a.trades.get(trade.id))?.screenshots[0]?.remotePath).toBeUndefined()
  })
})
