import { useEffect } from 'react'
import { useCommunityAccess } from '../../social'
import { dueForAutoSync, AUTO_SYNC_INTERVAL_MS } from './auto-sync-schedule'
import { fetchConnections, syncConnection } from './exchange-sync-api'
import { useReplicationPull } from './use-exchange-connections'

/** One run at a time across mounts (React's development double mount, a remount after sign-in). */
let running = false

/**
 * Syncs the trader's exchange connections by themselves: when the app opens signed in and online,
 * when it comes back online, and every 15 minutes while it is open, each connection whose last sync
 * is 15 minutes old. Renders nothing. What the server adds arrives through ordinary replication;
 * a failure is kept on the connection's card by the server, and nothing on the device changes.
 */
export default function ExchangeAutoSync() {
  const access = useCommunityAccess()
  const { canFetch, accessToken } = access
  const pull = useReplicationPull()

  useEffect(() => {
    if (!canFetch) return
    const run = async () => {
      if (running) return
      running = true
      try {
        const connections = await fetchConnections(accessToken)
        if (!connections.ok) return
        let added = 0
        for (const connection of dueForAutoSync(connections.value, Date.now())) {
          const result = await syncConnection(accessToken, connection.id)
          if (result.ok) added += result.value.fills + result.value.funding
        }
        if (added > 0) pull()
      } finally {
        running = false
      }
    }
    void run()
    const timer = setInterval(() => void run(), AUTO_SYNC_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [canFetch, accessToken, pull])

  return null
}
