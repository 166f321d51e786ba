import { PGlite, types, type Transaction } from '@electric-sql/pglite'
import type { Database, SqlResult, SqlSession } from './database'

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction

// As in postgres.ts: dates and timestamps stay Postgres's text.
const parsers = {
  [types.DATE]: (value: string) => value,
  [types.TIMESTAMP]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
}

function sessionOf(target: Queryable): SqlSession {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<SqlResult<Row>> {
      const result = await target.query<Row>(sql, params ? [...params] : [], { parsers })
      return {
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
        fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
      }
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/**
 * Embedded PostgreSQL (PGlite, Postgres 18 in WebAssembly): nothing to install. `dataDir` keeps the
 * data across restarts; without it the database lives in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir, { parsers })
  await pglite.exec("set TimeZone = 'UTC'")
  const session = sessionOf(pglite)
  return {
    kind: 'pglite',
    query: session.query,
    exec: session.exec,
    transaction: (work) => pglite.transaction((tx) => work(sessionOf(tx))),
    async listen(channel, onNotify) {
      const stop = await pglite.listen(channel, onNotify)
      return async () => {
        await stop()
      }
    },
    async close() {
      await pglite.close()
    },
  }
}
