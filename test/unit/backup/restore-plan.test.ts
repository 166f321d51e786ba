import { describe, expect, it } from 'vitest'
import { BACKUP_COLLECTIONS, type BackupCollectionName, planRestore, plannedWrites, summariseBackup } from '../../../src/domain/backup'
import { buildBackup, doc, tradeDoc } from './backup-builders'

const ids = (existing: Partial<Record<BackupCollectionName, string[]>> = {}) =>
  Object.fromEntries(BACKUP_COLLECTIONS.map((name) => [name, new Set(existing[name] ?? [])])) as unknown as Record<BackupCollectionName, ReadonlySet<string>>

const backup = buildBackup(
  {
    trades: [tradeDoc('t1', { openedAt: '2025-03-05T00:00:00.000Z' }), tradeDoc('t2', { isDeleted: true, openedAt: '2025-01-02T00:00:00.000Z' })],
    tags: [doc('g1')],
    preferences: [doc('profile', { value: {} }), doc('tradingDefaults', { value: {} })],
  },
  {
    attachments: [
      { tradeId: 't1', id: 's', type: 'image/png', length: 1, data: 'AA==' },
      { tradeId: 't1', id: 's.display', type: 'image/jpeg', length: 2, data: 'AAA=' },
      { tradeId: 't2', id: 'u', type: 'image/png', length: 1, data: 'AA==' },
    ],
  },
)

describe('planRestore', () => {
  it('writes everything into an empty journal and replaces the preferences it already has', () => {
    const result = planRestore(backup, { isEmpty: true, existingIds: ids({ preferences: ['profile'] }) }, 'empty')
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.plan.inserts.trades.map((trade) => trade.id)).toEqual(['t1', 't2'])
    expect(result.plan.inserts.preferences.map((row) => row.id)).toEqual(['tradingDefaults'])
    expect(result.plan.replaces.map((row) => row.id)).toEqual(['profile'])
    expect(result.plan.attachments).toHaveLength(3)
    expect(plannedWrites(result.plan)).toBe(5)
  })

  it('refuses an empty-journal restore into a journal with data', () => {
    expect(planRestore(backup, { isEmpty: false, existingIds: ids() }, 'empty')).toEqual({ ok: false, problem: { code: 'notEmpty' } })
  })

  it('merges: skips records and preferences already there, and the bytes of skipped trades', () => {
    const result = planRestore(backup, { isEmpty: false, existingIds: ids({ trades: ['t1'], preferences: ['profile'] }) }, 'merge')
    if (!result.ok) throw new Error('refused')
    expect(result.plan.inserts.trades.map((trade) => trade.id)).toEqual(['t2'])
    expect(result.plan.inserts.tags.map((tag) => tag.id)).toEqual(['g1'])
    expect(result.plan.inserts.preferences.map((row) => row.id)).toEqual(['tradingDefaults'])
    expect(result.plan.replaces).toEqual([])
    expect(result.plan.skipped).toMatchObject({ trades: 1, preferences: 1, tags: 0 })
    expect(result.plan.attachments.map((attachment) => attachment.id)).toEqual(['u'])
  })
})

describe('summariseBackup', () => {
  it('counts what the file holds', () => {
    expect(summariseBackup(backup)).toMatchObject({
      exportedAt: '2025-06-01T12:00:00.000Z',
      counts: { trades: 2, tags: 1, preferences: 2, fills: 0 },
      liveTrades: 1,
      firstTradeAt: '2025-01-02T00:00:00.000Z',
      lastTradeAt: '2025-03-05T00:00:00.000Z',
      screenshots: 2,
      attachmentBytes: 4,
    })
    expect(summariseBackup(buildBackup())).not.toHaveProperty('firstTradeAt')
  })
})
