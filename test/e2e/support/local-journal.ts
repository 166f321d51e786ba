import { expect, type Page } from '@playwright/test'
import type { Account } from '../../../src/domain/account'
import type { TradingDefaults } from '../../../src/domain/preferences'
import type { Trade } from '../../../src/domain/trade'

/** What the tests read from the app's own local database (to compute expected numbers, say). */
interface JournalSnapshot {
  readonly trades: Trade[]
  readonly accounts: Account[]
  readonly defaults: TradingDefaults
  readonly timeZone: string
  /** The profile's blur-sensitive-data flag as stored. */
  readonly blur: boolean
}

/**
 * Reads the signed-in journal through the repository object the app's screens use (found through
 * React's fibers, as devices.ts does): the very trades the dashboard computed its numbers from.
 */
export async function readJournal(page: Page): Promise<JournalSnapshot> {
  return page.evaluate(async () => {
    const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null
    const key = root ? Object.keys(root).find((name) => name.startsWith('__reactContainer$')) : undefined
    type Fiber = { memoizedProps?: { value?: unknown } | null; child?: Fiber | null; sibling?: Fiber | null }
    type Journal = {
      trades: { list(): Promise<unknown[]> }
      accounts: { list(): Promise<unknown[]> }
      preferences: { get(key: string): Promise<unknown> }
    }
    let journal: Journal | undefined
    const stack: Fiber[] = root && key ? [root[key] as Fiber] : []
    while (stack.length > 0 && !journal) {
      const fiber = stack.pop() as Fiber
      const value = fiber.memoizedProps?.value as Record<string, unknown> | undefined
      if (value && typeof value === 'object' && 'rxDatabase' in value && 'trades' in value) journal = value as unknown as Journal
      if (fiber.sibling) stack.push(fiber.sibling)
      if (fiber.child) stack.push(fiber.child)
    }
    if (!journal) throw new Error('the journal is not open')
    const profile = (await journal.preferences.get('profile')) as { timeZone: string | null; blurSensitiveData: boolean }
    return {
      trades: (await journal.trades.list()) as never,
      accounts: (await journal.accounts.list()) as never,
      defaults: (await journal.preferences.get('tradingDefaults')) as never,
      timeZone: profile.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      blur: profile.blurSensitiveData,
    }
  })
}

/**
 * Reads (`changes` undefined) or writes a preference of the signed-in user's open journal through its
 * repository; null when no journal is open yet.
 */
function preferenceCall(page: Page, key: string, changes?: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    async ([prefKey, prefChanges]) => {
      const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null
      const containerKey = root ? Object.keys(root).find((name) => name.startsWith('__reactContainer$')) : undefined
      if (!root || !containerKey) return null
      type Preferences = { get(k: string): Promise<Record<string, unknown>>; set(k: string, c: unknown): Promise<Record<string, unknown>> }
      type Fiber = { memoizedProps?: { value?: unknown } | null; child?: Fiber | null; sibling?: Fiber | null }
      const stack: Fiber[] = [root[containerKey] as Fiber]
      while (stack.length > 0) {
        const fiber = stack.pop() as Fiber
        const value = fiber.memoizedProps?.value as { preferences?: Preferences; rxDatabase?: unknown } | undefined
        if (value && typeof value === 'object' && 'rxDatabase' in value && value.preferences) {
          return prefChanges ? value.preferences.set(prefKey, prefChanges) : value.preferences.get(prefKey)
        }
        if (fiber.sibling) stack.push(fiber.sibling)
        if (fiber.child) stack.push(fiber.child)
      }
      return null
    },
    [key, changes] as const,
  )
}

/** Writes a preference of the signed-in user's open journal, the way another device's sync would. */
export async function setLocalPreference(page: Page, key: string, changes: Record<string, unknown>) {
  await expect.poll(async () => (await preferenceCall(page, key, changes)) !== null).toBe(true)
}

/** Reads a preference of the signed-in user's open journal. */
export function getLocalPreference(page: Page, key: string): Promise<Record<string, unknown> | null> {
  return preferenceCall(page, key)
}
