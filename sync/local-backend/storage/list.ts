import { runAsCaller } from '../database/caller'
import type { Database } from '../database/database'
import { json, type BackendResponse } from '../http/types'
import type { StorageCaller } from './storage-caller'

interface Entry {
  name: string
  id: string | null
  updated_at: string | null
  created_at: string | null
  last_accessed_at: string | null
  metadata: Record<string, unknown> | null
}

const SORTABLE = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at'])

/**
 * `POST /object/list/<bucket>` `{prefix, limit, offset, sortBy, search}`: one folder level, as
 * storage.search answers it (sub-folders as entries with `id: null`, then objects), read as the
 * caller so the SELECT policies decide what is listed.
 */
export async function listObjects(db: Database, caller: StorageCaller, bucketId: string, body: unknown): Promise<BackendResponse> {
  const options = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const rawPrefix = typeof options.prefix === 'string' ? options.prefix : ''
  const prefix = rawPrefix.length > 0 && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix
  const limit = typeof options.limit === 'number' && options.limit > 0 ? Math.floor(options.limit) : 100
  const offset = typeof options.offset === 'number' && options.offset > 0 ? Math.floor(options.offset) : 0
  const search = typeof options.search === 'string' ? options.search.toLowerCase() : ''
  const sortBy = (options.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = typeof sortBy.column === 'string' && SORTABLE.has(sortBy.column) ? (sortBy.column as keyof Entry) : 'name'
  const descending = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc'

  const rows = await runAsCaller(db, caller, { readOnly: true }, async (tx) => {
    const result = await tx.query<{ rows: string | null }>(
      `select json_agg(json_build_object('name', o.name, 'id', o.id, 'updated_at', o.updated_at, 'created_at', o.created_at,
                                         'last_accessed_at', o.last_accessed_at, 'metadata', o.metadata))::text as rows
         from storage.objects o where o.bucket_id = $1 and left(o.name, length($2)) = $2`,
      [bucketId, prefix],
    )
    return result.rows[0]?.rows ? (JSON.parse(result.rows[0].rows) as Entry[]) : []
  })

  const folders = new Map<string, Entry>()
  const objects: Entry[] = []
  for (const row of rows) {
    const rest = row.name.slice(prefix.length)
    const slash = rest.indexOf('/')
    if (slash >= 0) {
      const folder = rest.slice(0, slash)
      folders.set(folder, { name: folder, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null })
    } else {
      objects.push({ ...row, name: rest })
    }
  }
  const compare = (a: Entry, b: Entry) => {
    const order = String(a[column] ?? '').localeCompare(String(b[column] ?? ''))
    return descending ? -order : order
  }
  const entries = [...[...folders.values()].sort(compare), ...objects.sort(compare)].filter((entry) => entry.name.toLowerCase().startsWith(search))
  return json(200, entries.slice(offset, offset + limit))
}
