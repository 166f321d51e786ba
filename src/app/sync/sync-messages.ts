import { plural, t } from '@lingui/core/macro'
import type { SyncState, SyncStatus } from './sync-manager'

export type SyncTone = 'good' | 'busy' | 'warn' | 'bad'

/**
 * What the indicator shows: the sync state, except that "synced" while the server has refused rows
 * is `refused`. Those rows are set aside and stay on this device only (sync/replication/set-aside.ts),
 * so saying "Everything on this device is on the server" would be untrue, and a trader who believed
 * it could remove the journal from the device and lose them.
 */
export type SyncDisplayState = SyncState | 'refused' | 'pull-refused'

/**
 * `pull-refused`: the server keeps answering a pull with a refusal (sync/replication/request.ts), so
 * changes from other devices are not arriving; said instead of spinning in 'Syncing' or 'Synced'.
 */
export function syncDisplayState(status: Pick<SyncStatus, 'state' | 'setAsideRows' | 'refusedPulls'>): SyncDisplayState {
  if (status.refusedPulls > 0 && (status.state === 'synced' || status.state === 'syncing')) return 'pull-refused'
  return status.state === 'synced' && status.setAsideRows > 0 ? 'refused' : status.state
}

/** The state's name on the indicator (translated at call time, so a language switch applies). */
export function syncStateLabel(state: SyncDisplayState): string {
  switch (state) {
    case 'refused':
      return t`Not all synced`
    case 'pull-refused':
      return t`Not receiving changes`
    case 'offline':
      return t`Offline`
    case 'connecting':
      return t`Connecting`
    case 'syncing':
      return t`Syncing`
    case 'synced':
      return t`Synced`
    case 'retrying':
      return t`Retrying`
    case 'signed-out':
      return t`Signed out`
  }
}

/** One sentence on what the state means for the trader's data; `refused` counts the rows the server refused. */
export function syncStateExplanation(state: SyncDisplayState, refused: number): string {
  switch (state) {
    case 'refused':
      return plural(refused, {
        one: 'The server refused # change: it is saved on this device only. Everything else is on the server.',
        other: 'The server refused # changes: they are saved on this device only. Everything else is on the server.',
      })
    case 'pull-refused':
      return t`The server keeps refusing to send this journal's changes, so changes made on other devices may be missing here. Everything on this device is kept. Sign out and sign in again, then press 'Sync now'; if it keeps happening, the server may need an update.`
    case 'offline':
      return t`Your changes are saved on this device and sync when the server can be reached again.`
    case 'connecting':
      return t`Reaching the server...`
    case 'syncing':
      return t`Sending and receiving changes...`
    case 'synced':
      return t`Everything on this device is on the server.`
    case 'retrying':
      return t`The last attempt failed. Trying again shortly; nothing is lost meanwhile.`
    case 'signed-out':
      return t`Sign in again to resume syncing. Your journal stays on this device.`
  }
}

export function syncTone(state: SyncDisplayState): SyncTone {
  if (state === 'synced') return 'good'
  if (state === 'syncing' || state === 'connecting') return 'busy'
  if (state === 'signed-out' || state === 'pull-refused') return 'bad'
  return 'warn'
}

export type SyncFailureKind = NonNullable<import('../../../sync').SyncStatus['lastError']>['kind']

/** The last error's kind in words; its technical message is shown beside it. */
export function syncFailureLabel(kind: SyncFailureKind): string {
  switch (kind) {
    case 'network':
      return t`No answer from the server`
    case 'server':
      return t`The server could not handle the request`
    case 'unauthorized':
      return t`The session had to be renewed`
    case 'rejected':
      return t`The server refused a change`
    case 'refused':
      return t`The server refused to send changes`
  }
}

/** Where a set-aside row came from, in words. */
export function setAsideOrigin(origin: import('../../../sync').SetAsideEntry['origin']): string {
  switch (origin) {
    case 'push':
      return t`A change the server refused`
    case 'server':
      return t`A row from the server that could not be read`
    case 'device':
      return t`A row stored on this device that could not be read`
  }
}
