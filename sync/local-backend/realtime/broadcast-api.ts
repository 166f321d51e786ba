import { json, type BackendRequest, type BackendResponse } from '../http/types'
import { checkChannelToken } from './channel-token'
import type { ChannelHub } from './hub'

const MAX_BODY_BYTES = 1_000_000

/**
 * Realtime's REST broadcast, which realtime-js uses to send on a channel it has not joined:
 * `POST /api/broadcast` with `{messages: [{topic, event, payload, private}]}`, and
 * `POST /api/broadcast/<topic>/events/<event>` with the payload as the body (httpSend). 202 when
 * accepted. Private channels are not supported locally (see connection.ts), so such messages are refused.
 */
export async function broadcastFromApi(request: BackendRequest, hub: ChannelHub, jwtSecret: string): Promise<BackendResponse> {
  const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '')
  if (bearer) {
    const check = checkChannelToken(bearer, jwtSecret)
    if (!check.ok) return json(401, { error: check.message })
  }
  const body = await request.readBody(MAX_BODY_BYTES)
  let parsed: unknown
  try {
    parsed = JSON.parse(body.toString('utf8'))
  } catch {
    return json(400, { error: 'Invalid JSON body' })
  }
  const messages = typeof parsed === 'object' && parsed !== null ? (parsed as { messages?: unknown }).messages : undefined
  if (!Array.isArray(messages)) return json(422, { errors: { messages: ["can't be blank"] } })
  for (const message of messages as (Record<string, unknown> | null)[]) {
    if (typeof message !== 'object' || message === null || typeof message.topic !== 'string' || typeof message.event !== 'string')
      return json(422, { errors: { messages: ['topic and event are required'] } })
    if (message.private === true) return json(401, { error: 'the local backend does not support private channels' })
  }
  for (const message of messages as { topic: string; event: string; payload?: unknown }[]) {
    hub.broadcast(`realtime:${message.topic}`, message.event, message.payload ?? {})
  }
  return { status: 202 }
}

/** `POST /api/broadcast/<topic>/events/<event>`: one message, the body is its payload. */
export async function broadcastOneFromApi(request: BackendRequest, hub: ChannelHub, jwtSecret: string, topic: string, event: string): Promise<BackendResponse> {
  const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '')
  if (bearer) {
    const check = checkChannelToken(bearer, jwtSecret)
    if (!check.ok) return json(401, { error: check.message })
  }
  if (request.url.searchParams.get('private') === 'true') return json(401, { error: 'the local backend does not support private channels' })
  const body = await request.readBody(MAX_BODY_BYTES)
  let payload: unknown = body
  if (!(request.headers['content-type'] ?? '').startsWith('application/octet-stream')) {
    try {
      payload = JSON.parse(body.toString('utf8'))
    } catch {
      return json(400, { error: 'Invalid JSON body' })
    }
  }
  hub.broadcast(`realtime:${topic}`, event, payload)
  return { status: 202 }
}
