import { useCallback, useSyncExternalStore } from 'react'

// One MediaQueryList per query for the page: reading `.matches` on it is cheap, whereas matchMedia()
// parses the query into a new list on every call (34 ms at 4x CPU throttling over a cold dashboard
// open, whose layout reads its breakpoints on each render).
const lists = new Map<string, MediaQueryList>()
function listFor(query: string): MediaQueryList {
  let list = lists.get(query)
  if (!list) {
    list = matchMedia(query)
    lists.set(query, list)
  }
  return list
}

/**
 * Whether a media query matches, kept live. Takes the query without the `screen and` prefix or with
 * it (e.g. `media.desktop` from the tokens). Server/test rendering assumes "no match" (phone first).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => listFor(query).matches,
    () => false,
  )
}
