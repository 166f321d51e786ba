import { afterEach, describe, expect, it } from 'vitest'
import { type JournalDatabase, TagMergeError, type TradeInput } from '../../../src/db'
import { openTestJournal, removeTestJournals, tradeInput } from './support/test-journal'

afterEach(removeTestJournals)

/** A closed trade (100 to 110) of one unit. */
function trade(fields: Partial<TradeInput> = {}): TradeInput {
  return tradeInput({ entryPrice: '100', exitPrice: '110', quantity: '1', openedAt: '2025-03-03T09:00:00.000Z', closedAt: '2025-03-03T10:00:00.000Z', ...fields })
}

async function refsOf(db: JournalDatabase, id: string) {
  const found = await db.trades.get(id)
  return { setupId: found?.setupId, tagIds: found?.tagIds }
}

describe('creating and renaming tags under the name rules', () => {
  it('trims, refuses blanks, long names and case-insensitive duplicates within a kind', async () => {
    const db = await openTestJournal()
    const created = await db.tags.create('setup', '  Breakout  ')
    expect(created).toMatchObject({ ok: true, tag: { kind: 'setup', name: 'Breakout' } })
    expect(await db.tags.create('setup', 'BREAKOUT')).toEqual({ ok: false, problem: 'DUPLICATE' })
    expect(await db.tags.create('setup', '   ')).toEqual({ ok: false, problem: 'REQUIRED' })
    expect(await db.tags.create('setup', 'x'.repeat(51))).toEqual({ ok: false, problem: 'TOO_LONG' })
    // Another kind may use the same name.
    expect((await db.tags.create('emotion', 'breakout')).ok).toBe(true)

    const other = await db.tags.create('setup', 'Range')
    if (!other.ok) throw new Error('expected a tag')
    expect(await db.tags.renameChecked(other.tag.id, 'breakout ')).toEqual({ ok: false, problem: 'DUPLICATE' })
    // Renaming a tag to its own name in another case is allowed.
    expect(await db.tags.renameChecked(other.tag.id, 'RANGE')).toMatchObject({ ok: true, tag: { name: 'RANGE' } })
    expect((await db.tags.list({ kind: 'setup' })).map((tag) => tag.name)).toEqual(['Breakout', 'RANGE'])
  })

  it('allows the name of a deleted tag again', async () => {
    const db = await openTestJournal()
    const first = await db.tags.create('mistake', 'Moved stop')
    if (!first.ok) throw new Error('expected a tag')
    await db.tags.deleteAndUntag(first.tag.id)
    expect((await db.tags.create('mistake', 'moved stop')).ok).toBe(true)
  })
})

