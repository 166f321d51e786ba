import { expect, test } from '@playwright/test'
import { btcLong, JournalPage } from './support/journal-page'
import { getLocalPreference } from './support/local-journal'
import { openScreen, startOffline } from './support/screens'
import { trackSettled, waitForSettled } from './support/settled'

test.describe.configure({ timeout: 120_000 })

test('offline, journaling a trade earns XP and a badge, is written to the level rows, and both routes show it', async ({ page }) => {
  await trackSettled(page)
  await startOffline(page)
  await openScreen(page, '/gamification', 'Achievements')
  await expect(page.getByText('Start your journal to earn XP')).toBeVisible()
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible()
  await expect(page.getByText('Rookie Trader', { exact: true })).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'First Entry' })).toContainText('Locked · 1 to go')

  const journal = new JournalPage(page)
  await journal.open()
  await journal.addTrade(btcLong)
  // Announced where the trader is, once the save has settled (the shell's progression watcher).
  await expect(page.getByRole('status').filter({ hasText: 'Achievement unlocked: First Entry' })).toBeVisible({ timeout: 20_000 })

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

  await expect.poll(() => getLocalPreference(page, 'xpLevel')).toMatchObject({ currentLevel: 1, xp: 35 })
  await expect.poll(async () => Object.keys(((await getLocalPreference(page, 'achievements'))?.unlocked ?? {}) as object)).toEqual(['first_trade'])
  await expect.poll(() => getLocalPreference(page, 'progression')).toMatchObject({ rank: 'rookie_trader' })

  // Told once: not again after a reload.
  await openScreen(page, null, 'Achievements')
  await waitForSettled(page, 'progression')
  await expect(page.getByText('Achievement unlocked: First Entry')).toHaveCount(0)
})
