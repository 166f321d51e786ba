import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { DEFAULT_HOST, DEFAULT_PORT, jwtSecretFrom, keysFor, type BackendKeys } from './config'
import type { Database } from './database/database'
import { openPglite } from './database/pglite'
import { connectPostgres } from './database/postgres'
import { setUpSchema } from './database/schema-setup'
import { createGateway } from './http/server'
import type { BackendContext, Service, ServiceFactory } from './http/types'
import { createAuthService, type AuthOptions } from './auth'
import { createRestService } from './rest'
import { createRealtimeService } from './realtime'
import { createStorageService } from './storage'

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
  /** The app's URL, the default redirect target of auth links. */
  readonly siteUrl?: string
  readonly jwtSecret?: string
  readonly log?: (area: string, message: string) => void
  /** Runs after the schema is set up and before the services start (tests add their own tables). */
  readonly afterSchemaSetUp?: (db: Database) => Promise<void>
  /** Settings of /auth/v1 (auto-confirm, token lifetimes, rate limits, a test clock). */
  readonly auth?: AuthOptions
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
]

/** Starts the Supabase-compatible backend: database, schema, then the gateway and its services. */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const temporaryDir = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'tj-backend-'))
  const dataDir = options.dataDir ?? (temporaryDir as string)
  const log = options.log ?? ((area, message) => console.log(`[backend:${area}] ${message}`))
  const keys = keysFor(options.jwtSecret ?? jwtSecretFrom())

  // A fresh clone has no .local/backend yet, and PGlite creates only the last folder of its path.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
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
      siteUrl: options.siteUrl ?? 'http://127.0.0.1:4173',
      log,
    }
    for (const factory of SERVICES(options)) services.push(await factory(context))
    const server = createGateway(context, services)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST, () => resolve())
    })
    const address = server.address() as AddressInfo
    url = `http://${address.address}:${address.port}`

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
