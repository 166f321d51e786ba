// The pure parts of /realtime/v1: postgres_changes bindings and filters as Realtime parses them,
// the Phoenix frame codec, and the join snapshot that decides which changes came before a join.
import { describe, expect, it } from 'vitest'
import { parseBinding, parseFilters } from '../../../../sync/local-backend/realtime/bindings'
import { decodeFrame, encodeBinaryBroadcast, encodeFrame, vsnOf } from '../../../../sync/local-backend/realtime/phoenix'
import { committedBefore, parseSnapshot } from '../../../../sync/local-backend/realtime/snapshot'

describe('postgres_changes bindings', () => {
  it.each([
    ['schema, table and filter', { event: 'INSERT', schema: 'public', table: 'trades', filter: 'user_id=eq.u1' }, { event: 'INSERT', schema: 'public', table: 'trades' }],
    ['schema only: every table', { event: '*', schema: 'public' }, { event: '*', schema: 'public', table: '*' }],
    ['table only: schema public', { table: 'trades' }, { event: '*', schema: 'public', table: 'trades' }],
    ['an unknown event is every event', { event: 'truncate', schema: 'public', table: 'trades' }, { event: '*', schema: 'public', table: 'trades' }],
    ['a lower-case event', { event: 'update', schema: 'public', table: 'trades' }, { event: 'UPDATE', schema: 'public', table: 'trades' }],
  ])('parses %s', (_, raw, expected) => {
    const parsed = parseBinding(raw)
    expect(parsed.ok && parsed.binding).toMatchObject({ ...expected, echo: raw, id: expect.any(Number) })
  })

  it('gives equal bindings the same id and different ones different ids', () => {
    const id = (raw: unknown) => {
      const parsed = parseBinding(raw)
      return parsed.ok ? parsed.binding.id : parsed.id
    }
    expect(id({ event: '*', schema: 'public', table: 't' })).toBe(id({ table: 't', schema: 'public', event: '*' }))
    expect(id({ event: '*', schema: 'public', table: 't' })).not.toBe(id({ event: '*', schema: 'public', table: 'u' }))
  })

  it.each([
    ['no schema and no table', {}, /^No subscription params provided/],
    ['a filter without a table', { schema: 'public', filter: 'a=eq.1' }, /^No subscription params provided/],
    ['an unknown operator', { schema: 'public', table: 't', filter: 'a=foo.1' }, /^Error parsing `filter` params: \["foo","1"\]$/],
    ['"undefined" as the filter', { schema: 'public', table: 't', filter: 'undefined' }, /^Error parsing `filter` params: \["undefined"\]$/],
    ['in without parentheses', { schema: 'public', table: 't', filter: 'a=in.1,2' }, /^Error parsing `filter` params/],
  ])('refuses %s with Realtime’s text', (_, raw, message) => {
    const parsed = parseBinding(raw)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.message).toMatch(message)
  })

  it.each([
    ['', []],
    ['   ', []],
    ['user_id=eq.abc', [{ column: 'user_id', operator: 'eq', values: ['abc'], negate: false }]],
    ['price=gte.1.5', [{ column: 'price', operator: 'gte', values: ['1.5'], negate: false }]],
    ['id=in.(a,"b c",d)', [{ column: 'id', operator: 'in', values: ['a', 'b c', 'd'], negate: false }]],
    ['id=not.eq.5', [{ column: 'id', operator: 'eq', values: ['5'], negate: true }]],
    [
      'id=gt.0,id=lt.100',
      [
        { column: 'id', operator: 'gt', values: ['0'], negate: false },
        { column: 'id', operator: 'lt', values: ['100'], negate: false },
      ],
    ],
  ])('parses the filter %j', (filter, expected) => {
    expect(parseFilters(filter)).toEqual({ ok: true, filters: expected })
  })
})

describe('Phoenix frames', () => {
  it.each([
    [null, '1.0.0'],
    ['', '1.0.0'],
    ['1.0.0', '1.0.0'],
    ['2.0.0', '2.0.0'],
    ['3.0.0', undefined],
  ])('vsn %j is %j', (requested, expected) => {
    expect(vsnOf(requested)).toBe(expected)
  })

  it('round-trips vsn 2 arrays and vsn 1 objects', () => {
    const message = { joinRef: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: { a: 1 } }
    expect(encodeFrame(message, '2.0.0')).toBe('["1","2","realtime:x","phx_join",{"a":1}]')
    expect(decodeFrame(Buffer.from(encodeFrame(message, '2.0.0')), false, '2.0.0')).toEqual(message)
    expect(JSON.parse(encodeFrame(message, '1.0.0'))).toEqual({ topic: 'realtime:x', event: 'phx_join', payload: { a: 1 }, ref: '2', join_ref: '1' })
    expect(decodeFrame(Buffer.from(encodeFrame(message, '1.0.0')), false, '1.0.0')).toEqual(message)
  })

  it.each([
    ['not JSON', Buffer.from('nope'), false],
    ['an array without topic', Buffer.from('[null,"1"]'), false],
    ['binary on vsn 1', Buffer.from([3, 0, 0, 0, 0, 0, 1]), true],
  ])('ignores %s', (_, data, isBinary) => {
    expect(decodeFrame(data, isBinary, isBinary ? '1.0.0' : '2.0.0')).toBeUndefined()
  })

  it('encodes a broadcast as a kind 4 binary frame', () => {
    expect([...encodeBinaryBroadcast('realtime:r', 'e', { x: 1 })]).toEqual([4, 10, 1, 0, 1, ...Buffer.from('realtime:re{"x":1}')])
  })
})

describe('join snapshots', () => {
  const snapshot = parseSnapshot('100:105:101,103')!
  it.each([
    [99n, true], // finished before the oldest running transaction
    [100n, true], // completed, not listed as running
    [101n, false], // running when the channel joined: committed after
    [102n, true],
    [103n, false],
    [105n, false], // started after the snapshot
    [200n, false],
  ])('transaction %s committed before the join: %s', (xid, expected) => {
    expect(committedBefore(snapshot, xid)).toBe(expected)
  })

  it('reads a snapshot without running transactions and refuses garbage', () => {
    expect(parseSnapshot('7:7:')).toEqual({ xmin: 7n, xmax: 7n, inProgress: new Set() })
    expect(parseSnapshot('nope')).toBeUndefined()
  })
})
