export { backoffDelay, type BackoffConfig } from './backoff'
export {
  canRequest,
  DEFAULT_CONNECTIVITY_CONFIG,
  initialConnectivity,
  isOnline,
  reduceConnectivity,
  type Connectivity,
  type ConnectivityConfig,
  type ConnectivityEvent,
  type ConnectivityState,
  type FailureKind,
  type SyncError,
} from './machine'
export { createConnectivityDriver, realScheduler, type ConnectivityDriver, type ConnectivityDriverOptions, type ConnectivityInput, type Scheduler } from './driver'
export type { BrowserSignals } from './browser-signals'
