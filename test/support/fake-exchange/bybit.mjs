// Bybit's v5 endpoints as ccxt calls them for a read-only sync of a unified account: the market
// lists (spot, linear, inverse), the key's information, the execution list (fills, and the funding
// executions Bybit lists among them) and the transaction log. Shapes, signature check (HMAC-SHA256
// hex of timestamp + key + recvWindow + query string, in the X-BAPI-* headers), retCodes, 7-day
// windows, newest-first order and cursor paging as Bybit documents them (bybit-exchange.github.io/docs/v5).
import { createHmac, timingSafeEqual } from 'node:crypto'

const DAY = 24 * 3600 * 1000
const UID = 24617703

const answer = (result, extra = {}) => ({ status: 200, body: { retCode: 0, retMsg: 'OK', result, retExtInfo: {}, time: Date.now() }, ...extra })
const refusal = (retCode, retMsg) => ({ status: 200, body: { retCode, retMsg, result: {}, retExtInfo: {}, time: Date.now() } })

const spotInstrument = (symbol, baseCoin, quoteCoin) => ({
  symbol,
  baseCoin,
  quoteCoin,
  innovation: '0',
  status: 'Trading',
  marginTrading: 'utaOnly',
  stTag: '0',
  lotSizeFilter: { basePrecision: '0.000001', quotePrecision: '0.00000001', minOrderQty: '0.000048', maxOrderQty: '71.73956243', minOrderAmt: '1', maxOrderAmt: '2000000' },
  priceFilter: { tickSize: '0.01' },
  riskParameters: { priceLimitRatioX: '0.01', priceLimitRatioY: '0.02' },
})

const contractInstrument = (symbol, baseCoin, quoteCoin, inverse) => ({
  symbol,
  contractType: inverse ? 'InversePerpetual' : 'LinearPerpetual',
  status: 'Trading',
  baseCoin,
  quoteCoin,
  launchTime: '1585526400000',
  deliveryTime: '0',
  deliveryFeeRate: '',
  priceScale: inverse ? '1' : '2',
  leverageFilter: { minLeverage: '1', maxLeverage: '100.00', leverageStep: '0.01' },
  priceFilter: { minPrice: '0.10', maxPrice: '1999999.80', tickSize: inverse ? '0.5' : '0.10' },
  lotSizeFilter: inverse
    ? { maxOrderQty: '100000000', minOrderQty: '1', qtyStep: '1', postOnlyMaxOrderQty: '100000000', maxMktOrderQty: '20000000', minNotionalValue: '' }
    : { maxOrderQty: '1190.000', minOrderQty: '0.001', qtyStep: '0.001', postOnlyMaxOrderQty: '1190.000', maxMktOrderQty: '500.000', minNotionalValue: '5' },
  unifiedMarginTrade: true,
  fundingInterval: 480,
  settleCoin: inverse ? baseCoin : quoteCoin,
  copyTrading: inverse ? 'none' : 'both',
  upperFundingRate: '0.00375',
  lowerFundingRate: '-0.00375',
  isPreListing: false,
  preListingInfo: null,
})

const INSTRUMENTS = {
  spot: [spotInstrument('BTCUSDT', 'BTC', 'USDT'), spotInstrument('ETHUSDT', 'ETH', 'USDT'), spotInstrument('SOLUSDT', 'SOL', 'USDT')],
  linear: [contractInstrument('BTCUSDT', 'BTC', 'USDT', false), contractInstrument('ETHUSDT', 'ETH', 'USDT', false)],
  inverse: [contractInstrument('BTCUSD', 'BTC', 'USD', true), contractInstrument('ETHUSD', 'ETH', 'USD', true)],
}

