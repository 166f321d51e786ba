// The query-string grammar, checked against the examples PostgREST 14.5 documents in its own source
// (doctests of ApiRequest/QueryParams.hs), so bad queries get PostgREST's exact PGRST100 texts.
import { describe, expect, it } from 'vitest'
import { pLogicTree } from '../../../../sync/local-backend/rest/logic-tree'
import { parse, type Parser } from '../../../../sync/local-backend/rest/parsec'
import { parseQueryParams } from '../../../../sync/local-backend/rest/query-params'
import { pFieldName, pJsonPath, pOpExpr, pOrder, pSelect, pSingleVal } from '../../../../sync/local-backend/rest/query-grammar'
import { contentRange, rangeStatus, topLevelRange, rangeFromParams } from '../../../../sync/local-backend/rest/ranges'
import { parsePreferences } from '../../../../sync/local-backend/rest/preferences'

const filterValue = pOpExpr(pSingleVal)

describe('parse errors are PostgREST’s', () => {
  it.each<[string, Parser<unknown>, string, string]>([
    ['filter', filterValue, 'val', '(line 1, column 1): unexpected "v" expecting "not" or operator (eq, gt, ...)'],
    ['filter', filterValue, 'fts().value', '(line 1, column 5): unexpected ")" expecting operator (eq, gt, ...)'],
    ['filter', filterValue, 'eq().value', '(line 1, column 4): unexpected ")" expecting operator (eq, gt, ...)'],
    ['filter', filterValue, 'is().value', '(line 1, column 3): unexpected "(" expecting operator (eq, gt, ...)'],
    ['order', pOrder, 'id.ac', '(line 1, column 4): unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['order', pOrder, 'id.descc', `(line 1, column 8): unexpected 'c' expecting delimiter (.), "," or end of input`],
    ['order', pOrder, 'id.nullslasttt', `(line 1, column 13): unexpected 't' expecting "," or end of input`],
    ['order', pOrder, 'id.asc.nlsfst', '(line 1, column 8): unexpected "l" expecting "nullsfirst" or "nullslast"'],
    ['order', pOrder, 'clients(name,id)', `(line 1, column 8): unexpected '(' expecting letter, digit, "-", "->>", "->", delimiter (.), "," or end of input`],
    ['select', pSelect, 'id,clients(name[])', `(line 1, column 16): unexpected '[' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`],
    ['select', pSelect, 'data->>-78xy', `(line 1, column 11): unexpected 'x' expecting digit, "->", "::", ".", "," or end of input`],
    ['select', pSelect, 'name::', '(line 1, column 7): unexpected end of input expecting letter or digit'],
    ['json path', pJsonPath, '->>--34', '(line 1, column 5): unexpected "-" expecting digit'],
    ['field name', pFieldName, ':', '(line 1, column 1): unexpected ":" expecting field name (* or [a..z0..9_$])'],
    ['logic', pLogicTree, 'or()', '(line 1, column 4): unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)'],
    ['logic', pLogicTree, 'or(id.in.1,2,id.eq.3)', '(line 1, column 10): unexpected "1" expecting "("'],
    ['logic', pLogicTree, 'and(ord(id.eq.1,id.eq.1),id.eq.2)', '(line 1, column 7): unexpected "d" expecting "("'],
    ['logic', pLogicTree, 'or(id.eq.1,not.xor(id.eq.2,id.eq.3))', '(line 1, column 16): unexpected "x" expecting logic operator (and, or)'],
  ])('%s %s', (_, parser, input, expected) => {
    const result = parse(parser, '', input)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(`${result.message.replace(/^"" /, '')}: ${result.details}`).toBe(expected)
  })
})

describe('grammar', () => {
  it('reads the RxDB plugin’s pull tree with quoted names and values running to , or )', () => {
    const result = parse(pLogicTree, '', 'or("_modified".gt.2025-01-01T10:00:01.5+00:00,and("_modified".eq.2025-01-01T10:00:01.5+00:00,"id".gt.b2))')
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'expr',
        negated: false,
        op: 'or',
        children: [
          {
            kind: 'stmt',
            filter: { field: { name: '_modified', jsonPath: [] }, expr: { negated: false, operation: { kind: 'quant', op: 'gt', value: '2025-01-01T10:00:01.5+00:00' } } },
          },
          {
            kind: 'expr',
            negated: false,
            op: 'and',
            children: [
              {
                kind: 'stmt',
                filter: { field: { name: '_modified', jsonPath: [] }, expr: { negated: false, operation: { kind: 'quant', op: 'eq', value: '2025-01-01T10:00:01.5+00:00' } } },
              },
              { kind: 'stmt', filter: { field: { name: 'id', jsonPath: [] }, expr: { negated: false, operation: { kind: 'quant', op: 'gt', value: 'b2' } } } },
            ],
          },
        ],
      },
    })
  })

  it.each([
    ['in.(a,"b,c",)', { kind: 'in', values: ['a', 'b,c', ''] }],
    ['in.()', { kind: 'in', values: [''] }],
    ['is.NULL', { kind: 'is', value: 'null' }],
    ['is.not_null', { kind: 'is', value: 'not_null' }],
    ['eq(any).{1,2}', { kind: 'quant', op: 'eq', quantifier: 'any', value: '{1,2}' }],
    ['like.*a,b)*', { kind: 'quant', op: 'like', value: '*a,b)*' }],
    ['fts(english).cat & dog', { kind: 'fts', op: 'fts', language: 'english', value: 'cat & dog' }],
    ['cs.{x}', { kind: 'simple', op: 'cs', value: '{x}' }],
  ])('filter %s', (input, operation) => {
    expect(parse(filterValue, '', input)).toEqual({ ok: true, value: { negated: false, operation } })
  })

  it('reads aliases, JSON paths and casts in select, and an empty select as no columns', () => {
    expect(parse(pSelect, '', 'id, who:name, data->>city, data->n::int')).toEqual({
      ok: true,
      value: [
        { kind: 'field', field: { name: 'id', jsonPath: [] } },
        { kind: 'field', field: { name: 'name', jsonPath: [] }, alias: 'who' },
        { kind: 'field', field: { name: 'data', jsonPath: [{ arrow: '->>', operand: 'city', isIndex: false }] } },
        { kind: 'field', field: { name: 'data', jsonPath: [{ arrow: '->', operand: 'n', isIndex: false }] }, cast: 'int' },
      ],
    })
    expect(parse(pSelect, '', '')).toEqual({ ok: true, value: [] })
  })
})

