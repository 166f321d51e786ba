/**
 * Which browsers' pages and which host names may talk to the backend. It listens on loopback, but
 * every web page the trader opens runs on the same machine: without these checks a page could
 * call it from script (CORS answering any origin) or reach it under its own domain name resolved
 * to 127.0.0.1 (DNS rebinding, where the browser sends the attacker's host name in `Host`).
 */
export interface RequestGuard {
  /** `Host` names the backend itself (127.0.0.1, localhost, [::1] or a configured name, with its port). */
  hostAllowed(host: string | undefined): boolean
  /** A request without `Origin` (curl, Node, a navigation) passes; a browser's must be allowed. */
  originAllowed(origin: string | undefined): boolean
}

export interface RequestGuardOptions {
  /** The app's URL; its origin and its loopback twins are allowed by default. */
  readonly siteUrl: string
  /** Replace the app's default origins (e.g. `https://journal.example.com`). */
  readonly allowedOrigins?: readonly string[] | undefined
  /** Extra names the backend is reached by (e.g. `journal.lan` or `journal.lan:54321`). */
  readonly allowedHosts?: readonly string[] | undefined
  /** The port it listens on, known once it listens. */
  port(): number
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]']

export function createRequestGuard(options: RequestGuardOptions): RequestGuard {
  const ownHosts = () => {
    const port = options.port()
    const configured = (options.allowedHosts ?? []).map((host) => (/:\d+$/.test(host) && !host.endsWith(']') ? host : `${host}:${port}`))
    return new Set([...LOOPBACK_NAMES.map((name) => `${name}:${port}`), ...configured].map((host) => host.toLowerCase()))
  }
  const appOrigins = new Set((options.allowedOrigins?.length ? options.allowedOrigins : loopbackTwins(options.siteUrl)).map(normalOrigin))
  return {
    hostAllowed: (host) => host !== undefined && ownHosts().has(host.toLowerCase()),
    originAllowed(origin) {
      if (origin === undefined) return true
      const normal = normalOrigin(origin)
      // The backend's own pages (the Google stand-in's form) post from its own origin.
      return appOrigins.has(normal) || [...ownHosts()].some((host) => normal === `http://${host}`)
    },
  }
}

/** `http://127.0.0.1:4173` also as `http://localhost:4173` and `http://[::1]:4173`, the same app. */
function loopbackTwins(siteUrl: string): string[] {
  const url = new URL(siteUrl)
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [url.origin]
  return LOOPBACK_NAMES.map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`)
}

/** An origin as browsers send it (`new URL` drops a default port and lower-cases); unparsable stays as it is. */
function normalOrigin(origin: string): string {
  try {
    const url = new URL(origin)
    return url.origin === 'null' ? origin : url.origin
  } catch {
    return origin
  }
}
