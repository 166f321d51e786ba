import { media, useMediaQuery } from '../../ui'

/** Tablet width and up: filters inline; below it (a phone) they open in a dialog. */
export function useWideScreen(): boolean {
  return useMediaQuery(media.tablet)
}
