import { expect, test, type Page } from '@playwright/test'
import { btcLong, JournalPage } from './support/journal-page'
import { openScreen, startOffline } from './support/screens'

test.describe.configure({ timeout: 120_000 })

/** A preference row as the app stored it (found through React's fibers, as readJournal does). */
function readPreference(page: Page, key: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (name) => {
    const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null
    const container = root ? Object.keys(root).find((k) => k.startsWith('__reactContainer$')) : undefined
    type Fiber = { memoizedProps?: { value?: unknown } | null; child?: Fiber | null; sibling?: Fiber | null }
    const stack: Fiber[] = root && container ? [root[container] as Fiber] : []
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber
      const value = fiber.memoizedProps?.value as Record<string, unknown> | undefined
      if (value && typeof value === 'object' && 'rxDatabase' in value && 'preferences' in value) {
        return (await (value.preferences as { get(k: string): Promise<unknown> }).get(name)) as Record<string, unknown>
      }
      if (fiber.sibling) stack.push(fiber.sibling)
      if (fiber.child) stack.push(fiber.child)
    }
    throw new Error('the journal is not open')
  }, key)
}

test('offline, journaling a trade earns XP and a badge, is written to the level rows, and both routes show it', async ({ page }) => {
  await startOffline(page)
  await openScreen(page, '/gamification', 'Achievements')
  await expect(page.getByText('Start your journal to earn XP')).toBeVisible()
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible()
  await expect(page.getByText('Rookie Trader', { exact: true })).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'First Entry' })).toContainText('Locked · 1 to go')

  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)

  await openScreen(page, '/achievements', 'Achievements')
  // 10 for the trade, 15 for its note, 10 for the journaling day.
  await expect(page.getByText('35 XP · 65 XP to level 2')).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'First Entry' })).toContainText('Earned')
  await expect(page.getByRole('listitem', { name: 'Storyteller' })).toContainText('Locked · 9 to go')
  await expect(page.getByRole('listitem', { name: 'Storyteller' })).toContainText('Trades with notes: 1 / 10')
  const sources = page.getByRole('table', { name: 'XP by source' })
  await expect(sources.getByRole('row', { name: /Trade notes/ })).toContainText('15')
  await expect(sources.getByRole('row', { name: /Total/ })).toContainText('35')
  await expect(page.getByRole('table', { name: 'Theme unlocks' }).getByRole('row', { name: /Neon Nights/ })).toContainText('Locked')

  await expect.poll(() => readPreference(page, 'xpLevel')).toMatchObject({ currentLevel: 1, xp: 35 })
  await expect.poll(async () => Object.keys(((await readPreference(page, 'achievements')).unlocked ?? {}) as object)).toEqual(['first_trade'])
  await expect.poll(() => readPreference(page, 'progression')).toMatchObject({ rank: 'rookie_trader' })
})
