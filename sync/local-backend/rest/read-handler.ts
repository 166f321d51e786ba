/** GET and HEAD on a table or view. */
import type { BackendResponse } from '../http/types'
import { bodyHeaders, runRequest, type RestContext } from './context'
import { errorResponse, invalidRange, singularityError } from './errors'
import { negotiate } from './media'
import { preferenceApplied, shouldCount } from './preferences'
import { rangeStatus, withMaxRows } from './ranges'
import type { Table } from './schema-cache'
import { SqlParams } from './sql'
import { readStatement, type ResultRow } from './statements'

export async function readTable(context: RestContext, table: Table): Promise<BackendResponse> {
  const { query, preferences, request } = context
  const media = negotiate(request.headers.accept)
  const params = new SqlParams()
  const sql = readStatement(
    table,
    {
      select: query.select,
      filters: query.filters,
      logic: query.logic,
      order: query.order,
      range: withMaxRows(context.range, context.settings.maxRows),
      count: shouldCount(preferences),
      media,
    },
    params,
  )
  const row = await runRequest(context, true, async (tx) => {
    const result = (await tx.query<ResultRow>(sql, params.values)).rows[0] as ResultRow
    if (media.single && result.page_total !== 1) throw singularityError(result.page_total)
    return result
  })
  const total = row.total ?? undefined
  const { status, contentRange } = rangeStatus(context.range, row.page_total, total)
  const applied = preferenceApplied(preferences, 'read', false)
  const headers: Record<string, string> = {
    'content-range': contentRange,
    'content-location': `/${table.name}${query.canonical ? `?${query.canonical}` : ''}`,
    ...(applied ? { 'preference-applied': applied } : {}),
  }
  if (status === 416) {
    const error = errorResponse(invalidRange(`An offset of ${context.range.lower} was requested, but there are only ${total ?? 0} rows.`))
    return { ...error, headers: { ...error.headers, ...headers } }
  }
  return { status, headers: { ...headers, ...bodyHeaders(context, media.contentType) }, ...(request.method === 'HEAD' ? {} : { body: row.body }) }
}
