import { expect, test, type Page } from '@playwright/test'
import { AuthPage, createAccount } from './support/auth-page'
import { Device, serverTrades } from './support/devices'
import { btcLong, JournalPage } from './support/journal-page'

// sync/README.md: every tab starts sync, RxDB elects one leader per user database, only the leader
// talks to the server and the others mirror its status; when the leader closes, another tab takes
// over and edits made in any tab still reach the server.

const roleOf = (page: Page) => new AuthPage(page).syncIndicator().getAttribute('data-sync-role')

test('three tabs of one profile: exactly one replicates; closing it hands over to another and edits still sync', async ({ request }) => {
  test.setTimeout(180_000)
  const account = await createAccount(request, 'Many Tabs Trader')
  const device = await Device.launch('tabs')
  try {
    await device.signIn(account.email, account.password)
    const userId = await device.userId()
    const tabs = [device.page, await device.context.newPage(), await device.context.newPage()]
    /** Replication calls (pull and push) each tab made itself. */
    const calls = new Map<Page, number>(tabs.map((tab) => [tab, 0]))
    for (const tab of tabs) {
      tab.on('request', (sent) => {
        if (sent.url().includes('/rest/v1/rpc/sync_')) calls.set(tab, (calls.get(tab) ?? 0) + 1)
      })
      await new JournalPage(tab).open()
      await expect(new AuthPage(tab).syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 })
    }

    // Exactly one leader.
    await expect.poll(async () => (await Promise.all(tabs.map(roleOf))).sort(), { timeout: 20_000 }).toEqual(['follower', 'follower', 'leader'])
    const roles = await Promise.all(tabs.map(roleOf))
    const leader = tabs[roles.indexOf('leader')]!
    const followers = tabs.filter((tab) => tab !== leader)

    // A trade typed in a follower tab goes out through the leader; the followers send nothing.
    for (const tab of tabs) calls.set(tab, 0)
    await new JournalPage(followers[0]!).addTrade({ ...btcLong, Symbol: 'ETHUSDT', Notes: 'typed in a follower tab' })
    await expect.poll(async () => (await serverTrades(request, userId)).map((row) => row.doc.notes), { timeout: 30_000 }).toEqual(['typed in a follower tab'])
    expect(calls.get(leader)).toBeGreaterThan(0)
    for (const follower of followers) expect(calls.get(follower)).toBe(0)
    // Every tab shows the leader's status.
    for (const tab of tabs) await expect(new AuthPage(tab).syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 })

    // The leader closes: one of the other two takes over.
    await leader.close({ runBeforeUnload: true })
    await expect.poll(async () => (await Promise.all(followers.map(roleOf))).sort(), { timeout: 30_000 }).toEqual(['follower', 'leader'])
    const nextRoles = await Promise.all(followers.map(roleOf))
    const nextLeader = followers[nextRoles.indexOf('leader')]!
    const lastFollower = followers.find((tab) => tab !== nextLeader)!

    // Edits still sync: a new trade from the remaining follower, and an edit of the first one.
    for (const tab of followers) calls.set(tab, 0)
    await new JournalPage(lastFollower).addTrade({ ...btcLong, Symbol: 'SOLUSDT', Notes: 'typed after the handover' })
    const first = (await device.localTrades(lastFollower)).find((trade) => trade.notes === 'typed in a follower tab')!
    await device.patchTrade(first.id, { notes: 'edited after the handover' }, lastFollower)
    await expect
      .poll(async () => (await serverTrades(request, userId)).map((row) => row.doc.notes).sort(), { timeout: 30_000 })
      .toEqual(['edited after the handover', 'typed after the handover'])
    expect(calls.get(nextLeader)).toBeGreaterThan(0)
    expect(calls.get(lastFollower)).toBe(0)
    await expect(new AuthPage(lastFollower).syncIndicator()).toHaveAttribute('data-sync-state', 'synced', { timeout: 30_000 })
  } finally {
    await device.close()
  }
})
