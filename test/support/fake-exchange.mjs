// A stand-in for the exchanges' REST APIs, for tests and local use of the exchange sync:
//
//   node test/support/fake-exchange.mjs --port 4010
//
// Point the backend at it with EXCHANGE_API_URLS='{"binance":"http://127.0.0.1:4010","bybit":"http://127.0.0.1:4010","okx":"http://127.0.0.1:4010"}':
// the sync then calls `http://127.0.0.1:4010/<the exchange's own host>/<its own path>` (e.g.
// /fapi.binance.com/fapi/v1/userTrades, /api.bybit.com/v5/execution/list), so each endpoint answers
// as the real one does: same paths, response shapes, signature check, error codes, pagination and
// rate limit. Exchanges: Binance (spot, USDⓈ-M and COIN-M futures fills, USDⓈ-M and COIN-M funding income, the key's
// restrictions; fake-exchange/binance.mjs), Bybit (unified account: spot, linear and inverse
// fills, funding in the transaction log, the key's information; fake-exchange/bybit.mjs) and OKX
// (SPOT and SWAP fills, SWAP funding fees, the key's `perm`; keys with a passphrase; fake-exchange/okx.mjs).
//
// Control endpoints (JSON bodies):
//   POST /__fake/keys        {exchange: 'binance'|'bybit'|'okx', apiKey, secret, passphrase? (OKX), permissions: ['read'|'trade'|'withdraw']}
//   POST /__fake/fills       {exchange, market, fills: [{symbol, side, price, qty, commission?, commissionAsset?, time, realizedPnl?, execType?}]}
//                            market: 'spot'|'linear'|'inverse' (binance; inverse: COIN-M BTCUSD_PERP, qty in contracts, fees in the coin), 'spot'|'linear'|'inverse' (bybit; qty of
//                            inverse in contracts of 1 USD, commission in the coin, execType default 'Trade'),
//                            'spot'|'swap' (okx; symbol its instId, qty in contracts for a swap);
//                            ids and order ids are given in order; answers {ids}. With `apiKey`, the fills
//                            are that key's own: a key with fills of its own sees only them (so a test's
//                            retry, which seeds again under a new key, does not see its first attempt's).
//                            A fill's symbol need not be one the market lists name: such a fill stands for one
//                            of a delisted market (a pair the exchange no longer lists, an expired contract),
//                            which its fill lists still show
//   POST /__fake/forget-symbol {exchange: 'binance', symbol}: Binance answers its fills with -1121 'Invalid
//                            symbol.' from then on, as for a symbol it no longer knows at all
//   POST /__fake/funding     {exchange, entries: [{symbol, asset, amount, time, category?}]} (amount: + received, - paid; answers {ids};
//                            bybit's category defaults to inverse for a symbol ending in USD, else linear)
//   POST /__fake/rate-limit  {after: n, count: m, ip?: true}: after n more private requests, the next m get
//                            the exchange's own answer (Binance: HTTP 429 -1003; Bybit: retCode 10006, or
//                            with ip: HTTP 403, Bybit's answer to an IP over its limit; OKX: HTTP 429 50011)
//   GET  /__fake/requests    {private: number of signed requests answered}
//   POST /__fake/reset       forget keys, fills, funding and limits
// FAKE_EXCHANGE_LOG=1 prints each exchange request's method, host and path.
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'
import { binanceRateLimited, binanceRoute } from './fake-exchange/binance.mjs'
import { bybitIsPrivate, bybitRateLimited, bybitRoute } from './fake-exchange/bybit.mjs'
import { okxRoute } from './fake-exchange/okx.mjs'

const emptyFills = () => ({ binance: { spot: [], linear: [], inverse: [] }, bybit: { spot: [], linear: [], inverse: [] }, okx: { spot: [], swap: [] } })

const emptyState = () => ({
  keys: new Map(),
  /** Fills seeded for one API key only, by key. */
  ownFills: new Map(),
  fills: emptyFills(),
  funding: { binance: [], bybit: [], okx: [] },
  nextId: 100_000,
  forgotten: new Set(),
  rateLimit: { after: Infinity, count: 0 },
  privateRequests: 0,
})

function readJson(incoming) {
  return new Promise((resolve, reject) => {
    const chunks = []
    incoming.on('data', (chunk) => chunks.push(chunk))
    incoming.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {})
      } catch (error) {
        reject(error)
      }
    })
    incoming.on('error', reject)
  })
}

const decimal = (value) => String(value)

