import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { isTransientDatabaseFailure } from '../database/database'
import { checkApiKey } from './api-key'
import { corsHeaders, preflightHeaders } from './cors'
import type { RequestGuard } from './origins'
import { BodyTooLargeError, json, type BackendContext, type BackendRequest, type BackendResponse, type Service } from './types'

/**
 * The gateway: one HTTP server that refuses foreign hosts and origins, answers CORS preflights,
 * checks the apikey, and hands each request to the service whose prefix it starts with
 * (`/auth/v1`, `/rest/v1`, `/realtime/v1`, `/storage/v1`). A service that throws gets a 5xx,
 * never a crash of the process.
 */
export function createGateway(context: BackendContext, services: readonly Service[], guard: RequestGuard): Server {
  const serviceFor = (pathname: string) => services.find((service) => pathname === service.prefix || pathname.startsWith(`${service.prefix}/`))

  const server = createServer((incoming, outgoing) => {
    void handle(incoming, outgoing).catch((error: unknown) => {
      context.log('gateway', `response failed: ${error instanceof Error ? error.message : String(error)}`)
      if (!outgoing.headersSent) outgoing.writeHead(500)
      outgoing.end()
    })
  })

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const url = new URL(incoming.url ?? '/', 'http://localhost')
    const headers = lowerCaseHeaders(incoming)
    const origin = headers.origin
    const method = (incoming.method ?? 'GET').toUpperCase()

    const refused = foreignRequest(guard, headers)
    if (refused) {
      // Said on the console, so a developer serving the app elsewhere learns which setting to change.
      context.log('gateway', `refused ${method} ${url.pathname}: Host ${headers.host ?? '(none)'}, Origin ${headers.origin ?? '(none)'}`)
      incoming.resume()
      send(outgoing, refused, {}, method === 'HEAD')
      return
    }
    if (method === 'OPTIONS') {
      incoming.resume()
      outgoing.writeHead(200, origin === undefined ? {} : preflightHeaders(origin, headers['access-control-request-headers'])).end()
      return
    }
    const service = serviceFor(url.pathname)
    let response: BackendResponse
    if (!service) {
      incoming.resume()
      response = json(404, { message: 'no Route matched with those values' })
    } else {
      const request: BackendRequest = {
        method,
        url,
        path: url.pathname.slice(service.prefix.length) || '/',
        headers,
        ip: incoming.socket.remoteAddress ?? 'unknown',
        readBody: (limitBytes) => readBody(incoming, limitBytes),
      }
      const refusal = service.isOpenRoute?.(request) ? undefined : checkApiKey(headers, url, context.keys)
      response = refusal ?? (await safely(context, service, request))
      incoming.resume() // drain a body the service did not read
    }
    send(outgoing, response, corsHeaders(origin), method === 'HEAD')
  }

  // Node closes an idle kept-alive socket after 5 s, and a client sending on it just then gets
  // ECONNRESET (a test's read of the server failed so). Like Supabase's gateway, keep them 60 s.
  server.keepAliveTimeout = 60_000
  server.headersTimeout = 61_000

  server.on('upgrade', (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost')
    const service = serviceFor(url.pathname)
    const headers = lowerCaseHeaders(incoming)
    const refusal = foreignRequest(guard, headers) ?? (service?.upgrade ? checkApiKey(headers, url, context.keys) : json(404, { message: 'no Route matched with those values' }))
    if (refusal || !service?.upgrade) {
      const body = JSON.stringify(refusal?.body ?? {})
      socket.end(`HTTP/1.1 ${refusal?.status ?? 404} Refused\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`)
      return
    }
    service.upgrade(incoming, socket, head)
  })
  return server
}

/**
 * A 403 for a request that names another host (DNS rebinding) or comes from another site's page,
 * in the gateway's `{message}` shape, with no CORS headers, so the page cannot even read it.
 */
function foreignRequest(guard: RequestGuard, headers: Readonly<Record<string, string>>): BackendResponse | undefined {
  if (!guard.hostAllowed(headers.host)) return json(403, { message: 'Host not allowed', hint: 'Reach the backend as 127.0.0.1, localhost or a name listed in ALLOWED_HOSTS.' })
  if (!guard.originAllowed(headers.origin))
    return json(403, { message: 'Origin not allowed', hint: 'Only the app’s own origins (ALLOWED_ORIGINS) may call the backend from a browser.' })
  return undefined
}

async function safely(context: BackendContext, service: Service, request: BackendRequest): Promise<BackendResponse> {
  try {
    return await service.handle(request)
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return json(413, { statusCode: '413', error: 'Payload too large', message: `The request body is larger than ${error.limitBytes} bytes` })
    }
    // A database that is down or overloaded is the server's problem: 503 keeps clients' sessions.
    const status = isTransientDatabaseFailure(error) ? 503 : 500
    context.log(service.prefix, `${request.method} ${request.url.pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return json(status, { code: String(status), message: status === 503 ? 'Service temporarily unavailable' : 'Internal server error' })
  }
}

function send(outgoing: ServerResponse, response: BackendResponse, cors: Record<string, string>, headOnly: boolean) {
  const { status, headers = {}, body } = response
  const bytes = body === undefined ? undefined : typeof body === 'string' || Buffer.isBuffer(body) ? Buffer.from(body as string | Buffer) : Buffer.from(JSON.stringify(body))
  const contentType =
    body === undefined || headers['content-type']
      ? {}
      : { 'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : Buffer.isBuffer(body) ? 'application/octet-stream' : 'application/json; charset=utf-8' }
  outgoing.writeHead(status, { ...cors, ...contentType, ...headers, ...(bytes ? { 'content-length': String(bytes.length) } : {}) })
  outgoing.end(headOnly ? undefined : bytes)
}

function lowerCaseHeaders(incoming: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return headers
}

function readBody(incoming: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(incoming.headers['content-length'])
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.reject(new BodyTooLargeError(limitBytes))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limitBytes) {
        incoming.removeAllListeners('data')
        incoming.resume()
        reject(new BodyTooLargeError(limitBytes))
        return
      }
      chunks.push(chunk)
    })
    incoming.once('end', () => resolve(Buffer.concat(chunks)))
    incoming.once('error', reject)
  })
}
