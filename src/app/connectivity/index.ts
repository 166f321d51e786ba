export {
  createConnectivityStore,
  type ConnectivitySnapshot,
  type ConnectivitySource,
  type ConnectivityStore,
} from './connectivity-store'
export { createBrowserConnectivitySource } from './browser-connectivity-source'
export { siteAnswers, withReachabilityCheck } from './reachability-check'
export {
  ConnectivityProvider,
  
  useConnectivity,
  
} from './connectivity-context'
export { ConnectivityNotifier } from './connectivity-notifier'
export { OfflineBadge } from './offline-badge'
