/**
 * The browser's own signal: whether the network is usable, as it changes (the app passes its
 * connectivity source, `navigator.onLine` checked by a request). The machine refines it with what
 * requests and the realtime socket report. Same shape as the app's ConnectivitySource.
 */
export interface BrowserSignals {
  read(): boolean
  listen(onChange: (online: boolean) => void): () => void
}
