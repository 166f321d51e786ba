import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { DEFAULT_HOST, DEFAULT_PORT, jwtSecretFor, keysFor, type BackendKeys } from './config'
import type { Database } from './database/database'
import { openPglite } from './database/pglite'
import { connectPostgres } from './database/postgres'
import { setUpSchema } from './database/schema-setup'
import { createRequestGuard } from './http/origins'
import { createGateway } from './http/server'
import type { BackendContext, Service, ServiceFactory } from './http/types'
import { createAuthService, type AuthOptions } from './auth'
import { createRestService } from './rest'
import { createRealtimeService } from './realtime'
import { createStorageService } from './storage'
import { createFunctionsService, type FunctionsOptions } from './functions'

export interface LocalBackendOptions {
  readonly host?: string
  /** 0 picks a free port (tests). Default 54321, Supabase's local port. */
  readonly port?: number
  /** A PostgreSQL server to use instead of embedded PGlite. */
  readonly databaseUrl?: string
  /**
   * Folder for PGlite's data, stored files and the mailbox, kept across restarts.
   * Without it everything lives in memory and a temporary folder removed on stop (tests).
   */
  readonly dataDir?: string
  /** The app's URL, the default redirect target of auth links and the default allowed origin. */
  readonly siteUrl?: string
  /**
   * Default: `JWT_SECRET`, else the secret kept in `dataDir` (made at random on the first start),
   * else (no data folder) a random one per start.
   */
  readonly jwtSecret?: string
  /** Browser origins allowed to call the backend (default: the site URL's, on any loopback name). */
  readonly allowedOrigins?: readonly string[]
  /** Host names besides 127.0.0.1, localhost and [::1] that requests may name (reverse proxy, LAN name). */
  readonly allowedHosts?: readonly string[]
  /**
   * Development shortcuts (`LOCAL_AUTH_SHORTCUTS=1`): the Google stand-in that signs in as any
   * address and the mailbox page listing every mail's link. Off by default, and refused on a
   * backend listening beyond loopback: either one lets anyone who reaches it into any account.
   */
  readonly authShortcuts?: boolean
  readonly log?: (area: string, message: string) => void
  /** Runs after the schema is set up and before the services start (tests add their own tables). */
  readonly afterSchemaSetUp?: (db: Database) => Promise<void>
  /** Settings of /auth/v1 (auto-confirm, token lifetimes, rate limits, a test clock). */
  readonly auth?: AuthOptions
  /** Settings of /functions/v1 (the exchange sync's base URLs and secrets key). */
  readonly functions?: FunctionsOptions
}

export interface LocalBackend {
  readonly url: string
  readonly keys: BackendKeys
  readonly db: Database
  readonly dataDir: string
  stop(): Promise<void>
}

const SERVICES = (options: LocalBackendOptions): readonly ServiceFactory[] => [
  (context) => createAuthService(context, options.auth),
  createRestService,
  createRealtimeService,
  createStorageService,
  (context) => createFunctionsService(context, options.functions),
]

/** Starts the Supabase-compatible backend: database, schema, then the gateway and its services. */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const temporaryDir = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'tj-backend-'))
  const dataDir = options.dataDir ?? (temporaryDir as string)
  const log = options.log ?? ((area, message) => console.log(`[backend:${area}] ${message}`))
  const siteUrl = options.siteUrl ?? 'http://127.0.0.1:4173'
  const host = options.host ?? DEFAULT_HOST
  if (options.authShortcuts && !isLoopback(host)) {
    throw new Error(`LOCAL_AUTH_SHORTCUTS is refused on a backend listening on ${host}: the Google stand-in and the mailbox would let anyone who reaches it into any account`)
  }
  // A fresh clone has no .local/backend yet, and PGlite creates only the last folder of its path.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const keys = keysFor(options.jwtSecret ?? jwtSecretFor(options.dataDir))
  const db = options.databaseUrl ? await connectPostgres(options.databaseUrl) : await openPglite(options.dataDir ? join(dataDir, 'pgdata') : undefined)
  const services: Service[] = []
  let url = ''
  try {
    await setUpSchema(db)
    await options.afterSchemaSetUp?.(db)
    const context: BackendContext = {
      db,
      keys,
      dataDir,
      publicUrl: () => url,
      siteUrl,
      authShortcuts: options.authShortcuts ?? false,
      log,
    }
    for (const factory of SERVICES(options)) services.push(await factory(context))
    let port = 0
    const guard = createRequestGuard({
      siteUrl,
      allowedOrigins: options.allowedOrigins,
      // A backend bound to one address other than loopback is reached by that address.
      allowedHosts: [...(options.allowedHosts ?? []), ...(isLoopback(host) || isWildcard(host) ? [] : [host.includes(':') ? `[${host}]` : host])],
      port: () => port,
    })
    const server = createGateway(context, services, guard)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? DEFAULT_PORT, host, () => resolve())
    })
    const address = server.address() as AddressInfo
    port = address.port
    // Listening on every interface, it is still reached here on loopback.
    const reachedAt = isWildcard(address.address) ? DEFAULT_HOST : address.family === 'IPv6' ? `[${address.address}]` : address.address
    url = `http://${reachedAt}:${address.port}`

    let stopping: Promise<void> | undefined
    return {
      url,
      keys,
      db,
      dataDir,
      stop: () =>
        (stopping ??= (async () => {
          server.closeAllConnections()
          const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()))
          // Upgraded sockets (realtime's websockets) keep the server from closing until their
          // service closes them, so the services close before the server is awaited.
          for (const service of services.reverse()) await service.close?.().catch(() => undefined)
          await serverClosed
          await db.close()
          if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true })
        })()),
    }
  } catch (error) {
    for (const service of services) await service.close?.().catch(() => undefined)
    await db.close().catch(() => undefined)
    if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true })
    throw error
  }
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
const isWildcard = (host: string) => host === '0.0.0.0' || host === '::'
