import pg from 'pg'
import type { Database, SqlResult, SqlSession } from './database'

// Timestamps and dates stay text: services render JSON in SQL, and anything read back as a value
// must not lose microseconds or shift zones through a JS Date.
const TEXT_TYPES = [1082, 1114, 1184] // date, timestamp, timestamptz
const typeParsers = {
  getTypeParser: ((oid: number, format?: string) =>
    TEXT_TYPES.includes(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

function toResult<Row>(result: pg.QueryResult): SqlResult<Row> {
  return {
    rows: result.rows as Row[],
    rowCount: result.rowCount ?? result.rows.length,
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
  }
}

function sessionOf(client: pg.ClientBase | pg.Pool): SqlSession {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      return toResult<Row>(await client.query({ text: sql, values: params ? [...params] : [], types: typeParsers }))
    },
    async exec(sql: string) {
      // Without values pg uses the simple protocol, which accepts several statements.
      await client.query(sql)
    },
  }
}

/** A PostgreSQL server given by a connection string (e.g. `DATABASE_URL`). */
export async function connectPostgres(connectionString: string, options: { maxConnections?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10, options: '-c TimeZone=UTC' })
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined)
  const listeners = new Set<pg.PoolClient>()
  const session = sessionOf(pool)
  // Fail at start, not on the first request, when the server is unreachable.
  await session.query('select 1')

  return {
    kind: 'postgres',
    query: session.query,
    exec: session.exec,
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(sessionOf(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async listen(channel, onNotify) {
      const client = await pool.connect()
      client.on('error', () => undefined)
      listeners.add(client)
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '')
      })
      await client.query(`listen ${pg.escapeIdentifier(channel)}`)
      return async () => {
        if (!listeners.delete(client)) return
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined)
        client.release()
      }
    },
    async close() {
      for (const client of listeners) client.release()
      listeners.clear()
      await pool.end()
    },
  }
}
