export declare const POSTGRES_BIN: string

export interface ThrowawayPostgres {
  readonly host: string
  readonly port: number
  readonly user: string
  readonly database: string
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication). */
  readonly connectionString: string
  readonly dataDir: string
  /** Stops the server and deletes its directory. */
  stop(): Promise<void>
}

export declare function assertPostgresInstalled(bin?: string): void

export declare function startPostgres(options?: { bin?: string; settings?: Record<string, string | number> }): Promise<ThrowawayPostgres>
