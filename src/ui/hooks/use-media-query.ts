import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, kept live. Takes the query without the `screen and` prefix or with
 * it (e.g. `media.desktop` from the tokens). Server/test rendering assumes "no match" (phone first).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => false,
  )
}