/** Bybit's check: HMAC-SHA256 (hex) of timestamp + api key + recvWindow + the query string as sent. */
function checkSignature(state, request) {
  const apiKey = request.headers['x-bapi-api-key'] ?? ''
  const key = state.keys.get(apiKey)
  if (!key || key.exchange !== 'bybit') return { refusal: refusal(10003, 'API key is invalid.') }
  const timestamp = request.headers['x-bapi-timestamp'] ?? ''
  const recvWindow = request.headers['x-bapi-recv-window'] ?? '5000'
  const payload = `${timestamp}${apiKey}${recvWindow}${request.rawQuery}`
  const expected = Buffer.from(createHmac('sha256', key.secret).update(payload).digest('hex'))
  const given = Buffer.from(request.headers['x-bapi-sign'] ?? '')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refusal: refusal(10004, `error sign! origin_string[${payload.replace(apiKey, '')}]`) }
  const serverTime = Date.now()
  if (!(Number(timestamp) >= serverTime - Number(recvWindow) && Number(timestamp) < serverTime + 1000)) {
    return {
      refusal: refusal(
        10002,
        `invalid request, please check your server timestamp or recv_window param. req_timestamp[${timestamp}],server_timestamp[${serverTime}],recv_window[${recvWindow}]`,
      ),
    }
  }
  return { key }
}

/** The key's information: a read-only key reads the areas it names; a read-write one can act in them. */
function keyInformation(key, apiKey) {
  const trades = key.permissions.includes('trade')
  const withdraws = key.permissions.includes('withdraw')
  return {
    id: '13770661',
    note: 'journal',
    apiKey,
    readOnly: trades || withdraws ? 0 : 1,
    secret: '',
    permissions: {
      ContractTrade: ['Order', 'Position'],
      Spot: ['SpotTrade'],
      Wallet: withdraws ? ['AccountTransfer', 'SubMemberTransfer', 'Withdraw'] : ['AccountTransfer'],
      Options: trades ? ['OptionsTrade'] : [],
      Derivatives: trades ? ['DerivativesTrade'] : [],
      CopyTrading: [],
      BlockTrade: [],
      Exchange: ['ExchangeHistory'],
      NFT: [],
      Affiliate: [],
      Earn: [],
    },
    ips: ['*'],
    type: 1,
    deadlineDay: 66,
    expiredAt: '2027-02-01T07:20:25Z',
    createdAt: '2026-10-16T02:24:40Z',
    unified: 0,
    uta: 1,
    userID: UID,
    inviterID: 0,
    vipLevel: 'No VIP',
    mktMakerLevel: '0',
    affiliateID: 0,
    rsaPublicKey: '',
    isMaster: true,
    parentUid: '0',
    kycLevel: 'LEVEL_DEFAULT',
    kycRegion: '',
  }
}

const uuidOf = (n) => `00000000-0000-5000-8000-${String(n).padStart(12, '0')}`
const spotBaseOf = (symbol) => INSTRUMENTS.spot.find((instrument) => instrument.symbol === symbol)?.baseCoin ?? symbol.replace(/USDT$/, '')
const fundingCategory = (entry) => entry.category ?? (entry.symbol.endsWith('USD') ? 'inverse' : 'linear')

function execution(category, fill) {
  const inverse = category === 'inverse'
  const value = inverse ? Number(fill.qty) / Number(fill.price) : Number(fill.price) * Number(fill.qty)
  return {
    symbol: fill.symbol,
    orderType: 'Market',
    underlyingPrice: '',
    orderLinkId: '',
    side: fill.side === 'buy' ? 'Buy' : 'Sell',
    indexPrice: '',
    orderId: category === 'spot' ? String(1_600_000_000_000_000_000n + BigInt(fill.orderId)) : uuidOf(fill.orderId),
    stopOrderType: 'UNKNOWN',
    leavesQty: '0',
    execTime: String(fill.time),
    feeCurrency: category === 'spot' ? (fill.commissionAsset ?? (fill.side === 'buy' ? spotBaseOf(fill.symbol) : 'USDT')) : '',
    isMaker: false,
    execFee: fill.commission,
    feeRate: '0.001',
    execId: category === 'spot' ? String(2_100_000_000_000_000_000n + BigInt(fill.id)) : uuidOf(fill.id),
    tradeIv: '',
    blockTradeId: '',
    markPrice: fill.price,
    execPrice: fill.price,
    markIv: '',
    orderQty: fill.qty,
    orderPrice: fill.price,
    execValue: String(Number(value.toPrecision(12))),
    execType: fill.execType ?? 'Trade',
    execQty: fill.qty,
    closedSize: category === 'spot' ? '' : '0',
    ...(category === 'spot' ? { isLeverage: '0' } : { createType: 'CreateByUser', marketUnit: '' }),
    seq: fill.id,
  }
}

