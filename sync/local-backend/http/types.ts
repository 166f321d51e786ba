import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { BackendKeys } from '../config'
import type { Database } from '../database/database'

/** An HTTP request as a service sees it, below its prefix (`/rest/v1/trades` → path `/trades`). */
export interface BackendRequest {
  readonly method: string
  readonly url: URL
  readonly path: string
  /** Lower-cased names; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string>>
  /** The client's address, for rate limits. */
  readonly ip: string
  /** The raw body, read on demand; rejects with `BodyTooLargeError` past `limitBytes`. */
  readBody(limitBytes: number): Promise<Buffer>
}

export interface BackendResponse {
  readonly status: number
  readonly headers?: Readonly<Record<string, string>>
  /** A string or bytes go out as they are; anything else (not undefined) as JSON. */
  readonly body?: unknown
}

export interface Service {
  /** E.g. `/rest/v1`. */
  readonly prefix: string
  /** Paths (below the prefix) that need no `apikey`, as on Supabase's gateway (e.g. `/verify`). */
  isOpenRoute?(request: Pick<BackendRequest, 'method' | 'path'>): boolean
  handle(request: BackendRequest): Promise<BackendResponse>
  /** A websocket upgrade under the prefix (realtime). The apikey has been checked already. */
  upgrade?(request: IncomingMessage, socket: Duplex, head: Buffer): void
  close?(): Promise<void>
}

export interface BackendContext {
  readonly db: Database
  readonly keys: BackendKeys
  /** Folder for files kept beside the database (storage objects, the mailbox). */
  readonly dataDir: string
  /** Where the backend is reachable, e.g. `http://127.0.0.1:54321` (known once it listens). */
  publicUrl(): string
  /** The app's URL: the default redirect target of auth emails and OAuth. */
  readonly siteUrl: string
  /** The Google stand-in and the mailbox page are served (LocalBackendOptions.authShortcuts). */
  readonly authShortcuts: boolean
  log(area: string, message: string): void
}

export type ServiceFactory = (context: BackendContext) => Service | Promise<Service>

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`request body larger than ${limitBytes} bytes`)
  }
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): BackendResponse => ({
  status,
  body,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
})
