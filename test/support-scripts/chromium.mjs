// Debian's Chromium (apt-get install chromium): Playwright never downloads a browser here (docs/stack.md).
// Without the background-networking flags Chromium floods this machine's closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