/** Funding as Bybit also lists it among a contract's executions (execType Funding). */
const fundingExecution = (entry) => ({
  ...execution(fundingCategory(entry), {
    symbol: entry.symbol,
    side: 'buy',
    price: '1',
    qty: '1',
    commission: String(-Number(entry.amount)),
    time: entry.time,
    id: entry.id,
    orderId: entry.id,
  }),
  orderType: 'UNKNOWN',
  execType: 'Funding',
  feeRate: '0.0001',
})

function logRows(state) {
  const trades = ['spot', 'linear', 'inverse'].flatMap((category) =>
    state.fills.bybit[category].map((fill) => ({
      id: `${UID}_${fill.symbol}_${fill.id}`,
      symbol: fill.symbol,
      category,
      side: fill.side === 'buy' ? 'Buy' : 'Sell',
      transactionTime: String(fill.time),
      type: 'TRADE',
      transSubType: '',
      qty: fill.qty,
      size: fill.qty,
      currency: category === 'inverse' ? fill.symbol.replace(/USD$/, '') : 'USDT',
      tradePrice: fill.price,
      funding: '',
      fee: fill.commission,
      cashFlow: '0',
      change: String(-Number(fill.commission)),
      cashBalance: '1000',
      feeRate: '0.001',
      bonusChange: '',
      tradeId: category === 'spot' ? String(2_100_000_000_000_000_000n + BigInt(fill.id)) : uuidOf(fill.id),
      orderId: category === 'spot' ? String(1_600_000_000_000_000_000n + BigInt(fill.orderId)) : uuidOf(fill.orderId),
      orderLinkId: '',
      seq: fill.id,
    })),
  )
  const funding = state.funding.bybit.map((entry) => ({
    id: `${UID}_${entry.symbol}_${entry.id}`,
    symbol: entry.symbol,
    category: fundingCategory(entry),
    side: 'Buy',
    transactionTime: String(entry.time),
    type: 'SETTLEMENT',
    transSubType: '',
    qty: '1',
    size: '1',
    currency: entry.asset,
    tradePrice: '1',
    funding: entry.amount,
    fee: '0',
    cashFlow: '0',
    change: entry.amount,
    cashBalance: '1000',
    feeRate: '0.0001',
    bonusChange: '',
    tradeId: '',
    orderId: '',
    orderLinkId: '',
    seq: entry.id,
  }))
  return [...trades, ...funding]
}

/**
 * One page of a newest-first list within [startTime, endTime] (at most 7 days). The cursor names the
 * last row given (time and sequence, as Bybit's "time:seq,time:seq" token, URL-encoded).
 */
function listPage(rows, query, { timeField, maxLimit, defaultLimit, defaultSpan, listsSeq }) {
  const startTime = query.get('startTime')
  const endTime = query.get('endTime')
  const end = endTime === null ? (startTime === null ? Date.now() : Number(startTime) + defaultSpan) : Number(endTime)
  const start = startTime === null ? end - defaultSpan : Number(startTime)
  if (!Number.isFinite(start) || !Number.isFinite(end) || start > end) return { refusal: refusal(10001, 'params error: startTime or endTime invalid') }
  if (end - start > 7 * DAY) return { refusal: refusal(10001, 'params error: The time range between startTime and endTime cannot exceed 7 days.') }
  const limit = Math.min(Math.max(Number(query.get('limit') ?? defaultLimit) || defaultLimit, 1), maxLimit)
  let list = rows.filter((row) => Number(row[timeField]) >= start && Number(row[timeField]) <= end).sort((a, b) => Number(b[timeField]) - Number(a[timeField]) || b.seq - a.seq)
  const cursor = query.get('cursor')
  if (cursor) {
    const match = /^(\d+):(\d+),\1:\2$/.exec(decodeURIComponent(cursor))
    if (!match) return { refusal: refusal(10001, 'params error: cursor invalid') }
    const [time, seq] = [Number(match[1]), Number(match[2])]
    list = list.filter((row) => Number(row[timeField]) < time || (Number(row[timeField]) === time && row.seq < seq))
  }
  const page = list.slice(0, limit)
  const last = page[page.length - 1]
  const nextPageCursor = list.length > limit && last ? encodeURIComponent(`${last[timeField]}:${last.seq},${last[timeField]}:${last.seq}`) : ''
  // Executions show their sequence number; transaction-log rows do not.
  return { list: listsSeq ? page : page.map(({ seq: _seq, ...row }) => row), nextPageCursor }
}

