import type { SupabaseClient } from '@supabase/supabase-js'
import type { SyncTable } from './tables'

export interface ServerChangeHandlers {
  /** A row of `table` changed on the server: pull that collection now. */
  onChange(table: SyncTable): void
  /** The socket reached the server (and events may have been missed before): catch up. */
  onOpen(): void
  onClose(): void
}

/**
 * Realtime `postgres_changes` on the user's rows, used only as a nudge to pull: the pull itself is
 * what guarantees no missed row (docs/sync.md), so a lost event or a socket that never opens costs only
 * latency (the sync layer then polls).
 */
export function subscribeToServerChanges(supabase: SupabaseClient, userId: string, tables: readonly SyncTable[], handlers: ServerChangeHandlers): () => Promise<void> {
  const channel = supabase.channel(`sync-${userId}`)
  for (const table of tables) {
    channel.on('postgres_changes', { event: '*', schema: 'public', table, filter: `user_id=eq.${userId}` }, () => handlers.onChange(table))
  }
  let open = false
  channel.subscribe((status) => {
    if (status === 'SUBSCRIBED') {
      open = true
      handlers.onOpen()
    } else if (open || status !== 'CLOSED') {
      open = false
      handlers.onClose()
    }
  })
  return async () => {
    await supabase.removeChannel(channel).catch(() => undefined)
  }
}
