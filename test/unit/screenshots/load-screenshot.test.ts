import { describe, expect, it, vi } from 'vitest'
import { loadScreenshot } from '../../../src/features/screenshots/load-screenshot'

const LOCAL = new Blob(['here'])
const REMOTE = new Blob(['there'])

describe('loadScreenshot: the bytes on this device, or downloaded from where another device put them', () => {
  it.each([
    { name: 'on this device: shown, nothing downloaded', local: LOCAL, sync: true, remote: REMOTE, expected: LOCAL, missing: false, asked: false },
    { name: 'only on another device: said missing, then downloaded', local: null, sync: true, remote: REMOTE, expected: REMOTE, missing: true, asked: true },
    { name: 'the download cannot be had: stays missing', local: null, sync: true, remote: null, expected: null, missing: true, asked: true },
    { name: 'a device-only journal has nowhere to download from', local: null, sync: false, remote: REMOTE, expected: null, missing: true, asked: false },
  ])('$name', async ({ local, sync, remote, expected, missing, asked }) => {
    const requestScreenshot = vi.fn(async () => remote)
    const onMissing = vi.fn()
    const signal = new AbortController().signal
    const result = await loadScreenshot({ tradeId: 't1', screenshotId: 's1', readLocal: async () => local, downloads: sync ? { requestScreenshot } : null, onMissing, signal })
    expect(result).toBe(expected)
    expect(onMissing).toHaveBeenCalledTimes(missing ? 1 : 0)
    expect(requestScreenshot.mock.calls).toEqual(asked ? [['t1', 's1', signal]] : [])
  })

  it('says missing before the download is waited for, so the screen never shows a bare spinner offline', async () => {
    const order: string[] = []
    let finish: (blob: Blob) => void = () => undefined
    const requestScreenshot = vi.fn(() => {
      order.push('requested')
      return new Promise<Blob | null>((resolve) => (finish = resolve))
    })
    const loading = loadScreenshot({
      tradeId: 't1',
      screenshotId: 's1',
      readLocal: async () => null,
      downloads: { requestScreenshot },
      onMissing: () => order.push('missing'),
      signal: new AbortController().signal,
    })
    await vi.waitFor(() => expect(order).toEqual(['missing', 'requested']))
    finish(REMOTE)
    expect(await loading).toBe(REMOTE)
  })

  it('asks for nothing once the image has left the screen', async () => {
    const leaving = new AbortController()
    const requestScreenshot = vi.fn(async () => REMOTE)
    const result = loadScreenshot({
      tradeId: 't1',
      screenshotId: 's1',
      readLocal: async () => (leaving.abort(), null),
      downloads: { requestScreenshot },
      onMissing: vi.fn(),
      signal: leaving.signal,
    })
    expect(await result).toBeNull()
    expect(requestScreenshot).not.toHaveBeenCalled()
  })
})
