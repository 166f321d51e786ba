import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
// The search module alone: the route file is in the main bundle, the rest of the journal is not.
import { type JournalSearchParams, normaliseJournalSearch } from '../../domain/journal/journal-search'
import { JournalScreen } from '../../features/journal/journal-screen'

export const Route = createFileRoute('/_app/journal')({
  // Bad params are dropped one by one (the others still apply); nothing here throws.
  validateSearch: (search): JournalSearchParams => normaliseJournalSearch(search),
  // The newest rows are read while the screen's code loads (not awaited; see head-prefetch.ts).
  loader: ({ context }) => {
    void import('../../features/journal/head-prefetch').then(({ prefetchJournalHead }) => prefetchJournalHead(context.userSession.userId))
  },
  component: JournalRoute,
})

function JournalRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: JournalSearchParams) => void navigate({ search: next, replace: true }), [navigate])
  return <JournalScreen search={search} onSearchChange={onSearchChange} />
}
