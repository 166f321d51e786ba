// A web page the trader visits while `npm start` runs must not reach the journal: not from script
// (a foreign Origin), not by DNS rebinding (its own host name resolved to 127.0.0.1), not over the
// realtime websocket. The app's own origins still work, with CORS naming exactly them.
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawHttp } from '../support/raw-http'
import { startTestBackend, type TestBackend } from '../support/test-backend'

const APP = 'http://127.0.0.1:4173'
const EVIL = 'http://evil.example'

describe('foreign origins and hosts on postgres', () => {
  let backend: TestBackend
  const restTrades = () => `${backend.url}/rest/v1/trades?select=id`
  const serviceHeaders = () => ({ apikey: backend.keys.serviceRoleKey, authorization: `Bearer ${backend.keys.serviceRoleKey}` })

  beforeAll(async () => {
    backend = await startTestBackend('postgres', { siteUrl: APP })
  }, 60_000)
  afterAll(() => backend?.stop())

  it('answers the app’s origin, on any loopback name, with CORS naming exactly that origin', async () => {
    for (const origin of [APP, 'http://localhost:4173', 'http://[::1]:4173']) {
      const response = await rawHttp(restTrades(), { headers: { ...serviceHeaders(), origin } })
      expect(response.status).toBe(200)
      expect(response.headers['access-control-allow-origin']).toBe(origin)
      expect(response.headers['access-control-allow-credentials']).toBeUndefined()
    }
  })

  it('refuses a drive-by request from another site’s page, even with a valid key, and gives it no CORS header', async () => {
    for (const origin of [EVIL, 'null', 'http://127.0.0.1:4174', 'https://127.0.0.1:4173']) {
      const response = await rawHttp(restTrades(), { headers: { ...serviceHeaders(), origin } })
      expect(response.status).toBe(403)
      expect(JSON.parse(response.text)).toMatchObject({ message: 'Origin not allowed' })
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    }
    const write = await rawHttp(`${backend.url}/rest/v1/trades`, { method: 'POST', headers: { ...serviceHeaders(), origin: EVIL, 'content-type': 'text/plain' }, body: '{}' })
    expect(write.status).toBe(403)
  })

  it('refuses a foreign page’s preflight', async () => {
    const preflight = await rawHttp(restTrades(), {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey, authorization' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined()
  })

  it('refuses a request naming another host (DNS rebinding), with or without an Origin', async () => {
    const port = new URL(backend.url).port
    const rebound: Record<string, string>[] = [{ host: `evil.example:${port}` }, { host: `evil.example:${port}`, origin: `http://evil.example:${port}` }, { host: 'evil.example' }]
    for (const headers of rebound) {
      const response = await rawHttp(restTrades(), { headers: { ...serviceHeaders(), ...headers } })
      expect(response.status).toBe(403)
      expect(JSON.parse(response.text)).toMatchObject({ message: 'Host not allowed' })
    }
    const health = await rawHttp(`${backend.url}/auth/v1/health`, { headers: { host: `rebind.example:${port}` } })
    expect(health.status).toBe(403)
    for (const name of ['127.0.0.1', 'localhost', '[::1]']) {
      expect((await rawHttp(restTrades(), { headers: { ...serviceHeaders(), host: `${name}:${port}` } })).status).toBe(200)
    }
  })

  it('refuses a realtime websocket from a foreign page or a foreign host', async () => {
    const url = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.keys.anonKey}&vsn=1.0.0`
    const attempt = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(url, { headers })
        ws.once('open', () => {
          ws.close()
          resolve(101)
        })
        ws.once('unexpected-response', (_, response) => {
          resolve(response.statusCode ?? 0)
          ws.terminate()
        })
        ws.once('error', reject)
      })
    expect(await attempt({ origin: EVIL })).toBe(403)
    expect(await attempt({ host: 'evil.example' })).toBe(403)
    expect(await attempt({ origin: APP })).toBe(101)
  })

  it('answers the configured origins and host names instead (ALLOWED_ORIGINS, ALLOWED_HOSTS)', async () => {
    const configured = await startTestBackend('postgres', { allowedOrigins: ['https://journal.example.com'], allowedHosts: ['journal.lan'] })
    try {
      const port = new URL(configured.url).port
      const headers = { apikey: configured.keys.anonKey }
      const ok = await rawHttp(`${configured.url}/auth/v1/health`, { headers: { ...headers, origin: 'https://journal.example.com', host: `journal.lan:${port}` } })
      expect([ok.status, ok.headers['access-control-allow-origin']]).toEqual([200, 'https://journal.example.com'])
      expect((await rawHttp(`${configured.url}/auth/v1/health`, { headers: { ...headers, origin: APP } })).status).toBe(403)
    } finally {
      await configured.stop()
    }
  }, 60_000)
})
