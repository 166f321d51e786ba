import { t } from '@lingui/core/macro'
import type { SyncState } from './sync-manager'

export type SyncTone = 'good' | 'busy' | 'warn' | 'bad'

/** The state's name on the indicator (translated at call time, so a language switch applies). */
export function syncStateLabel(state: SyncState): string {
  switch (state) {
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

/** One sentence on what the state means for the trader's data. */
export function syncStateExplanation(state: SyncState): string {
  switch (state) {
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

export function syncTone(state: SyncState): SyncTone {
  if (state === 'synced') return 'good'
  if (state === 'syncing' || state === 'connecting') return 'busy'
  if (state === 'signed-out') return 'bad'
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
  }
}
