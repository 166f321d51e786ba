import WebSocket from 'ws'
import type { TestBackend } from '../support/test-backend'
import { waitFor } from './realtime-client'

/** A frame as received: text frames parsed from JSON, binary frames as bytes. */
export type Frame = unknown

/** A bare websocket to /realtime/v1/websocket, to check frames byte for byte. */
export interface RawSocket {
  readonly frames: Frame[]
  send(frame: unknown): void
  sendBytes(bytes: Buffer): void
  /** The first frame received that satisfies `match` (within `timeoutMs`). */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>
  close(): Promise<void>
}

export async function openRawSocket(backend: TestBackend, vsn: '1.0.0' | '2.0.0' | null): Promise<RawSocket> {
  const query = new URLSearchParams({ apikey: backend.keys.anonKey, ...(vsn ? { vsn } : {}) })
  const ws = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`)
  const frames: Frame[] = []
  const waiters = new Set<() => void>()
  ws.on('message', (data, isBinary) => {
    frames.push(isBinary ? Buffer.from(data as Buffer) : JSON.parse(String(data)))
    for (const waiter of waiters) waiter()
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return {
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendBytes: (bytes) => ws.send(bytes, { binary: true }),
    next: (match, timeoutMs = 5_000) => waitFor(() => frames.find(match), waiters, timeoutMs, `no matching frame within ${timeoutMs} ms`),
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve()
        ws.once('close', () => resolve())
        ws.close()
      }),
  }
}

/** realtime-js's binary broadcast push (vsn 2, kind 3) with a JSON payload. */
export function binaryBroadcastPush(joinRef: string, ref: string, topic: string, event: string, payload: unknown): Buffer {
  const strings = [joinRef, ref, topic, event, ''].map((text) => Buffer.from(text))
  const header = Buffer.from([3, ...strings.map((bytes) => bytes.length), 1])
  return Buffer.concat([header, ...strings, Buffer.from(JSON.stringify(payload))])
}
