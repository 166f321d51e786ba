/**
 * The sync layer's public entry. The app loads it with a dynamic import after sign-in, so the first
 * paint never waits for it: `const { startSync } = await import('../../sync')`. See sync/README.md.
 */
export { startSync, replicationIdentifier, type StartSyncOptions, type SyncHandle, type AuthSignal, type SetAsideEntry } from './replication/start-sync'
export type { SyncStatus } from './replication/status'
export type { ConnectivityState, FailureKind, ConnectivityConfig, BrowserSignals } from './connectivity'
export { SCREENSHOTS_BUCKET, screenshotObjectPath } from './screenshots/paths'
