import type { CustomItem, CustomItemKind, Id } from '../../domain'
import type { LiveResult } from './live-store'
import { useJournalDatabase } from './journal-database-context'
import { useLiveValue } from './use-live-value'

const NO_ITEMS: readonly CustomItem[] = []

/** Live custom metrics or pages, by name. */
export function useCustomItems(kind: CustomItemKind): LiveResult<readonly CustomItem[]> {
  const db = useJournalDatabase()
  return useLiveValue<readonly CustomItem[]>(`${db.name}:custom-items:${kind}`, (onValue, onError) => db.customItems.watch({ kind }, onValue, onError), NO_ITEMS)
}

/** One custom page; null when it does not exist, is not a page, or is in the trash. */
export function useCustomPage(pageId: Id): LiveResult<CustomItem | null> {
  const db = useJournalDatabase()
  return useLiveValue<CustomItem | null>(
    `${db.name}:custom-page:${pageId}`,
    (onValue, onError) => db.customItems.watchOne(pageId, (item) => onValue(item && item.kind === 'page' && !item.isDeleted ? item : null), onError),
    null,
  )
}
