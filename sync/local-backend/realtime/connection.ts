import type { RawData, WebSocket } from 'ws'
import type { Caller } from '../database/caller'
import type { Database } from '../database/database'
import type { ChangeFeed } from './change-feed'
import { checkChannelToken } from './channel-token'
import type { ActiveBinding, ChannelHub, JoinedChannel } from './hub'
import { decodeFrame, encodeBinaryBroadcast, encodeFrame, type PhoenixMessage, type Vsn } from './phoenix'
import { committedBefore, parseSnapshot, type Snapshot } from './snapshot'
import { subscribe } from './subscription'

export interface ConnectionContext {
  readonly db: Database
  readonly hub: ChannelHub
  readonly feed: ChangeFeed
  readonly jwtSecret: string
  log(message: string): void
}

// Phoenix drops a socket that sent nothing (not even a heartbeat, every 25 s) for 60 s.
const IDLE_MS = 60_000
// setTimeout's limit; a token expiring later is re-checked then.
const MAX_TIMER_MS = 2_147_483_647

type Reply = { readonly status: 'ok' | 'error'; readonly response: unknown }

const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

/** One websocket: Phoenix's socket with its joined channels (docs/backend-protocol.md "Realtime"). */
export class RealtimeConnection {
  private readonly channels = new Map<string, SocketChannel>()
  private queue: Promise<void> = Promise.resolve()
  private idleTimer: NodeJS.Timeout | undefined
  private closed = false

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The apikey the socket connected with: the token of channels that join without one. */
    private readonly socketToken: string,
    private readonly context: ConnectionContext,
  ) {
    ws.on('message', (data: RawData, isBinary: boolean) => {
      this.touch()
      const message = decodeFrame(toBuffer(data), isBinary, vsn)
      if (!message) return
      // One message at a time, in order: a join's database work must finish before what follows.
      this.queue = this.queue.then(() => this.handle(message)).catch((error: unknown) => context.log(`message failed: ${error instanceof Error ? error.message : String(error)}`))
    })
    ws.on('close', () => this.dispose())
    ws.on('error', () => this.dispose())
    this.touch()
  }

  send(message: PhoenixMessage): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeFrame(message, this.vsn))
  }

  sendBinary(frame: Buffer): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame, { binary: true })
  }

  close(code = 1001): void {
    this.dispose()
    this.ws.close(code)
  }

  private reply(message: PhoenixMessage, reply: Reply): void {
    this.send({ joinRef: message.joinRef, ref: message.ref, topic: message.topic, event: 'phx_reply', payload: reply })
  }

  private touch(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => this.ws.terminate(), IDLE_MS)
    this.idleTimer.unref()
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (this.closed) return
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, { status: 'ok', response: {} })
      return
    }
    if (message.event === 'phx_join') {
      await this.join(message).catch((error: unknown) => {
        this.context.log(`join of ${message.topic} failed: ${error instanceof Error ? error.message : String(error)}`)
        this.reply(message, { status: 'error', response: { reason: 'Unknown Error on Channel' } })
      })
      return
    }
    const channel = this.channels.get(message.topic)
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      this.reply(message, { status: 'error', response: { reason: 'unmatched topic' } })
      return
    }
    const payload = asObject(message.payload)
    switch (message.event) {
      case 'phx_leave':
        this.leave(channel)
        this.reply(message, { status: 'ok', response: {} })
        return
      case 'access_token':
        this.updateToken(channel, payload.access_token)
        return
      case 'broadcast':
        if (typeof payload.event === 'string') this.context.hub.broadcast(channel.topic, payload.event, payload.payload, channel)
        if (channel.acksBroadcasts) this.reply(message, { status: 'ok', response: {} })
        return
      case 'presence':
        this.reply(message, { status: 'error', response: { reason: 'Presence is not supported by the local backend' } })
        return
      default:
        // Realtime logs and ignores any other event from a client.
        return
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { topic } = message
    if (!topic.startsWith('realtime:')) {
      this.reply(message, { status: 'error', response: { reason: 'unmatched topic' } })
      return
    }
    const previous = this.channels.get(topic)
    if (previous) this.shutdown(previous) // Phoenix closes the old join of a topic joined again.

    const payload = asObject(message.payload)
    const config = asObject(payload.config)
    const given = typeof payload.access_token === 'string' ? payload.access_token : payload.user_token
    const token = typeof given === 'string' && !given.startsWith('sb_') ? given : this.socketToken
    const check = checkChannelToken(token, this.context.jwtSecret)
    if (!check.ok) {
      this.reply(message, { status: 'error', response: { reason: `${check.code}: ${check.message}` } })
      return
    }
    if (config.private === true) {
      // Private channels are authorized by policies on realtime.messages, which the local backend lacks.
      this.reply(message, { status: 'error', response: { reason: 'Unauthorized: the local backend does not support private channels' } })
      return
    }
    const rawBindings = Array.isArray(config.postgres_changes) ? (config.postgres_changes as unknown[]) : []
    const subscription = await subscribe(this.context.db, rawBindings)
    const broadcast = asObject(config.broadcast)
    const channel = new SocketChannel(this, topic, message.joinRef ?? message.ref ?? '', subscription.active, broadcast.self === true, broadcast.ack === true)
    channel.setToken(token, check.caller, check.expiresAt, () => this.expire(channel))
    this.channels.set(topic, channel)
    this.context.hub.add(channel)
    let snapshot: Snapshot | undefined
    try {
      if (channel.bindings.length > 0) {
        await this.context.feed.syncCapture()
        // Taken once capture is on, so the changes this snapshot did not see committed were
        // captured (except a row changed before capture came on by a transaction still open).
        const result = await this.context.db.query<{ snapshot: string }>('select pg_current_snapshot()::text as snapshot')
        snapshot = parseSnapshot(result.rows[0]?.snapshot ?? '')
      }
    } catch (error) {
      this.leave(channel)
      throw error
    }

    this.reply(message, { status: 'ok', response: { postgres_changes: subscription.reply } })
    if (rawBindings.length > 0) {
      channel.pushSystem('postgres_changes', subscription.error ? 'error' : 'ok', subscription.error ?? 'Subscribed to PostgreSQL')
    }
    channel.open(snapshot)
  }

  private updateToken(channel: SocketChannel, token: unknown): void {
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.token) return
    const check = checkChannelToken(token, this.context.jwtSecret)
    if (!check.ok) {
      this.shutdown(channel, check.message)
      return
    }
    channel.setToken(token, check.caller, check.expiresAt, () => this.expire(channel))
  }

  /** The channel's token ran out (Realtime re-confirms it at its expiry and then closes). */
  private expire(channel: SocketChannel): void {
    const check = checkChannelToken(channel.token, this.context.jwtSecret)
    if (check.ok) channel.setToken(channel.token, check.caller, check.expiresAt, () => this.expire(channel))
    else this.shutdown(channel, check.message)
  }

  private leave(channel: SocketChannel): void {
    channel.dispose()
    this.channels.delete(channel.topic)
    this.context.hub.remove(channel)
  }

  /** Closes a channel from the server: an error `system` message (when given), then phx_close. */
  private shutdown(channel: SocketChannel, message?: string): void {
    if (message) channel.pushSystem('system', 'error', message)
    this.send({ joinRef: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} })
    this.leave(channel)
  }

  private dispose(): void {
    if (this.closed) return
    this.closed = true
    if (this.idleTimer) clearTimeout(this.idleTimer)
    for (const channel of this.channels.values()) this.leave(channel)
  }
}

