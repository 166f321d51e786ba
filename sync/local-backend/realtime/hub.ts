import type { Caller } from '../database/caller'
import type { ChangeBinding, ChangeType } from './bindings'

/** A binding whose tables were resolved against the publication when the channel joined. */
export interface ActiveBinding {
  readonly binding: ChangeBinding
  /** `schema.table` keys (see tableKey). */
  readonly tables: ReadonlySet<string>
}

/** A joined channel, as the hub sees it (the socket side lives in connection.ts). */
export interface JoinedChannel {
  readonly topic: string
  /** The claims the channel checks rows with; `access_token` messages replace them. */
  caller(): Caller
  readonly bindings: readonly ActiveBinding[]
  /** Whether a broadcast this channel sends comes back to it (`config.broadcast.self`). */
  readonly receivesOwnBroadcasts: boolean
  /** `xid`: the writing transaction (a change the channel's join already saw is not sent). */
  pushChange(payload: unknown, xid: bigint): void
  pushBroadcast(event: string, payload: unknown): void
}

/** Every joined channel of every socket: where changes and broadcasts are routed. */
export class ChannelHub {
  private readonly channels = new Set<JoinedChannel>()
  private readonly onChange: () => void

  /** `onChange` runs whenever the set of channels that listen to database changes may differ. */
  constructor(onChange: () => void) {
    this.onChange = onChange
  }

  add(channel: JoinedChannel): void {
    this.channels.add(channel)
    this.onChange()
  }

  remove(channel: JoinedChannel): void {
    if (this.channels.delete(channel)) this.onChange()
  }

  get listensToChanges(): boolean {
    for (const channel of this.channels) if (channel.bindings.length > 0) return true
    return false
  }

  /** The channels with bindings for this table and change type, each with those bindings. */
  subscribersOf(key: string, type: ChangeType): { channel: JoinedChannel; bindings: ChangeBinding[] }[] {
    const found: { channel: JoinedChannel; bindings: ChangeBinding[] }[] = []
    for (const channel of this.channels) {
      const bindings = channel.bindings
        .filter((active) => active.tables.has(key) && (active.binding.event === '*' || active.binding.event === type))
        .map((active) => active.binding)
      if (bindings.length > 0) found.push({ channel, bindings })
    }
    return found
  }

  broadcast(topic: string, event: string, payload: unknown, sender?: JoinedChannel): number {
    let reached = 0
    for (const channel of this.channels) {
      if (channel.topic !== topic || (channel === sender && !channel.receivesOwnBroadcasts)) continue
      channel.pushBroadcast(event, payload)
      reached += 1
    }
    return reached
  }

  all(): JoinedChannel[] {
    return [...this.channels]
  }
}