describe('merging tags', () => {
  it('rewrites setups and tags of every trade to the target without duplicates and trashes the sources', async () => {
    const db = await openTestJournal()
    const breakout = await db.tags.insert({ kind: 'setup', name: 'Breakout' })
    const brk = await db.tags.insert({ kind: 'setup', name: 'BRK' })
    const bo = await db.tags.insert({ kind: 'setup', name: 'B/O' })
    const fomo = await db.tags.insert({ kind: 'emotion', name: 'FOMO' })

    const asSetup = await db.trades.insert(trade({ setupId: brk.id, tagIds: [fomo.id] }))
    const both = await db.trades.insert(trade({ setupId: breakout.id, tagIds: [bo.id, fomo.id, brk.id] }))
    const inTags = await db.trades.insert(trade({ tagIds: [brk.id, bo.id] }))
    const trashed = await db.trades.insert(trade({ setupId: bo.id }))
    await db.trades.softDelete(trashed.id)
    const untouched = await db.trades.insert(trade({ tagIds: [fomo.id] }))
    const untouchedBefore = await db.trades.get(untouched.id)

    const result = await db.tags.merge([brk.id, bo.id, breakout.id], breakout.id)
    expect(result).toEqual({ tradesUpdated: 4 })

    expect(await refsOf(db, asSetup.id)).toEqual({ setupId: breakout.id, tagIds: [fomo.id] })
    // The target is the setup already, so it is not repeated among the tags.
    expect(await refsOf(db, both.id)).toEqual({ setupId: breakout.id, tagIds: [fomo.id] })
    expect(await refsOf(db, inTags.id)).toEqual({ setupId: undefined, tagIds: [breakout.id] })
    // Trashed trades too, so a restore does not bring a dead tag back.
    expect(await refsOf(db, trashed.id)).toEqual({ setupId: breakout.id, tagIds: [] })
    expect(await db.trades.get(untouched.id)).toEqual(untouchedBefore)

    expect((await db.tags.list({ kind: 'setup' })).map((tag) => tag.name)).toEqual(['Breakout'])
    const merged = await db.tags.list({ kind: 'setup', deleted: 'only' })
    expect(merged.map((tag) => [tag.name, tag.mergedIntoId])).toEqual([
      ['B/O', breakout.id],
      ['BRK', breakout.id],
    ])
    expect(merged.every((tag) => tag.isDeleted && tag.deletedAt)).toBe(true)
  })

  type Ids = Record<'breakout' | 'range' | 'gone' | 'fomo', string>
  const cases: [string, (ids: Ids) => { sources: string[]; target: string }, string][] = [
    ['mixed kinds', (ids) => ({ sources: [ids.fomo], target: ids.breakout }), 'MIXED_KINDS'],
    ['only the target', (ids) => ({ sources: [ids.breakout], target: ids.breakout }), 'NOTHING_TO_MERGE'],
    ['an unknown tag', (ids) => ({ sources: ['00000000-0000-4000-8000-00000000dead'], target: ids.breakout }), 'UNKNOWN_TAG'],
    ['a deleted target', (ids) => ({ sources: [ids.range], target: ids.gone }), 'UNKNOWN_TAG'],
  ]
  it.each(cases)('refuses %s and changes nothing', async (_name, pick, problem) => {
    const db = await openTestJournal()
    const breakout = await db.tags.insert({ kind: 'setup', name: 'Breakout' })
    const range = await db.tags.insert({ kind: 'setup', name: 'Range' })
    const gone = await db.tags.insert({ kind: 'setup', name: 'Gone' })
    await db.tags.softDelete(gone.id)
    const fomo = await db.tags.insert({ kind: 'emotion', name: 'FOMO' })
    const tagged = await db.trades.insert(trade({ setupId: range.id, tagIds: [fomo.id] }))
    const { sources, target } = pick({ breakout: breakout.id, range: range.id, gone: gone.id, fomo: fomo.id })

    const error = await db.tags.merge(sources, target).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TagMergeError)
    expect((error as TagMergeError).problem).toBe(problem)
    expect(await refsOf(db, tagged.id)).toEqual({ setupId: range.id, tagIds: [fomo.id] })
    expect((await db.tags.list()).map((tag) => tag.name)).toEqual(['FOMO', 'Breakout', 'Range'])
  })
})

describe('deleting tags', () => {
  it('trashes the tag and takes it off every trade', async () => {
    const db = await openTestJournal()
    const range = await db.tags.insert({ kind: 'setup', name: 'Range' })
    const fomo = await db.tags.insert({ kind: 'emotion', name: 'FOMO' })
    const greed = await db.tags.insert({ kind: 'emotion', name: 'Greed' })
    const a = await db.trades.insert(trade({ setupId: range.id, tagIds: [fomo.id, greed.id] }))
    const b = await db.trades.insert(trade({ tagIds: [fomo.id] }))

    expect(await db.tags.deleteAndUntag(fomo.id)).toEqual({ tradesUpdated: 2 })
    expect(await refsOf(db, a.id)).toEqual({ setupId: range.id, tagIds: [greed.id] })
    expect(await refsOf(db, b.id)).toEqual({ setupId: undefined, tagIds: [] })

    expect(await db.tags.deleteAndUntag(range.id)).toEqual({ tradesUpdated: 1 })
    expect(await refsOf(db, a.id)).toEqual({ setupId: undefined, tagIds: [greed.id] })
    expect((await db.tags.list()).map((tag) => tag.name)).toEqual(['Greed'])
    expect(await db.trades.list({ tagId: fomo.id })).toEqual([])
  })
})

describe('deleting accounts', () => {
  it('trashes the account and detaches its trades', async () => {
    const db = await openTestJournal()
    const main = await db.accounts.insert({ name: 'Main', kind: 'exchange', baseCurrency: 'USDT', initialCapital: '1000', archived: false })
    const paper = await db.accounts.insert({ name: 'Paper', kind: 'paper', baseCurrency: 'USDT', initialCapital: '0', archived: false })
    const onMain = await db.trades.insert(trade({ accountId: main.id }))
    const onPaper = await db.trades.insert(trade({ accountId: paper.id }))

    expect(await db.accounts.deleteAndDetach(main.id)).toEqual({ tradesUpdated: 1 })
    expect((await db.trades.get(onMain.id))?.accountId).toBeUndefined()
    expect((await db.trades.get(onPaper.id))?.accountId).toBe(paper.id)
    expect((await db.accounts.list()).map((account) => account.name)).toEqual(['Paper'])
  })
})
