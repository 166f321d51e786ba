// OKX's v5 endpoints as ccxt calls them for a read-only sync: the SPOT and SWAP instrument lists,
// the key's account configuration (its `perm`), fills of the last three months and the bills
// archive (funding fees are type 8). Shapes, signature check (base64 HMAC-SHA256 of timestamp +
// method + request path with its query + body, in the OK-ACCESS-* headers), error codes, newest-first
// pagination by billId and the rate limit as OKX documents them (www.okx.com/docs-v5/en).
import { createHmac, timingSafeEqual } from 'node:crypto'

export const OKX_HOST = 'www.okx.com'
const PAGE_MAX = 100

const common = {
  alias: '',
  auctionEndTime: '',
  category: '1',
  expTime: '',
  listTime: '1606468572000',
  maxIcebergSz: '9999999999.0000000000000000',
  maxTriggerSz: '9999999999.0000000000000000',
  maxTwapSz: '9999999999.0000000000000000',
  optType: '',
  ruleType: 'normal',
  state: 'live',
  stk: '',
}

const spotInstrument = (base, quote, tickSz) => ({
  ...common,
  baseCcy: base,
  ctMult: '',
  ctType: '',
  ctVal: '',
  ctValCcy: '',
  instFamily: '',
  instId: `${base}-${quote}`,
  instType: 'SPOT',
  lever: '10',
  lotSz: '0.00000001',
  maxLmtAmt: '1000000',
  maxLmtSz: '9999999999',
  maxMktAmt: '1000000',
  maxMktSz: '',
  maxStopSz: '',
  minSz: '0.00001',
  quoteCcy: quote,
  settleCcy: '',
  tickSz,
  uly: '',
})

const swapInstrument = (base, quote, ctType, ctVal, settle) => ({
  ...common,
  baseCcy: '',
  ctMult: '1',
  ctType,
  ctVal,
  ctValCcy: ctType === 'linear' ? base : quote,
  instFamily: `${base}-${quote}`,
  instId: `${base}-${quote}-SWAP`,
  instType: 'SWAP',
  lever: '100',
  lotSz: '0.01',
  maxLmtAmt: '20000000',
  maxLmtSz: '100000000',
  maxMktAmt: '',
  maxMktSz: '12000',
  maxStopSz: '12000',
  minSz: '0.01',
  quoteCcy: '',
  settleCcy: settle,
  tickSz: '0.1',
  uly: `${base}-${quote}`,
})

const INSTRUMENTS = {
  SPOT: [spotInstrument('BTC', 'USDT', '0.1'), spotInstrument('ETH', 'USDT', '0.01'), spotInstrument('SOL', 'USDT', '0.001')],
  SWAP: [swapInstrument('BTC', 'USDT', 'linear', '0.01', 'USDT'), swapInstrument('ETH', 'USDT', 'linear', '0.1', 'USDT'), swapInstrument('BTC', 'USD', 'inverse', '100', 'BTC')],
}

const refusal = (status, code, msg) => ({ status, body: { code, data: [], msg } })
const ok = (data) => ({ status: 200, body: { code: '0', data, msg: '' } })

/** OKX's own checks of a private request, in its order: key, passphrase, timestamp, signature. */
function checkSignature(state, path, request) {
  const { headers } = request
  if (!headers['ok-access-key']) return { refusal: refusal(401, '50103', 'Request header "OK-ACCESS-KEY" cannot be empty.') }
  const key = state.keys.get(headers['ok-access-key'])
  if (!key || key.exchange !== 'okx') return { refusal: refusal(401, '50111', 'Invalid OK-ACCESS-KEY.') }
  if (!headers['ok-access-passphrase']) return { refusal: refusal(401, '50104', 'Request header "OK-ACCESS-PASSPHRASE" cannot be empty.') }
  if (headers['ok-access-passphrase'] !== key.passphrase) return { refusal: refusal(401, '50105', 'Request header "OK-ACCESS-PASSPHRASE" incorrect.') }
  const timestamp = headers['ok-access-timestamp'] ?? ''
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(timestamp)) return { refusal: refusal(401, '50112', 'Invalid OK-ACCESS-TIMESTAMP.') }
  if (Math.abs(Date.now() - Date.parse(timestamp)) > 30_000) return { refusal: refusal(401, '50102', 'Timestamp request expired.') }
  const requestPath = request.rawQuery ? `${path}?${request.rawQuery}` : path
  const expected = Buffer.from(createHmac('sha256', key.secret).update(`${timestamp}${request.method}${requestPath}`).digest('base64'))
  const given = Buffer.from(headers['ok-access-sign'] ?? '')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refusal: refusal(401, '50113', 'Invalid Sign.') }
  return { key }
}

