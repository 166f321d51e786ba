/**
 * `/rpc/<function>`: POST with a JSON object of named arguments (or an array: one call per
 * object), GET/HEAD with the arguments in the query string (run READ ONLY). The function is chosen
 * as PostgREST's findProc does: by name and by the set of argument names (parameters with defaults
 * may be left out), falling back to one with a single unnamed json/jsonb parameter for POST.
 */
import type { BackendResponse } from '../http/types'
import { bodyHeaders, runRequest, type RestContext } from './context'
import { RestError, errorResponse, invalidRange, singularityError } from './errors'
import { closestMatch } from './fuzzy'
import { negotiate } from './media'
import type { Payload } from './payload'
import { preferenceApplied, shouldCount } from './preferences'
import { rangeStatus, withMaxRows } from './ranges'
import { EXPOSED_SCHEMA, type Routine } from './schema-cache'
import { SqlParams } from './sql'
import { callStatement, type CallArguments, type ResultRow } from './statements'

function matchesParams(routine: Routine, keys: ReadonlySet<string>): boolean {
  if (routine.params.length === 0) return keys.size === 0
  const required = routine.params.filter((param) => !param.hasDefault).map((param) => param.name)
  const optional = new Set(routine.params.filter((param) => param.hasDefault).map((param) => param.name))
  const rest = [...keys].filter((key) => !optional.has(key))
  return rest.length === required.length && required.every((name) => keys.has(name))
}

const hasSingleUnnamedJsonParam = (routine: Routine) => routine.params.length === 1 && routine.params[0]?.name === '' && ['json', 'jsonb'].includes(routine.params[0]?.type ?? '')

function noRpc(name: string, keys: readonly string[], isPost: boolean, overloads: readonly Routine[], allNames: readonly string[]): RestError {
  const fn = `${EXPOSED_SCHEMA}.${name}`
  const withParams = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`
  const searched = keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
  const listOf = (params: readonly string[]) => `(${[...params].sort().join(', ')})`
  const suggestion =
    overloads.length === 0
      ? closestMatch(allNames, name)
      : (() => {
          const match = closestMatch(
            overloads.map((routine) => listOf(routine.params.map((param) => param.name))),
            listOf(keys),
          )
          return match === undefined ? undefined : name + match
        })()
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${withParams} in the schema cache`,
    `Searched for the function ${fn}${searched}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    suggestion === undefined ? null : `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${suggestion}`,
  )
}

async function findRoutine(context: RestContext, name: string, keys: readonly string[], isPost: boolean): Promise<{ routine: Routine; single: boolean }> {
  const keySet = new Set(keys)
  const choose = (routines: readonly Routine[]) => {
    const named = routines.filter((routine) => matchesParams(routine, keySet))
    const fallback = isPost ? routines.filter((routine) => !matchesParams(routine, keySet) && hasSingleUnnamedJsonParam(routine)) : []
    return { named, fallback }
  }
  let routines = await context.cache.routinesNamed(name)
  let { named, fallback } = choose(routines)
  if (named.length === 0 && fallback.length === 0 && routines.length > 0) {
    // Known name, unknown parameters: the function may have been replaced since the cache loaded.
    await context.cache.reload()
    routines = await context.cache.routinesNamed(name)
    ;({ named, fallback } = choose(routines))
  }
  const candidates = named.length > 0 ? named : fallback
  if (candidates.length === 1) return { routine: candidates[0] as Routine, single: named.length === 0 }
  if (candidates.length > 1) {
    const list = candidates.map((routine) => `${EXPOSED_SCHEMA}.${routine.name}(${routine.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`)
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${list.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    )
  }
  throw noRpc(name, [...keySet].sort(), isPost, routines, context.cache.routineNames())
}

function argumentsFor(context: RestContext, routine: Routine, single: boolean, payload: Payload | undefined): CallArguments {
  if (payload) {
    if (single) return { kind: 'single', payload, param: routine.params[0] as Routine['params'][number] }
    const keys = new Set(payload.keys)
    return { kind: 'body', payload, params: routine.params.filter((param) => keys.has(param.name)) }
  }
  const values = routine.params.flatMap((param) => {
    const given = context.query.rpcArgs.filter(([key]) => key === param.name).map(([, value]) => value)
    if (given.length === 0) return []
    // A repeated argument fills a VARIADIC parameter; otherwise the last one counts.
    const value = param.variadic ? `{${given.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}` : (given[given.length - 1] as string)
    return [[param, value] as const]
  })
  return { kind: 'query', values }
}

export async function callRoutine(context: RestContext, name: string, payload: Payload | undefined): Promise<BackendResponse> {
  const { request, query, preferences } = context
  const isPost = request.method === 'POST'
  const keys = payload ? payload.keys : [...new Set(query.rpcArgs.map(([key]) => key))]
  const { routine, single } = await findRoutine(context, name, keys, isPost)
  const media = negotiate(request.headers.accept)
  const params = new SqlParams()
  const sql = callStatement(
    routine,
    {
      select: query.select,
      filters: query.filters,
      logic: query.logic,
      order: query.order,
      range: withMaxRows(context.range, context.settings.maxRows),
      count: shouldCount(preferences),
      media,
      args: argumentsFor(context, routine, single, payload),
    },
    params,
  )
  const row = await runRequest(context, !isPost, async (tx) => {
    const result = (await tx.query<ResultRow>(sql, params.values)).rows[0] as ResultRow
    if (media.single && result.page_total !== 1) throw singularityError(result.page_total)
    return result
  })
  const total = row.total ?? undefined
  const { status, contentRange } = rangeStatus(context.range, row.page_total, total)
  const applied = preferenceApplied(preferences, 'call', false)
  const headers: Record<string, string> = { 'content-range': contentRange, ...(applied ? { 'preference-applied': applied } : {}) }
  if (routine.returnsVoid) return { status: 204, headers }
  if (status === 416) {
    const error = errorResponse(invalidRange(`An offset of ${context.range.lower} was requested, but there are only ${total ?? 0} rows.`))
    return { ...error, headers: { ...error.headers, ...headers } }
  }
  return { status, headers: { ...headers, ...bodyHeaders(context, media.contentType) }, ...(request.method === 'HEAD' ? {} : { body: row.body }) }
}
