import { request } from 'node:http'

export interface RawHttpResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  readonly text: string
}

/**
 * One HTTP request with exactly the headers given, `Host` and `Origin` included (fetch sets `Host`
 * itself), as a browser tricked by DNS rebinding or a foreign page would send it, optionally from
 * another loopback address (Linux routes all of 127.0.0.0/8 to the loopback interface).
 */
export function rawHttp(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; /** e.g. 127.0.0.7: another client address on loopback. */ localAddress?: string } = {},
): Promise<RawHttpResponse> {
  return new Promise((resolve, reject) => {
    const init = { method: options.method ?? 'GET', headers: options.headers ?? {}, ...(options.localAddress ? { localAddress: options.localAddress } : {}) }
    const req = request(url, init, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(options.body)
  })
}
