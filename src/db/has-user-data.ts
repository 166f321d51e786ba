import { combineLatest, distinctUntilChanged, map } from 'rxjs'
import type { JournalDatabase } from './journal-database'
import type { ErrorListener, Unsubscribe } from './repositories/plain'
import { asError } from './repositories/plain'

/**
 * Calls back with whether the journal holds anything worth keeping (any trade, fill or account, in
 * the trash or not), first with the current answer and again whenever it changes. The PWA layer asks
 * for persistent storage (navigator.storage.persist()) once this is true.
 */
export function watchHasUserData(db: JournalDatabase, callback: (hasData: boolean) => void, onError?: ErrorListener): Unsubscribe {
  const { trades, fills, accounts } = db.rxDatabase.collections
  const subscription = combineLatest([trades.findOne().$, fills.findOne().$, accounts.findOne().$])
    .pipe(
      map((docs) => docs.some((doc) => doc !== null)),
      distinctUntilChanged(),
    )
    .subscribe({ next: callback, error: (error: unknown) => onError?.(asError(error)) })
  return () => subscription.unsubscribe()
}
