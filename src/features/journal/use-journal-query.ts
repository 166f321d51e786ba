import { useCallback, useEffect, useRef, useState } from 'react'
import { type JournalQuery, type JournalSearchParams, parseJournalSearch, toJournalSearch } from '../../domain/journal'

/**
 * The journal's filter and sort: held in state so a change re-renders the list at once, and written
 * to the URL (for reload, back button and sharing) just after that frame has painted, so the router's
 * work never delays the result. A URL changed from outside (back button, a link) is adopted.
 */
export function useJournalQuery(search: JournalSearchParams, onSearchChange: (search: JournalSearchParams) => void): [JournalQuery, (query: JournalQuery) => void] {
  const [query, setQuery] = useState(() => parseJournalSearch(search))
  const written = useRef(JSON.stringify(search))
  const searchKey = JSON.stringify(search)
  useEffect(() => {
    if (searchKey === written.current) return
    written.current = searchKey
    setQuery(parseJournalSearch(JSON.parse(searchKey)))
  }, [searchKey])

  const apply = useCallback(
    (next: JournalQuery) => {
      setQuery(next)
      const params = toJournalSearch(next)
      written.current = JSON.stringify(params)
      requestAnimationFrame(() => setTimeout(() => onSearchChange(params), 0))
    },
    [onSearchChange],
  )
  return [query, apply]
}