class SocketChannel implements JoinedChannel {
  token = ''
  private currentCaller: Caller = { role: 'anon', claims: {} }
  private expiryTimer: NodeJS.Timeout | undefined
  /** Changes that arrive before the join reply went out (see open). */
  private pending: { payload: unknown; xid: bigint }[] | undefined = []
  private joinedAt: Snapshot | undefined

  constructor(
    private readonly connection: RealtimeConnection,
    readonly topic: string,
    readonly joinRef: string,
    readonly bindings: readonly ActiveBinding[],
    readonly receivesOwnBroadcasts: boolean,
    readonly acksBroadcasts: boolean,
  ) {}

  caller(): Caller {
    return this.currentCaller
  }

  setToken(token: string, caller: Caller, expiresAt: number, onExpiry: () => void): void {
    this.token = token
    this.currentCaller = caller
    if (this.expiryTimer) clearTimeout(this.expiryTimer)
    this.expiryTimer = setTimeout(onExpiry, Math.min(Math.max(expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS))
    this.expiryTimer.unref()
  }

  pushChange(payload: unknown, xid: bigint): void {
    if (this.pending) this.pending.push({ payload, xid })
    else if (!this.joinedAt || !committedBefore(this.joinedAt, xid)) this.sendChange(payload)
  }

  /**
   * After the join reply: from now on changes go out, except those of transactions the join's
   * snapshot saw committed (they happened before the subscription); those held meanwhile follow.
   */
  open(joinedAt: Snapshot | undefined): void {
    const held = this.pending ?? []
    this.pending = undefined
    this.joinedAt = joinedAt
    for (const { payload, xid } of held) this.pushChange(payload, xid)
  }

  private sendChange(payload: unknown): void {
    this.connection.send({ joinRef: null, ref: null, topic: this.topic, event: 'postgres_changes', payload })
  }

  pushBroadcast(event: string, payload: unknown): void {
    const fitsBinary = Buffer.byteLength(this.topic) < 256 && Buffer.byteLength(event) < 256
    if (this.connection.vsn === '2.0.0' && fitsBinary) {
      this.connection.sendBinary(encodeBinaryBroadcast(this.topic, event, payload))
    } else if (!Buffer.isBuffer(payload)) {
      this.connection.send({ joinRef: null, ref: null, topic: this.topic, event: 'broadcast', payload: { type: 'broadcast', event, payload } })
    }
  }

  pushSystem(extension: string, status: 'ok' | 'error', message: string): void {
    const channel = this.topic.slice('realtime:'.length)
    this.connection.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event: 'system', payload: { extension, status, message, channel } })
  }

  dispose(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer)
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data
  if (Array.isArray(data)) return Buffer.concat(data)
  return Buffer.from(data)
}
