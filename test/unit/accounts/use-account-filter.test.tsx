import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type Account, type JournalDatabase, JournalDatabaseProvider } from '../../../src/db'
import { accountNavigation, useAccountFilter } from '../../../src/features/accounts/use-account-filter'

const account = (id: string): Account => ({
  id,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  isDeleted: false,
  name: id,
  kind: 'exchange',
  baseCurrency: 'USDT',
  initialCapital: '0',
  archived: false,
})

/** A database whose account watch delivers at once. */
const database = {
  name: 'tj_test',
  accounts: {
    watch: (_options: unknown, onValue: (accounts: Account[]) => void) => {
      onValue([account('a1'), account('a2')])
      return () => {}
    },
  },
} as unknown as JournalDatabase

async function renderAt(url: string) {
  function Probe() {
    const { accountId } = useAccountFilter()
    return <output>{accountId ?? 'all'}</output>
  }
  const root = createRootRoute({ component: () => <Outlet /> })
  // A route that does not declare ?account=: the filter must work on any screen.
  const journal = createRoute({
    getParentRoute: () => root,
    path: '/journal',
    validateSearch: (search: Record<string, unknown>) => ({ sort: typeof search.sort === 'string' ? search.sort : undefined }),
    component: Probe,
  })
  const router = createRouter({ routeTree: root.addChildren([journal]), history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  const html = renderToString(
    <JournalDatabaseProvider database={database}>
      <RouterProvider router={router} />
    </JournalDatabaseProvider>,
  )
  return { html, router }
}

// Server rendering shows the first (loading) state of the accounts query, so an unknown id is still
// read as given here; selectedAccountId's own tests cover dropping it once accounts load. A server
// router does not commit navigations, so the write is checked through buildLocation, the step
// navigate takes with the same options.
describe('useAccountFilter', () => {
  it.each([
    ['/journal?account=a2', 'a2'],
    ['/journal', 'all'],
  ])('reads %s as %s', async (url, expected) => {
    const { html } = await renderAt(url)
    expect(html).toContain(`<output>${expected}</output>`)
  })

  it.each([
    ['sets', '/journal?sort=pnl', 'a1', { sort: 'pnl', account: 'a1' }],
    ['replaces', '/journal?account=a2&sort=pnl', 'a1', { sort: 'pnl', account: 'a1' }],
    ['drops', '/journal?account=a2&sort=pnl', undefined, { sort: 'pnl' }],
  ])('%s ?account= on the current screen and keeps the other params', async (_case, url, accountId, search) => {
    const { router } = await renderAt(url)
    const next = router.buildLocation(accountNavigation(accountId) as never)
    expect(next.pathname).toBe('/journal')
    expect(next.search).toEqual(search)
  })
})
