/**
 * Phoenix channel frames as realtime-js speaks them (docs/backend-protocol.md "Realtime"):
 * - vsn 2.0.0: text frames `[join_ref, ref, topic, event, payload]`, plus binary broadcast frames
 *   (client → server kind 3 "user broadcast push", server → client kind 4 "user broadcast");
 * - vsn 1.0.0: text frames `{topic, event, payload, ref, join_ref}`.
 * Pure: no sockets here.
 */
export type Vsn = '1.0.0' | '2.0.0'

export interface PhoenixMessage {
  readonly joinRef: string | null
  readonly ref: string | null
  readonly topic: string
  readonly event: string
  readonly payload: unknown
}

export function vsnOf(requested: string | null): Vsn | undefined {
  if (requested === null || requested === '' || requested === '1.0.0') return '1.0.0'
  return requested === '2.0.0' ? '2.0.0' : undefined
}

const refOf = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null)

/** A frame from the client, or undefined when it is not a Phoenix message. */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): PhoenixMessage | undefined {
  if (isBinary) return vsn === '2.0.0' ? decodeBinaryBroadcastPush(data) : undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(data.toString('utf8'))
  } catch {
    return undefined
  }
  if (Array.isArray(parsed)) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[]
    if (typeof topic !== 'string' || typeof event !== 'string') return undefined
    return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload: payload ?? {} }
  }
  if (typeof parsed === 'object' && parsed !== null) {
    const { join_ref, ref, topic, event, payload } = parsed as Record<string, unknown>
    if (typeof topic !== 'string' || typeof event !== 'string') return undefined
    return { joinRef: refOf(join_ref), ref: refOf(ref), topic, event, payload: payload ?? {} }
  }
  return undefined
}

export function encodeFrame(message: PhoenixMessage, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = message
  return JSON.stringify(vsn === '2.0.0' ? [joinRef, ref, topic, event, payload] : { topic, event, payload, ref, join_ref: joinRef })
}

const USER_BROADCAST_PUSH = 3
const USER_BROADCAST = 4
const BINARY_ENCODING = 0
const JSON_ENCODING = 1

/**
 * realtime-js (vsn 2) sends `channel.send({type: 'broadcast', event, payload})` as a binary frame:
 * kind, five lengths (join_ref, ref, topic, event, metadata), the payload encoding, the five
 * strings, then the payload (JSON text or raw bytes). Turned into the equivalent text message.
 */
function decodeBinaryBroadcastPush(data: Buffer): PhoenixMessage | undefined {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) return undefined
  const lengths = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!]
  const encoding = data[6]
  let offset = 7
  const [joinRef = '', ref = '', topic = '', event = '', metadata = ''] = lengths.map((length) => {
    const text = data.subarray(offset, offset + length).toString('utf8')
    offset += length
    return text
  })
  if (offset > data.length) return undefined
  const body = data.subarray(offset)
  let userPayload: unknown = body
  if (encoding === JSON_ENCODING) {
    try {
      userPayload = JSON.parse(body.toString('utf8'))
    } catch {
      return undefined
    }
  }
  let meta: unknown
  try {
    meta = metadata ? JSON.parse(metadata) : undefined
  } catch {
    meta = undefined
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event, payload: userPayload, ...(meta && typeof meta === 'object' ? meta : {}) },
  }
}

/** A broadcast to a vsn 2 client as Realtime sends it: a binary "user broadcast" (kind 4) frame. */
export function encodeBinaryBroadcast(topic: string, event: string, payload: unknown): Buffer {
  const isBytes = Buffer.isBuffer(payload)
  const body = isBytes ? payload : Buffer.from(JSON.stringify(payload ?? {}))
  const topicBytes = Buffer.from(topic)
  const eventBytes = Buffer.from(event)
  const header = Buffer.from([USER_BROADCAST, topicBytes.length, eventBytes.length, 0, isBytes ? BINARY_ENCODING : JSON_ENCODING])
  return Buffer.concat([header, topicBytes, eventBytes, body])
}
