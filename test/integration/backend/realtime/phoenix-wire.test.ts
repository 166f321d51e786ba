// /realtime/v1 frame by frame with a bare `ws` client: the Phoenix serializers (vsn 1.0.0 objects,
// vsn 2.0.0 arrays and binary broadcasts), heartbeats, join replies, change messages, token
// updates, broadcast and the REST broadcast endpoint.
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { binaryBroadcastPush, openRawSocket, type Frame, type RawSocket } from './raw-socket'
import { asUser, createUser, nowSeconds, tokenFor, type TestUser } from './test-users'

const isArrayFrame = (topic: string, event: string, ref?: string) => (frame: Frame) =>
  Array.isArray(frame) && frame[2] === topic && frame[3] === event && (ref === undefined || frame[1] === ref)

describe.each(TEST_DATABASES)('realtime wire protocol on %s', (database) => {
  let backend: TestBackend
  let alice: TestUser
  const sockets: RawSocket[] = []
  const open = async (vsn: '1.0.0' | '2.0.0' | null) => {
    const socket = await openRawSocket(backend, vsn)
    sockets.push(socket)
    return socket
  }

  beforeAll(async () => {
    backend = await startTestBackend(database)
    alice = await createUser(backend, 'alice')
  }, 60_000)
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()))
  })
  afterAll(() => backend?.stop())

  it('vsn 2.0.0: answers heartbeats, echoes bindings with ids, streams changes as arrays, answers phx_leave', async () => {
    const socket = await open('2.0.0')
    socket.send([null, '1', 'phoenix', 'heartbeat', {}])
    expect(await socket.next(isArrayFrame('phoenix', 'phx_reply', '1'))).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }])

    const bindings = [
      { event: '*', schema: 'public', table: 'trades' },
      { event: 'INSERT', schema: 'public', table: 'trades', filter: `user_id=eq.${alice.id}` },
    ]
    socket.send([
      '2',
      '2',
      'realtime:wire',
      'phx_join',
      { config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: bindings, private: false }, access_token: alice.token },
    ])
    const reply = (await socket.next(isArrayFrame('realtime:wire', 'phx_reply', '2'))) as [
      string,
      string,
      string,
      string,
      { status: string; response: { postgres_changes: { id: number }[] } },
    ]
    expect(reply.slice(0, 4)).toEqual(['2', '2', 'realtime:wire', 'phx_reply'])
    expect(reply[4]).toEqual({ status: 'ok', response: { postgres_changes: bindings.map((binding) => ({ ...binding, id: expect.any(Number) })) } })
    const ids = reply[4].response.postgres_changes.map((binding) => binding.id)
    expect(await socket.next(isArrayFrame('realtime:wire', 'system'))).toEqual([
      '2',
      null,
      'realtime:wire',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'wire' },
    ])

    const id = randomUUID()
    await asUser(backend, alice, (tx) => tx.query(`insert into public.trades (id, doc) values ($1, '{"symbol":"BTC"}')`, [id]))
    const change = (await socket.next(isArrayFrame('realtime:wire', 'postgres_changes'))) as unknown[]
    expect(change.slice(0, 4)).toEqual([null, null, 'realtime:wire', 'postgres_changes'])
    const payload = change[4] as { ids: number[]; data: Record<string, unknown> }
    expect([...payload.ids].sort()).toEqual([...ids].sort())
    expect(payload.data).toMatchObject({ schema: 'public', table: 'trades', type: 'INSERT', errors: null, record: { id, user_id: alice.id, doc: { symbol: 'BTC' } } })
    expect(payload.data).not.toHaveProperty('old_record')
    expect(payload.data['columns']).toEqual(
      expect.arrayContaining([
        { name: 'id', type: 'uuid' },
        { name: 'doc', type: 'jsonb' },
        { name: 'revision', type: 'int8' },
        { name: 'updated_at', type: 'timestamptz' },
      ]),
    )

    socket.send(['2', '3', 'realtime:wire', 'phx_leave', {}])
    expect(await socket.next(isArrayFrame('realtime:wire', 'phx_reply', '3'))).toEqual(['2', '3', 'realtime:wire', 'phx_reply', { status: 'ok', response: {} }])
    socket.send(['2', '4', 'realtime:wire', 'access_token', { access_token: alice.token }])
    expect(await socket.next(isArrayFrame('realtime:wire', 'phx_reply', '4'))).toEqual([
      '2',
      '4',
      'realtime:wire',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ])
  })

  it.each([['1.0.0' as const], [null]])('vsn %s: speaks object frames (the default without vsn)', async (vsn) => {
    const socket = await open(vsn)
    socket.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7', join_ref: null })
    expect(await socket.next((frame) => (frame as { ref?: string }).ref === '7')).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '7',
      join_ref: null,
    })
    socket.send({
      topic: 'realtime:objects',
      event: 'phx_join',
      payload: { config: { postgres_changes: [{ event: 'UPDATE', schema: 'public', table: 'trades' }] }, access_token: alice.token },
      ref: '8',
      join_ref: '8',
    })
    expect(await socket.next((frame) => (frame as { ref?: string }).ref === '8')).toEqual({
      topic: 'realtime:objects',
      event: 'phx_reply',
      payload: { status: 'ok', response: { postgres_changes: [{ event: 'UPDATE', schema: 'public', table: 'trades', id: expect.any(Number) }] } },
      ref: '8',
      join_ref: '8',
    })
    const id = randomUUID()
    await asUser(backend, alice, async (tx) => {
      await tx.query('insert into public.trades (id) values ($1)', [id])
      await tx.query(`update public.trades set doc = '{"n":1}' where id = $1`, [id])
    })
    const change = (await socket.next((frame) => (frame as { event?: string }).event === 'postgres_changes')) as {
      topic: string
      ref: null
      payload: { data: Record<string, unknown> }
    }
    expect(change).toMatchObject({ topic: 'realtime:objects', ref: null, join_ref: null })
    // Default replica identity: an UPDATE that keeps its key carries no old record values.
    expect(change.payload.data).toMatchObject({ type: 'UPDATE', record: { id, doc: { n: 1 } }, old_record: {} })
  })

  it('closes a channel whose token is replaced by an expired one, with Realtime’s system message', async () => {
    const socket = await open('2.0.0')
    socket.send(['1', '1', 'realtime:expiring', 'phx_join', { config: { postgres_changes: [] }, access_token: alice.token }])
    await socket.next(isArrayFrame('realtime:expiring', 'phx_reply', '1'))
    socket.send(['1', '2', 'realtime:expiring', 'access_token', { access_token: tokenFor(backend, alice.id, alice.email, nowSeconds() - 5) }])
    const system = (await socket.next(isArrayFrame('realtime:expiring', 'system'))) as unknown[]
    expect(system[4]).toEqual({ extension: 'system', status: 'error', message: expect.stringMatching(/^Token has expired \d+ seconds ago$/), channel: 'expiring' })
    expect(await socket.next(isArrayFrame('realtime:expiring', 'phx_close'))).toEqual(['1', '1', 'realtime:expiring', 'phx_close', {}])
  })

  it('refuses a join with a forged token and an unknown topic prefix', async () => {
    const socket = await open('2.0.0')
    const forged = `${alice.token.slice(0, alice.token.lastIndexOf('.'))}.${Buffer.from('forged').toString('base64url')}`
    socket.send(['1', '1', 'realtime:forged', 'phx_join', { config: {}, access_token: forged }])
    expect(await socket.next(isArrayFrame('realtime:forged', 'phx_reply', '1'))).toEqual([
      '1',
      '1',
      'realtime:forged',
      'phx_reply',
      { status: 'error', response: { reason: 'JwtSignatureError: Failed to validate JWT signature' } },
    ])
    socket.send(['2', '2', 'room:x', 'phx_join', { config: {} }])
    expect(await socket.next(isArrayFrame('room:x', 'phx_reply', '2'))).toEqual(['2', '2', 'room:x', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }])
  })

  it('relays broadcasts: binary to vsn 2, JSON to vsn 1, not back to the sender unless self, acked when asked', async () => {
    const sender = await open('2.0.0')
    const binaryReceiver = await open('2.0.0')
    const jsonReceiver = await open('1.0.0')
    sender.send(['1', '1', 'realtime:room', 'phx_join', { config: { broadcast: { ack: true, self: false } } }])
    binaryReceiver.send(['1', '1', 'realtime:room', 'phx_join', { config: { broadcast: { self: false } } }])
    jsonReceiver.send({ topic: 'realtime:room', event: 'phx_join', payload: { config: {} }, ref: '1', join_ref: '1' })
    await sender.next(isArrayFrame('realtime:room', 'phx_reply', '1'))
    await binaryReceiver.next(isArrayFrame('realtime:room', 'phx_reply', '1'))
    await jsonReceiver.next((frame) => (frame as { ref?: string }).ref === '1')

    sender.sendBytes(binaryBroadcastPush('1', '2', 'realtime:room', 'cursor', { x: 1 }))
    expect(await sender.next(isArrayFrame('realtime:room', 'phx_reply', '2'))).toEqual(['1', '2', 'realtime:room', 'phx_reply', { status: 'ok', response: {} }])
    const binary = (await binaryReceiver.next(Buffer.isBuffer)) as Buffer
    // kind 4, topic length, event length, no metadata, JSON encoding, then topic, event, payload.
    expect([...binary.subarray(0, 5)]).toEqual([4, 'realtime:room'.length, 'cursor'.length, 0, 1])
    expect(binary.subarray(5).toString()).toBe('realtime:roomcursor{"x":1}')
    expect(await jsonReceiver.next((frame) => (frame as { event?: string }).event === 'broadcast')).toEqual({
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
      ref: null,
      join_ref: null,
    })

    const response = await fetch(`${backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: backend.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'room', event: 'from-rest', payload: { y: 2 } }] }),
    })
    expect(response.status).toBe(202)
    expect(await jsonReceiver.next((frame) => (frame as { payload?: { event?: string } }).payload?.event === 'from-rest')).toMatchObject({ payload: { payload: { y: 2 } } })
    // The sender's own broadcast never came back (self: false): it would have arrived before the
    // REST broadcast that everyone in the room gets.
    const fromRest = (frame: Frame) => Buffer.isBuffer(frame) && frame.toString().includes('from-rest')
    await sender.next(fromRest)
    expect(sender.frames.filter((frame) => Buffer.isBuffer(frame)).map(fromRest)).toEqual([true])
  })

  it('refuses an unsupported protocol version at the handshake', async () => {
    const ws = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.keys.anonKey}&vsn=3.0.0`)
    const status = await new Promise<number | undefined>((resolve) => ws.once('unexpected-response', (_request, response) => resolve(response.statusCode)))
    expect(status).toBe(400)
  })
})