/** Newest first, `after` = older than that billId, `before` = newer; at most `limit` (100). */
function billPage(rows, query) {
  const limit = Math.min(Math.max(Number(query.get('limit') ?? PAGE_MAX) || PAGE_MAX, 1), PAGE_MAX)
  const after = query.get('after')
  const before = query.get('before')
  const begin = query.get('begin')
  const end = query.get('end')
  const picked = rows
    .filter((row) => (after === null || BigInt(row.billId) < BigInt(after)) && (before === null || BigInt(row.billId) > BigInt(before)))
    .filter((row) => (begin === null || Number(row.ts) >= Number(begin)) && (end === null || Number(row.ts) <= Number(end)))
    .sort((a, b) => (BigInt(b.billId) > BigInt(a.billId) ? 1 : -1))
  return picked.slice(0, limit)
}

const fillRow = (instType) => (fill) => ({
  side: fill.side,
  fillSz: fill.qty,
  fillPx: fill.price,
  fillPxVol: '',
  fillFwdPx: '',
  fee: fill.commission.startsWith('-') ? fill.commission.slice(1) : `-${fill.commission}`,
  fillPnl: fill.realizedPnl ?? '0',
  ordId: String(fill.orderId),
  feeRate: '-0.001',
  instType,
  fillPxUsd: '',
  instId: fill.symbol,
  clOrdId: '',
  posSide: 'net',
  billId: String(fill.id),
  subType: fill.side === 'buy' ? '1' : '2',
  fillMarkVol: '',
  tag: '',
  fillTime: String(fill.time),
  execType: 'T',
  fillIdxPx: '',
  // OKX numbers trades per instrument, apart from the account's bill ids.
  tradeId: String(300_000_000 + fill.id),
  fillMarkPx: '',
  feeCcy: fill.commissionAsset,
  ts: String(fill.time),
})

const fundingBill = (entry) => ({
  bal: '1000',
  balChg: entry.amount,
  billId: String(entry.id),
  ccy: entry.asset,
  clOrdId: '',
  execType: '',
  fee: '0',
  fillFwdPx: '',
  fillIdxPx: '',
  fillMarkPx: '',
  fillMarkVol: '',
  fillPxUsd: '',
  fillPxVol: '',
  fillTime: '',
  from: '',
  instId: entry.symbol,
  instType: 'SWAP',
  interest: '0',
  mgnMode: 'cross',
  notes: '',
  ordId: '',
  pnl: entry.amount,
  posBal: '0',
  posBalChg: '0',
  px: '',
  subType: entry.amount.startsWith('-') ? '173' : '174',
  sz: '0',
  tag: '',
  to: '',
  tradeId: '',
  ts: String(entry.time),
  type: '8',
})

/** OKX's answer to too many requests: HTTP 429, code 50011. */
const RATE_LIMITED = refusal(429, '50011', 'Too Many Requests')

const PRIVATE_PATHS = ['/api/v5/account/config', '/api/v5/trade/fills-history', '/api/v5/account/bills-archive']

/**
 * Answers one request below OKX's host, or undefined for another host. Its private requests share
 * the fake's rate limit and request count (fake-exchange.mjs).
 */
export function okxRoute(state, host, path, request) {
  if (host !== OKX_HOST) return undefined
  const { query } = request
  if (request.method === 'GET' && path === '/api/v5/public/instruments') {
    const list = INSTRUMENTS[query.get('instType') ?? '']
    return list ? ok(list) : refusal(400, '51000', 'Parameter instType error')
  }
  if (request.method !== 'GET' || !PRIVATE_PATHS.includes(path)) return { status: 404, body: { code: '404', msg: 'Not Found' } }
  if (state.rateLimit.after <= 0 && state.rateLimit.count > 0) {
    state.rateLimit.count--
    return RATE_LIMITED
  }
  state.rateLimit.after--
  const { key, refusal: refused } = checkSignature(state, path, request)
  if (refused) return refused
  state.privateRequests++
  switch (path) {
    case '/api/v5/account/config': {
      const perm = ['read_only', ...key.permissions.filter((right) => right === 'trade' || right === 'withdraw')].join(',')
      return ok([
        {
          acctLv: '2',
          acctStpMode: 'cancel_maker',
          autoLoan: false,
          ctIsoMode: 'automatic',
          enableSpotBorrow: false,
          greeksType: 'PA',
          ip: '',
          kycLv: '3',
          label: 'journal',
          level: 'Lv1',
          levelTmp: '',
          liquidationGear: '-1',
          mainUid: '44705892343619584',
          mgnIsoMode: 'automatic',
          opAuth: '1',
          perm,
          posMode: 'net_mode',
          roleType: '0',
          spotBorrowAutoRepay: false,
          spotOffsetType: '',
          spotRoleType: '0',
          spotTraderInsts: [],
          traderInsts: [],
          type: '0',
          uid: '44705892343619584',
        },
      ])
    }
    case '/api/v5/trade/fills-history': {
      const instType = query.get('instType')
      const fills = { SPOT: state.fills.okx.spot, SWAP: state.fills.okx.swap }[instType ?? '']
      if (!fills) return refusal(400, '51000', 'Parameter instType error')
      return ok(billPage(fills.map(fillRow(instType)), query))
    }
    case '/api/v5/account/bills-archive': {
      const type = query.get('type')
      const bills = state.funding.okx.map(fundingBill).filter((bill) => type === null || bill.type === type)
      return ok(billPage(bills, query))
    }
  }
  return undefined
}
