/**
 * A PostgreSQL snapshot (`pg_current_snapshot()`, text `xmin:xmax:xip,...`) taken when a channel
 * joins. A change whose transaction the snapshot already saw committed happened before the join,
 * and the channel does not get it (as on Realtime, which streams from the moment it subscribes).
 */
export interface Snapshot {
  readonly xmin: bigint
  readonly xmax: bigint
  readonly inProgress: ReadonlySet<bigint>
}

export function parseSnapshot(text: string): Snapshot | undefined {
  const match = /^(\d+):(\d+):([\d,]*)$/.exec(text.trim())
  if (!match) return undefined
  const inProgress = new Set(match[3] ? match[3].split(',').map((xid) => BigInt(xid)) : [])
  return { xmin: BigInt(match[1]!), xmax: BigInt(match[2]!), inProgress }
}

/** Whether the transaction `xid` (known to have committed) had committed when `snapshot` was taken. */
export function committedBefore(snapshot: Snapshot, xid: bigint): boolean {
  return xid < snapshot.xmin || (xid < snapshot.xmax && !snapshot.inProgress.has(xid))
}
