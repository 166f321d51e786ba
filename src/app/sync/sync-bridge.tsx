import { useEffect } from 'react'
import { useSyncManager } from '../../platform/sync/sync-context'
import type { SyncManager } from './sync-manager'

/**
 * Rendered beside the screens once the user's journal is open (UserDatabaseGate): hands the open
 * database to the sync manager, which starts sync if the user is signed in with an account.
 */
export function SyncBridge({ database }: { database: Parameters<SyncManager['attach']>[0] }) {
  const manager = useSyncManager()
  useEffect(() => manager?.attach(database), [manager, database])
  return null
}
