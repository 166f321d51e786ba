import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const info = vi.fn()
vi.mock('../../../src/ui', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/ui')>()
  return { ...actual, notify: { ...actual.notify, info: (...args: unknown[]) => info(...args) } }
})

const { deliverNotice } = await import('../../../src/platform/notifications/deliver-notice')
const { notificationMemoryKey, readNotificationMemory, writeNotificationMemory } = await import('../../../src/platform/notifications/notification-memory')
const { tradesWrittenSince } = await import('../../../src/platform/notifications/recent-trades')

interface Browser {
  permission: NotificationPermission | 'unsupported'
  hidden: boolean
  worker: boolean
}

const shownByWorker: string[] = []
const shownByPage: string[] = []

function installBrowser({ permission, hidden, worker }: Browser) {
  class FakeNotification {
    static permission = permission
    onclick: (() => void) | null = null
    constructor(title: string) {
      shownByPage.push(title)
    }
    close() {}
  }
  vi.stubGlobal('window', permission === 'unsupported' ? {} : { Notification: FakeNotification, focus() {} })
  if (permission !== 'unsupported') vi.stubGlobal('Notification', FakeNotification)
  vi.stubGlobal('document', { visibilityState: hidden ? 'hidden' : 'visible' })
  const registration = { active: {}, showNotification: async (title: string) => void shownByWorker.push(title) }
  vi.stubGlobal('navigator', worker ? { serviceWorker: { getRegistration: async () => registration } } : {})
}

beforeEach(() => {
  info.mockClear()
  shownByWorker.length = 0
  shownByPage.length = 0
})
afterEach(() => vi.unstubAllGlobals())

describe('deliverNotice: a device notification only when push is usable and the page is out of sight', () => {
  it.each<[string, boolean, Browser, 'device' | 'toast', 'worker' | 'page' | 'toast']>([
    ['push on, allowed, hidden, service worker', true, { permission: 'granted', hidden: true, worker: true }, 'device', 'worker'],
    ['push on, allowed, hidden, no service worker', true, { permission: 'granted', hidden: true, worker: false }, 'device', 'page'],
    ['push on, allowed, page in sight', true, { permission: 'granted', hidden: false, worker: true }, 'toast', 'toast'],
    ['push off', false, { permission: 'granted', hidden: true, worker: true }, 'toast', 'toast'],
    ['push on but denied in this browser', true, { permission: 'denied', hidden: true, worker: true }, 'toast', 'toast'],
    ['push on but never asked in this browser', true, { permission: 'default', hidden: true, worker: true }, 'toast', 'toast'],
    ['no Notification API', true, { permission: 'unsupported', hidden: true, worker: false }, 'toast', 'toast'],
  ])('%s', async (_name, push, browser, result, where) => {
    installBrowser(browser)
    const open = vi.fn()
    const how = await deliverNotice({ title: 'Goal reached', body: '20 trades', url: '/goals', actionLabel: 'View', tag: 'milestone:g1' }, push, open)
    expect(how).toBe(result)
    expect(shownByWorker).toEqual(where === 'worker' ? ['Goal reached'] : [])
    expect(shownByPage).toEqual(where === 'page' ? ['Goal reached'] : [])
    expect(info).toHaveBeenCalledTimes(where === 'toast' ? 1 : 0)
    if (where === 'toast') {
      const [title, options] = info.mock.calls[0] as [string, { description: string; id: string; action: { label: string; onClick: () => void } }]
      expect([title, options.description, options.id, options.action.label]).toEqual(['Goal reached', '20 trades', 'milestone:g1', 'View'])
      options.action.onClick()
      expect(open).toHaveBeenCalledWith('/goals')
    }
  })
})

describe('notification memory: per user, per device', () => {
  it('keeps two users apart and survives a storage that throws', () => {
    const store = new Map<string, string>()
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) })
    writeNotificationMemory('weeklySummaryWeek', 'user-a', '2025-03-10')
    expect(readNotificationMemory('weeklySummaryWeek', 'user-a')).toBe('2025-03-10')
    expect(readNotificationMemory('weeklySummaryWeek', 'user-b')).toBeNull()
    expect(readNotificationMemory('tradingReminderDay', 'user-a')).toBeNull()
    expect(store.has(notificationMemoryKey('weeklySummaryWeek', 'user-a'))).toBe(true)
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
    })
    expect(readNotificationMemory('weeklySummaryWeek', 'user-a')).toBeNull()
    expect(() => writeNotificationMemory('weeklySummaryWeek', 'user-a', '2025-03-17')).not.toThrow()
  })
})

describe('tradesWrittenSince: pages down the newest writes and stops at the first older one', () => {
  it.each([
    ['a few recent trades', 5, 3],
    ['more than a page of recent trades', 450, 430],
    ['none recent', 10, 0],
  ])('%s', async (_name, total, recent) => {
    // Newest write first, as the repository sorts them: `recent` after the cut, the rest before it.
    const cut = Date.parse('2025-03-10T00:00:00.000Z')
    const trades = Array.from({ length: total }, (_, i) => ({
      id: String(i),
      updatedAt: new Date(i < recent ? cut + (recent - i) * 1000 : cut - (i - recent + 1) * 1000).toISOString(),
    }))
    const reads: number[] = []
    const db = {
      trades: {
        list: async ({ limit, skip }: { limit: number; skip: number }) => {
          reads.push(skip)
          return trades.slice(skip, skip + limit)
        },
      },
    }
    const found = await tradesWrittenSince(db as never, cut)
    expect(found.map((trade) => trade.id)).toEqual(trades.slice(0, recent).map((trade) => trade.id))
    // It never reads a page past the first older trade.
    expect(reads.length).toBe(Math.floor(recent / 200) + 1)
  })
})
