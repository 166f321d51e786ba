import { useSyncExternalStore } from 'react'
import { media } from '../../ui'

// One MediaQueryList for the page: reading `.matches` on it is free, whereas matchMedia() per render
// builds a new list each time (measurable when a filter change re-renders the screen).
let query: MediaQueryList | undefined
function tabletQuery(): MediaQueryList {
  query ??= matchMedia(media.tablet)
  return query
}

function subscribe(onChange: () => void): () => void {
  const list = tabletQuery()
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** Tablet width and up: filters inline; below it (a phone) they open in a dialog. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => tabletQuery().matches,
    () => false,
  )
}