/** True for a request Bybit authenticates (it carries the X-BAPI signature headers). */
export const bybitIsPrivate = (request) => 'x-bapi-sign' in request.headers

/** Answers one request below Bybit's API host, or undefined when the path is not Bybit's. */
export function bybitRoute(state, host, path, request) {
  if (host !== 'api.bybit.com' || request.method !== 'GET') return undefined
  const { query } = request
  if (path === '/v5/market/instruments-info') {
    const category = query.get('category')
    if (!Object.hasOwn(INSTRUMENTS, category ?? '')) return refusal(10001, 'params error: category invalid')
    const list = query.get('status') === 'PreLaunch' ? [] : INSTRUMENTS[category]
    return answer({ category, list, ...(category === 'spot' ? {} : { nextPageCursor: '' }) })
  }
  if (!['/v5/user/query-api', '/v5/execution/list', '/v5/account/transaction-log'].includes(path)) return undefined
  const { key, refusal: refused } = checkSignature(state, request)
  if (refused) return refused
  switch (path) {
    case '/v5/user/query-api':
      return answer(keyInformation(key, request.headers['x-bapi-api-key']))
    case '/v5/execution/list': {
      const category = query.get('category')
      if (!['spot', 'linear', 'inverse'].includes(category ?? '')) return refusal(10001, 'params error: category invalid')
      const fills = state.fills.bybit[category].map((fill) => execution(category, fill))
      const funding = category === 'spot' ? [] : state.funding.bybit.filter((entry) => fundingCategory(entry) === category).map(fundingExecution)
      const execType = query.get('execType')
      const symbol = query.get('symbol')
      const rows = [...fills, ...funding].filter((row) => (execType === null || row.execType === execType) && (symbol === null || row.symbol === symbol))
      const page = listPage(rows, query, { timeField: 'execTime', maxLimit: 100, defaultLimit: 50, defaultSpan: 7 * DAY, listsSeq: true })
      return page.refusal ?? answer({ nextPageCursor: page.nextPageCursor, category, list: page.list })
    }
    case '/v5/account/transaction-log': {
      const accountType = query.get('accountType')
      if (accountType !== null && accountType !== 'UNIFIED') return refusal(10001, 'params error: accountType invalid')
      const type = query.get('type')
      const category = query.get('category')
      const rows = logRows(state).filter((row) => (type === null || row.type === type) && (category === null || row.category === category))
      const page = listPage(rows, query, { timeField: 'transactionTime', maxLimit: 50, defaultLimit: 20, defaultSpan: DAY })
      return page.refusal ?? answer({ nextPageCursor: page.nextPageCursor, list: page.list })
    }
  }
  return undefined
}

/**
 * Bybit's answers to too many requests: on one endpoint, HTTP 200 with retCode 10006 and the limit
 * headers; for an IP over its limit, HTTP 403 with a page that is not JSON.
 */
export const bybitRateLimited = (ip = false) =>
  ip
    ? { status: 403, body: '<html><head><title>403 Forbidden</title></head><body><center><h1>403 Forbidden</h1></center></body></html>' }
    : {
        ...refusal(10006, 'Too many visits!'),
        headers: { 'x-bapi-limit': '10', 'x-bapi-limit-status': '0', 'x-bapi-limit-reset-timestamp': String(Date.now() + 1000) },
      }
