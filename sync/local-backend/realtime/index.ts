import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { json, type ServiceFactory } from '../http/types'
import { broadcastFromApi, broadcastOneFromApi } from './broadcast-api'
import { ChangeFeed } from './change-feed'
import { RealtimeConnection } from './connection'
import { ChannelHub } from './hub'
import { vsnOf } from './phoenix'

const PREFIX = '/realtime/v1'
// Realtime's default websocket frame limit.
const MAX_FRAME_BYTES = 1_000_000

/**
 * `/realtime/v1`: Supabase Realtime's websocket (Phoenix channels, vsn 1.0.0 and 2.0.0) with
 * `postgres_changes` from a trigger-based change feed, broadcast, heartbeats and token updates,
 * plus `POST /api/broadcast`. See README.md beside this file for the rules and the differences.
 */
export const createRealtimeService: ServiceFactory = async (context) => {
  const log = (message: string) => context.log('realtime', message)
  // Assigned once, after the hub it needs; the hub may call back before then.
  // eslint-disable-next-line prefer-const
  let feed: ChangeFeed | undefined
  const hub = new ChannelHub(() => {
    feed?.syncCapture().catch((error: unknown) => log(`switching change capture failed: ${error instanceof Error ? error.message : String(error)}`))
  })
  feed = new ChangeFeed(context.db, hub, log)
  await feed.start()
  const changeFeed = feed

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const connections = new Set<RealtimeConnection>()

  return {
    prefix: PREFIX,
    async handle(request) {
      if (request.method === 'POST' && request.path === '/api/broadcast') return broadcastFromApi(request, hub, context.keys.jwtSecret)
      const one = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(request.path)
      const [topic, event] = one ? [safeDecode(one[1]!), safeDecode(one[2]!)] : []
      if (request.method === 'POST' && topic !== undefined && event !== undefined) return broadcastOneFromApi(request, hub, context.keys.jwtSecret, topic, event)
      return json(404, { message: 'no Route matched with those values' })
    },
    upgrade(incoming: IncomingMessage, socket: Duplex, head: Buffer) {
      const url = new URL(incoming.url ?? '/', 'http://localhost')
      const vsn = vsnOf(url.searchParams.get('vsn'))
      if (url.pathname !== `${PREFIX}/websocket` || !vsn) {
        const status = vsn ? '404 Not Found' : '400 Bad Request'
        socket.end(`HTTP/1.1 ${status}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`)
        return
      }
      const header = (name: string) => {
        const value = incoming.headers[name]
        return Array.isArray(value) ? value[0] : value
      }
      const token = url.searchParams.get('apikey') ?? header('x-api-key') ?? header('apikey') ?? ''
      sockets.handleUpgrade(incoming, socket, head, (ws) => {
        const connection = new RealtimeConnection(ws, vsn, token, { db: context.db, hub, feed: changeFeed, jwtSecret: context.keys.jwtSecret, log })
        connections.add(connection)
        ws.on('close', () => connections.delete(connection))
      })
    },
    async close() {
      for (const connection of connections) connection.close()
      connections.clear()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      await changeFeed.close()
    },
  }
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}
