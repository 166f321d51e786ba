import { describe, expect, it } from 'vitest'
import { createTradeSummaryCache } from '../../../src/domain/journal'
import { buildJournalSnapshot, parseJournalSnapshot, SNAPSHOT_ROWS, showsJournalSnapshot } from '../../../src/features/journal/journal-snapshot'
import { drawnRowCount } from '../../../src/features/journal/journal-snapshot-screen'
import { buildTrade } from '../domain/builders'

const USER = '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f'
const OTHER = '11111111-2222-4333-8444-555555555555'
const summaries = createTradeSummaryCache('0')
const trades = Array.from({ length: 40 }, (_, index) => buildTrade({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, exitPrice: index % 2 ? '90' : '110' }))
const build = (blur: boolean) => buildJournalSnapshot(trades, summaries.get, { userId: USER, blur, timeZone: 'UTC', breakevenBand: '0', count: 40 })

describe('journal snapshot', () => {
  it('draws the rows a window can show plus two, never more than it holds', () => {
    const snapshot = build(false)
    // 72 px rows: 800 px show 11.1 rows wherever the list starts, so 12, and two for a taller window.
    expect(drawnRowCount(snapshot, 800)).toBe(14)
    expect(drawnRowCount(snapshot, 844)).toBe(14)
    expect(drawnRowCount(snapshot, 5000)).toBe(SNAPSHOT_ROWS)
    expect(drawnRowCount({ ...snapshot, rows: snapshot.rows.slice(0, 3) }, 800)).toBe(3)
  })

  it('keeps the newest rows with their figures', () => {
    const snapshot = build(false)
    expect(snapshot.rows).toHaveLength(SNAPSHOT_ROWS)
    expect(snapshot.rows[0]).toEqual({
      id: trades[0]?.id,
      symbol: 'BTCUSDT',
      side: 'long',
      openedAt: '2025-03-03T09:00:00.000Z',
      status: 'closed',
      outcome: 'win',
      netPnl: '20',
      settlementAsset: 'USDT',
      roi: '1',
    })
  })

  it('under blur-sensitive-data stores no amount, only its sign', () => {
    const snapshot = build(true)
    expect(JSON.stringify(snapshot)).not.toContain('"netPnl"')
    expect(snapshot.rows.slice(0, 2).map((row) => row.netPnlSign)).toEqual([1, -1])
    expect(snapshot.rows[0]?.roi).toBe('1')
  })

  it('stamps its content: the same rows the same stamp, another count another', () => {
    expect(build(false).stamp).toBe(build(false).stamp)
    expect(build(false).stamp).not.toBe(build(true).stamp)
    expect(buildJournalSnapshot([], createTradeSummaryCache('0').get, { userId: USER, blur: false, timeZone: 'UTC', breakevenBand: '0', count: 1 }).stamp).not.toBe(
      buildJournalSnapshot([], createTradeSummaryCache('0').get, { userId: USER, blur: false, timeZone: 'UTC', breakevenBand: '0', count: 2 }).stamp,
    )
  })

  it.each<[string, string | null, string, boolean]>([
    ['its own user', JSON.stringify(build(false)), USER, true],
    ['blurred, its own user', JSON.stringify(build(true)), USER, true],
    ["another user's", JSON.stringify(build(false)), OTHER, false],
    ['nothing stored', null, USER, false],
    ['not JSON', '{"version":1,', USER, false],
    ['another version', JSON.stringify({ ...build(false), version: 1 }), USER, false],
    ['no stamp', JSON.stringify({ ...build(false), stamp: undefined }), USER, false],
    ['rows that are not rows', JSON.stringify({ ...build(false), rows: [{ id: 1 }] }), USER, false],
    ['an amount under the blur flag', JSON.stringify({ ...build(true), rows: build(false).rows }), USER, false],
  ])('reads back %s: %s', (_name, text, userId, valid) => {
    expect(parseJournalSnapshot(text, userId) !== undefined).toBe(valid)
  })

  it.each<[string, object, boolean]>([
    ['/journal', {}, true],
    ['/journal', { side: 'short' }, false],
    ['/dashboard', {}, false],
  ])('is drawn first on %s %j only', (pathname, search, shown) => {
    const storage = new Map<string, string>([[`journal-snapshot:${USER}`, JSON.stringify(build(false))]])
    Object.assign(globalThis, { localStorage: { getItem: (key: string) => storage.get(key) ?? null } })
    try {
      expect(showsJournalSnapshot(USER, pathname, search)).toBe(shown)
      expect(showsJournalSnapshot(OTHER, pathname, search)).toBe(false)
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})
