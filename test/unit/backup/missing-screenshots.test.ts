import { describe, expect, it } from 'vitest'
import { type BackupAttachment, missingScreenshots } from '../../../src/domain/backup'
import { buildBackup, tradeDoc } from './backup-builders'

const shot = (id: string, remotePath?: string) => ({
  id,
  fileName: `${id}.png`,
  mimeType: 'image/png',
  size: 8,
  addedAt: '2025-03-03T09:00:00.000Z',
  ...(remotePath ? { remotePath } : {}),
})
const bytes = (tradeId: string, id: string): BackupAttachment => ({ tradeId, id, type: 'image/png', length: 1, data: 'AA==' })

describe('missingScreenshots: screenshots a backup with screenshots leaves out', () => {
  it.each([
    { name: 'no screenshots at all', trades: [tradeDoc('t1')], attachments: [], includes: true, expected: [] },
    {
      name: 'every original in the file',
      trades: [tradeDoc('t1', { screenshots: [shot('s1')] })],
      attachments: [bytes('t1', 's1'), bytes('t1', 's1.display')],
      includes: true,
      expected: [],
    },
    {
      name: 'synced from another device, uploaded, never downloaded here',
      trades: [tradeDoc('t1', { screenshots: [shot('s1', 'u/t1/s1.png')] })],
      attachments: [],
      includes: true,
      expected: [{ tradeId: 't1', screenshotId: 's1', remotePath: 'u/t1/s1.png' }],
    },
    {
      name: 'not uploaded yet by the other device: no remote path',
      trades: [tradeDoc('t1', { screenshots: [shot('s1')] })],
      attachments: [],
      includes: true,
      expected: [{ tradeId: 't1', screenshotId: 's1' }],
    },
    {
      name: 'a display copy alone does not count as the screenshot',
      trades: [tradeDoc('t1', { screenshots: [shot('s1', 'p')] })],
      attachments: [bytes('t1', 's1.display')],
      includes: true,
      expected: [{ tradeId: 't1', screenshotId: 's1', remotePath: 'p' }],
    },
    {
      name: 'bytes of the same screenshot id on another trade do not count',
      trades: [tradeDoc('t1', { screenshots: [shot('s1', 'p')] }), tradeDoc('t2', { screenshots: [shot('s2')] })],
      attachments: [bytes('t2', 's1'), bytes('t2', 's2')],
      includes: true,
      expected: [{ tradeId: 't1', screenshotId: 's1', remotePath: 'p' }],
    },
    {
      name: 'a backup made without screenshots leaves nothing out by mistake',
      trades: [tradeDoc('t1', { screenshots: [shot('s1', 'p')] })],
      attachments: [],
      includes: false,
      expected: [],
    },
  ])('$name', ({ trades, attachments, includes, expected }) => {
    expect(missingScreenshots(buildBackup({ trades }, { attachments, includesScreenshots: includes }))).toEqual(expected)
  })
})
