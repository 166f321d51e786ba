import { afterEach, describe, expect, it } from 'vitest'
import { openTestJournal, removeTestJournals } from './support/test-journal'

afterEach(removeTestJournals)

describe('custom item repository', () => {
  it('keeps custom pages and metrics apart, by name, with trash and restore', async () => {
    const db = await openTestJournal()
    const page = await db.customItems.insert({ kind: 'page', name: 'Scalping desk', order: 1, definition: { widgets: ['equity-curve'] } })
    await db.customItems.insert({ kind: 'metric', name: 'Avg R on Mondays', order: 1, definition: { formula: 'avg(r)' } })
    await db.customItems.insert({ kind: 'page', name: 'Asia session', order: 2, definition: {} })

    expect((await db.customItems.list({ kind: 'page' })).map((item) => item.name)).toEqual(['Asia session', 'Scalping desk'])
    expect((await db.customItems.list({ kind: 'metric' })).map((item) => item.name)).toEqual(['Avg R on Mondays'])
    expect(await db.customItems.get(page.id)).toEqual(page)
    expect(page.definition).toEqual({ widgets: ['equity-curve'] })

    await db.customItems.softDelete(page.id)
    expect((await db.customItems.list({ kind: 'page' })).map((item) => item.name)).toEqual(['Asia session'])
    await db.customItems.restore(page.id)
    expect(await db.customItems.list({ kind: 'page' })).toHaveLength(2)
  })
})