describe('query parameters', () => {
  it('splits on & and ;, decodes + as a space, drops the apikey and classifies the rest', () => {
    const query = parseQueryParams('?select=id&name=eq.a+b;age=gt.1&or=(id.eq.1)&order=id.desc&limit=5&offset=2&apikey=k&on_conflict=id&columns="a",b', false)
    expect(query.select).toEqual([{ kind: 'field', field: { name: 'id', jsonPath: [] } }])
    expect(query.filters.map((f) => [f.field.name, f.expr.operation])).toEqual([
      ['name', { kind: 'quant', op: 'eq', value: 'a b' }],
      ['age', { kind: 'quant', op: 'gt', value: '1' }],
    ])
    expect(query.logic).toHaveLength(1)
    expect(query.order).toEqual([{ field: { name: 'id', jsonPath: [] }, direction: 'desc' }])
    expect(query.range).toEqual({ lower: 2, upper: 6 })
    expect(query.onConflict).toEqual(['id'])
    expect(query.columns).toEqual(['a', 'b'])
  })

  it('treats values that are not operators as function arguments on GET /rpc only', () => {
    expect(parseQueryParams('?p_table=trades&stamp=gt.5', true).rpcArgs).toEqual([['p_table', 'trades']])
    expect(() => parseQueryParams('?p_table=trades', false)).toThrow('failed to parse filter (trades)')
  })

  it('refuses parameters of embedded resources with PGRST108', () => {
    expect(() => parseQueryParams('?clients.name=eq.x', false)).toThrow("'clients' is not an embedded resource in this request")
  })
})

describe('ranges', () => {
  it.each([
    ['limit=5', 'GET', undefined, { ok: true, range: { lower: 0, upper: 4 } }],
    ['limit=0', 'GET', undefined, { ok: true, range: { lower: 0, upper: -1 } }],
    ['offset=3', 'GET', undefined, { ok: true, range: { lower: 3, upper: Infinity } }],
    ['limit=-1', 'GET', undefined, { ok: false, details: 'Limit should be greater than or equal to zero.' }],
    ['', 'GET', '2-1', { ok: false, details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.' }],
    ['limit=10', 'GET', '5-7', { ok: true, range: { lower: 5, upper: 7 } }],
    ['', 'PATCH', '5-7', { ok: true, range: { lower: 0, upper: Infinity } }],
  ])('%s with %s and Range %s', (params, method, header, expected) => {
    const search = new URLSearchParams(params)
    const limits = rangeFromParams(search.get('limit') ?? undefined, search.get('offset') ?? undefined)
    expect(topLevelRange(method, limits, header)).toEqual(expected)
  })

  it('renders Content-Range and the 206 / 416 statuses as PostgREST', () => {
    expect(rangeStatus({ lower: 0, upper: 4 }, 5, undefined)).toEqual({ status: 200, contentRange: '0-4/*' })
    expect(rangeStatus({ lower: 0, upper: 4 }, 5, 12)).toEqual({ status: 206, contentRange: '0-4/12' })
    expect(rangeStatus({ lower: 0, upper: Infinity }, 0, 0)).toEqual({ status: 200, contentRange: '*/0' })
    expect(rangeStatus({ lower: 20, upper: Infinity }, 0, 12)).toEqual({ status: 416, contentRange: '*/12' })
    expect(contentRange(1, 0, undefined)).toBe('*/*')
  })
})

describe('Prefer', () => {
  it('takes the first of each kind over comma-separated values and lists the unknown ones', () => {
    expect(parsePreferences('return=representation, count=exact,return=minimal, resolution=merge-duplicates, bogus, max-affected=5')).toEqual({
      representation: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      maxAffected: 5,
      invalid: ['bogus'],
    })
  })
})
