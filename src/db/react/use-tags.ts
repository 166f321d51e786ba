import type { Tag, TagKind } from '../../domain'
import { useJournalDatabase } from './journal-database-context'
import type { LiveResult } from './live-store'
import { useLiveValue } from './use-live-value'

const NO_TAGS: readonly Tag[] = []

/** Live tags, of one kind or all kinds, by name. */
export function useTags(kind?: TagKind): LiveResult<readonly Tag[]> {
  const db = useJournalDatabase()
  return useLiveValue<readonly Tag[]>(`${db.name}:tags:${kind ?? '*'}`, (onValue, onError) => db.tags.watch(kind ? { kind } : {}, onValue, onError), NO_TAGS)
}