function control(state, method, path, body) {
  switch (`${method} ${path}`) {
    case 'POST /__fake/keys':
      state.keys.set(body.apiKey, { exchange: body.exchange, secret: body.secret, passphrase: body.passphrase, permissions: body.permissions ?? ['read'] })
      return { ok: true }
    case 'POST /__fake/fills': {
      if (body.apiKey !== undefined && !state.ownFills.has(body.apiKey)) state.ownFills.set(body.apiKey, emptyFills())
      const list = (body.apiKey === undefined ? state.fills : state.ownFills.get(body.apiKey))[body.exchange]?.[body.market]
      if (!list) return { status: 400, body: { error: `unknown exchange or market ${body.exchange} ${body.market}` } }
      const ids = []
      for (const fill of body.fills) {
        const id = ++state.nextId
        ids.push(id)
        const qty = decimal(fill.qty)
        const price = decimal(fill.price)
        list.push({
          symbol: fill.symbol,
          id,
          orderId: fill.orderId ?? id * 10,
          side: fill.side,
          price,
          qty,
          quoteQty: fill.quoteQty ?? String(Number(price) * Number(qty)),
          commission: decimal(fill.commission ?? '0.1'),
          // Bybit states its fee coin per market and side (fake-exchange/bybit.mjs) unless one is given.
          commissionAsset: fill.commissionAsset ?? (body.exchange === 'bybit' ? undefined : body.market === 'inverse' ? fill.symbol.replace(/USD_.*$/, '') : 'USDT'),
          time: fill.time,
          realizedPnl: fill.realizedPnl === undefined ? undefined : decimal(fill.realizedPnl),
          ...(fill.execType ? { execType: fill.execType } : {}),
        })
      }
      list.sort((a, b) => a.id - b.id)
      return { ids }
    }
    case 'POST /__fake/funding': {
      const list = state.funding[body.exchange]
      if (!list) return { status: 400, body: { error: `unknown exchange ${body.exchange}` } }
      const ids = []
      for (const entry of body.entries) {
        ids.push(++state.nextId)
        list.push({ ...entry, amount: decimal(entry.amount), id: state.nextId })
      }
      return { ok: true, ids }
    }
    case 'POST /__fake/forget-symbol':
      if (body.exchange !== 'binance') return { status: 400, body: { error: 'only binance forgets symbols' } }
      state.forgotten.add(body.symbol)
      return { ok: true }
    case 'POST /__fake/rate-limit':
      state.rateLimit = { after: body.after ?? 0, count: body.count ?? 1, ip: body.ip === true }
      return { ok: true }
    case 'GET /__fake/requests':
      return { private: state.privateRequests }
    case 'POST /__fake/reset':
      Object.assign(state, emptyState())
      return { ok: true }
  }
  return undefined
}

/** Starts the fake on `port` (0: a free one). Resolves to its URL and a stop function. */
export async function startFakeExchange({ port = 0, host = '127.0.0.1' } = {}) {
  const state = emptyState()
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://fake')
      const method = (incoming.method ?? 'GET').toUpperCase()
      let answer
      if (url.pathname.startsWith('/__fake/')) {
        const result = control(state, method, url.pathname, method === 'POST' ? await readJson(incoming) : {})
        answer = result === undefined ? { status: 404, body: { error: 'not found' } } : 'status' in result ? result : { status: 200, body: result }
      } else {
        incoming.resume()
        const [, host = '', ...rest] = url.pathname.split('/')
        const path = `/${rest.join('/')}`
        const rawQuery = (incoming.url ?? '').split('?')[1] ?? ''
        const headers = Object.fromEntries(Object.entries(incoming.headers).map(([name, value]) => [name.toLowerCase(), String(value)]))
        const request = { method, query: url.searchParams, rawQuery, headers }
        const ownFills = state.ownFills.get(headers['x-mbx-apikey'] ?? headers['x-bapi-api-key'] ?? headers['ok-access-key'])
        // The exchanges' routes read `fills` from this view; everything else (counters, limits) is the shared state.
        const view = ownFills ? new Proxy(state, { get: (target, name) => (name === 'fills' ? ownFills : Reflect.get(target, name)) }) : state
        if (process.env.FAKE_EXCHANGE_LOG) console.log(method, host, path)
        const bybit = host === 'api.bybit.com'
        const isPrivate = bybit ? bybitIsPrivate(request) : url.searchParams.has('signature')
        // OKX answers its own rate limit and counts its signed requests (fake-exchange/okx.mjs).
        const okx = okxRoute(view, host, path, request)
        if (okx) answer = okx
        else if (isPrivate && state.rateLimit.after <= 0 && state.rateLimit.count > 0) {
          state.rateLimit.count--
          answer = bybit ? bybitRateLimited(state.rateLimit.ip) : binanceRateLimited()
        } else {
          if (isPrivate) state.rateLimit.after--
          answer = bybit
            ? (bybitRoute(view, host, path, request) ?? { status: 404, body: { retCode: 10001, retMsg: 'Not found' } })
            : (binanceRoute(view, host, path, request) ?? { status: 404, body: { code: -1, msg: 'Not found' } })
          if (isPrivate && answer.status === 200 && !answer.body.retCode) state.privateRequests++
        }
      }
      const text = typeof answer.body === 'string'
      outgoing.writeHead(answer.status, { 'content-type': text ? 'text/html' : 'application/json', ...(answer.headers ?? {}) })
      outgoing.end(text ? answer.body : JSON.stringify(answer.body))
    })().catch((error) => {
      outgoing.writeHead(500, { 'content-type': 'application/json' })
      outgoing.end(JSON.stringify({ error: String(error) }))
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  return {
    url: `http://${host}:${address.port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--port')
  const fake = await startFakeExchange({ port: at > 0 ? Number(process.argv[at + 1]) : 4010 })
  console.log(`fake exchange listening at ${fake.url}`)
  const stop = () => void fake.stop().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
