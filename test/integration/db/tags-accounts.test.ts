import { afterEach, describe, expect, it } from 'vitest'
import { openTestJournal, removeTestJournals } from './support/test-journal'

afterEach(removeTestJournals)

describe('tag repository', () => {
  it('lists tags by kind and name as plain objects', async () => {
    const db = await openTestJournal()
    await db.tags.insert({ kind: 'setup', name: ' Breakout ' })
    await db.tags.insert({ kind: 'emotion', name: 'FOMO' })
    await db.tags.insert({ kind: 'setup', name: 'Asia range' })

    const setups = await db.tags.list({ kind: 'setup' })
    expect(setups.map((tag) => tag.name)).toEqual(['Asia range', 'Breakout'])
    expect(setups[0]).toMatchObject({ kind: 'setup', isDeleted: false })
    expect((await db.tags.list()).map((tag) => `${tag.kind}:${tag.name}`)).toEqual(['emotion:FOMO', 'setup:Asia range', 'setup:Breakout'])
  })

  it('finds by name ignoring case, renames, deletes and restores', async () => {
    const db = await openTestJournal()
    const tag = await db.tags.insert({ kind: 'mistake', name: 'Moved stop' })
    expect((await db.tags.findByName('mistake', ' moved STOP'))?.id).toBe(tag.id)
    expect(await db.tags.findByName('setup', 'moved stop')).toBeNull()

    expect((await db.tags.rename(tag.id, 'Widened stop ')).name).toBe('Widened stop')
    await db.tags.softDelete(tag.id)
    expect(await db.tags.list({ kind: 'mistake' })).toEqual([])
    expect(await db.tags.findByName('mistake', 'Widened stop')).toBeNull()
    await db.tags.restore(tag.id)
    expect((await db.tags.list({ kind: 'mistake' })).map((t) => t.name)).toEqual(['Widened stop'])
  })
})

describe('account repository', () => {
  it('round-trips accounts, sorted by name, with archived and trash filters', async () => {
    const db = await openTestJournal()
    const main = await db.accounts.insert({
      name: 'Bybit main',
      kind: 'exchange',
      exchange: 'bybit',
      baseCurrency: 'USDT',
      initialCapital: '2500.123456789012345678',
      archived: false,
    })
    const old = await db.accounts.insert({ name: 'Apex eval', kind: 'propChallenge', baseCurrency: 'USD', initialCapital: '50000', archived: true })

    expect(await db.accounts.get(main.id)).toEqual(main)
    expect(main.initialCapital).toBe('2500.123456789012345678')
    expect((await db.accounts.list()).map((a) => a.name)).toEqual(['Apex eval', 'Bybit main'])
    expect((await db.accounts.list({ includeArchived: false })).map((a) => a.name)).toEqual(['Bybit main'])

    await db.accounts.softDelete(old.id)
    expect((await db.accounts.list()).map((a) => a.name)).toEqual(['Bybit main'])
    expect((await db.accounts.list({ deleted: 'only' })).map((a) => a.name)).toEqual(['Apex eval'])
    expect((await db.accounts.patch(main.id, { name: 'Bybit unified' })).name).toBe('Bybit unified')
  })
})
