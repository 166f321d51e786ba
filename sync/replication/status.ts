import { type Connectivity, type ConnectivityConfig, type ConnectivityState, type FailureKind, isOnline } from '../connectivity'

/** What the app shows about sync (badge, toasts, sync indicator), shared by every tab. */
export interface SyncStatus {
  readonly state: ConnectivityState
  /** For the 'Offline Mode' badge and the offline/back-online toasts. */
  readonly online: boolean
  /** Local changes not yet on the server. */
  readonly pendingChanges: number
  /** ISO instant of the last moment everything was pulled and pushed. */
  readonly lastSyncedAt: string | null
  readonly lastError: { readonly kind: FailureKind; readonly message: string; readonly at: string } | null
  /** ISO instant of the next attempt while retrying. */
  readonly nextRetryAt: string | null
  /** Rows the server refused for good, set aside in the outbox. */
  readonly setAsideRows: number
  /** Collections whose pull the server keeps refusing (a 4xx): changes from the server are not arriving. */
  readonly refusedPulls: number
  /** Screenshot uploads waiting. */
  readonly pendingUploads: number
  /** `leader`: this tab replicates; `follower`: the status comes from the tab that does. */
  readonly role: 'leader' | 'follower'
}

export interface StatusExtras {
  readonly setAsideRows: number
  readonly refusedPulls: number
  readonly pendingUploads: number
  readonly role: 'leader' | 'follower'
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function toSyncStatus(connectivity: Connectivity, extras: StatusExtras, config?: ConnectivityConfig): SyncStatus {
  const { lastError } = connectivity
  return {
    state: connectivity.state,
    online: isOnline(connectivity, config),
    pendingChanges: connectivity.pendingChanges,
    lastSyncedAt: iso(connectivity.lastSyncedAt),
    lastError: lastError ? { kind: lastError.kind, message: lastError.message, at: new Date(lastError.at).toISOString() } : null,
    nextRetryAt: iso(connectivity.nextRetryAt),
    setAsideRows: extras.setAsideRows,
    refusedPulls: extras.refusedPulls,
    pendingUploads: extras.pendingUploads,
    role: extras.role,
  }
}
