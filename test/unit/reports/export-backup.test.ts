import { describe, expect, it, vi } from 'vitest'
import type { BackupAttachment, BackupDocument, JournalBackup } from '../../../src/domain/backup'
import { exportBackup } from '../../../src/features/reports/export-backup'
import { buildBackup, tradeDoc } from '../backup/backup-builders'

const shot = (id: string, remotePath?: string) => ({
  id,
  fileName: `${id}.png`,
  mimeType: 'image/png',
  size: 1,
  addedAt: '2025-03-03T09:00:00.000Z',
  ...(remotePath ? { remotePath } : {}),
})
const bytes = (tradeId: string, id: string): BackupAttachment => ({ tradeId, id, type: 'image/png', length: 1, data: 'AA==' })

/**
 * A journal with three screenshots: `here` on this device, `uploaded` only on another device (in
 * the bucket), `notUploaded` only on another device that has not uploaded it yet. Downloads put the
 * bytes "on the device", so the next export holds them.
 */
function journal() {
  const trades: BackupDocument[] = [tradeDoc('t1', { screenshots: [shot('here'), shot('uploaded', 'u/t1/uploaded.png')] }), tradeDoc('t2', { screenshots: [shot('notUploaded')] })]
  const onDevice = new Set(['here'])
  const exportJournal = vi.fn(async ({ includeScreenshots }: { includeScreenshots: boolean }): Promise<JournalBackup> => {
    const attachments = includeScreenshots ? [...onDevice].map((id) => bytes(id === 'notUploaded' ? 't2' : 't1', id)) : []
    return buildBackup({ trades }, { includesScreenshots: includeScreenshots, attachments })
  })
  const requestScreenshot = vi.fn(async (_tradeId: string, screenshotId: string) => {
    if (screenshotId === 'notUploaded') return null
    onDevice.add(screenshotId)
    return new Blob(['png'])
  })
  return { exportJournal, requestScreenshot }
}

describe('exportBackup: a backup with screenshots never leaves one out silently', () => {
  it.each([
    {
      name: 'online with sync: downloads what is uploaded, counts what is not',
      online: true,
      sync: true,
      include: true,
      requested: ['uploaded'],
      leftOut: 1,
      inFile: ['here', 'uploaded'],
    },
    { name: 'offline: downloads nothing, counts both', online: false, sync: true, include: true, requested: [], leftOut: 2, inFile: ['here'] },
    { name: 'without account sync: counts both', online: true, sync: false, include: true, requested: [], leftOut: 2, inFile: ['here'] },
    { name: 'without screenshots: nothing to download or count', online: true, sync: true, include: false, requested: [], leftOut: 0, inFile: [] },
  ])('$name', async ({ online, sync, include, requested, leftOut, inFile }) => {
    const { exportJournal, requestScreenshot } = journal()
    const result = await exportBackup({ exportJournal, includeScreenshots: include, downloads: sync ? { requestScreenshot } : null, online })
    expect(requestScreenshot.mock.calls.map(([, screenshotId]) => screenshotId)).toEqual(requested)
    expect(result.screenshotsLeftOut).toBe(leftOut)
    expect(result.backup.attachments.map((attachment) => attachment.id)).toEqual(inFile)
  })

  it('stops waiting for downloads when told to, and counts what did not arrive', async () => {
    const { exportJournal } = journal()
    const stop = new AbortController()
    const requestScreenshot = vi.fn(
      (_tradeId: string, _screenshotId: string, signal?: AbortSignal) => new Promise<Blob | null>((resolve) => signal?.addEventListener('abort', () => resolve(null))),
    )
    const result = exportBackup({ exportJournal, includeScreenshots: true, downloads: { requestScreenshot }, online: true, downloadWait: stop.signal })
    await vi.waitFor(() => expect(requestScreenshot).toHaveBeenCalled())
    stop.abort()
    expect((await result).screenshotsLeftOut).toBe(2)
    expect(exportJournal).toHaveBeenCalledTimes(1)
  })
})
