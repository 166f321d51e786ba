// Binance's endpoints as ccxt calls them for a read-only sync: the market lists, the key's
// restrictions, the spot balance, spot, USDⓈ-M and COIN-M fills, and USDⓈ-M and COIN-M income (funding). Shapes,
// signature check (HMAC-SHA256 of the query string, hex, key in X-MBX-APIKEY), error codes and
// limits as Binance documents them (developers.binance.com, Spot and USDⓈ-M Futures REST API).
import { createHmac, timingSafeEqual } from 'node:crypto'

const DAY = 24 * 3600 * 1000

const spotSymbol = (symbol, base, quote) => ({
  symbol,
  status: 'TRADING',
  baseAsset: base,
  baseAssetPrecision: 8,
  quoteAsset: quote,
  quotePrecision: 8,
  quoteAssetPrecision: 8,
  orderTypes: ['LIMIT', 'LIMIT_MAKER', 'MARKET', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT_LIMIT'],
  icebergAllowed: true,
  ocoAllowed: true,
  isSpotTradingAllowed: true,
  isMarginTradingAllowed: true,
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '0.01000000', maxPrice: '1000000.00000000', tickSize: '0.01000000' },
    { filterType: 'LOT_SIZE', minQty: '0.00001000', maxQty: '9000.00000000', stepSize: '0.00001000' },
    { filterType: 'NOTIONAL', minNotional: '5.00000000', applyMinToMarket: true, maxNotional: '9000000.00000000', applyMaxToMarket: false, avgPriceMins: 5 },
  ],
  permissions: [],
  permissionSets: [['SPOT', 'MARGIN']],
  defaultSelfTradePreventionMode: 'EXPIRE_MAKER',
  allowedSelfTradePreventionModes: ['EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'],
})

const futuresSymbol = (symbol, base, quote) => ({
  symbol,
  pair: symbol,
  contractType: 'PERPETUAL',
  deliveryDate: 4133404800000,
  onboardDate: 1569398400000,
  status: 'TRADING',
  maintMarginPercent: '2.5000',
  requiredMarginPercent: '5.0000',
  baseAsset: base,
  quoteAsset: quote,
  marginAsset: quote,
  pricePrecision: 2,
  quantityPrecision: 3,
  baseAssetPrecision: 8,
  quotePrecision: 8,
  underlyingType: 'COIN',
  underlyingSubType: ['PoW'],
  triggerProtect: '0.0500',
  liquidationFee: '0.012500',
  marketTakeBound: '0.05',
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '556.80', maxPrice: '4529764', tickSize: '0.10' },
    { filterType: 'LOT_SIZE', minQty: '0.001', maxQty: '1000', stepSize: '0.001' },
    { filterType: 'MARKET_LOT_SIZE', minQty: '0.001', maxQty: '120', stepSize: '0.001' },
    { filterType: 'MIN_NOTIONAL', notional: '100' },
  ],
  orderTypes: ['LIMIT', 'MARKET', 'STOP', 'STOP_MARKET', 'TAKE_PROFIT', 'TAKE_PROFIT_MARKET', 'TRAILING_STOP_MARKET'],
  timeInForce: ['GTC', 'IOC', 'FOK', 'GTX', 'GTD'],
})

/** A COIN-M perpetual: contracts of `contractSize` USD, margined and settled in the coin. */
const coinMarginedSymbol = (base) => ({
  ...futuresSymbol(`${base}USD_PERP`, base, 'USD'),
  pair: `${base}USD`,
  status: undefined,
  contractStatus: 'TRADING',
  contractSize: base === 'BTC' ? 100 : 10,
  marginAsset: base,
  pricePrecision: 1,
  quantityPrecision: 0,
  equalQtyPrecision: 4,
  filters: [
    { minPrice: '0.1', maxPrice: '100000', filterType: 'PRICE_FILTER', tickSize: '0.1' },
    { stepSize: '1', filterType: 'LOT_SIZE', maxQty: '100000', minQty: '1' },
    { stepSize: '1', filterType: 'MARKET_LOT_SIZE', maxQty: '100000', minQty: '1' },
  ],
})

const SPOT_MARKETS = [spotSymbol('BTCUSDT', 'BTC', 'USDT'), spotSymbol('ETHUSDT', 'ETH', 'USDT'), spotSymbol('SOLUSDT', 'SOL', 'USDT')]
const FUTURES_MARKETS = [futuresSymbol('BTCUSDT', 'BTC', 'USDT'), futuresSymbol('ETHUSDT', 'ETH', 'USDT')]
const COIN_MARGINED_MARKETS = [coinMarginedSymbol('BTC'), coinMarginedSymbol('ETH')]

const error = (status, code, msg) => ({ status, body: { code, msg } })
const INVALID_KEY = error(401, -2015, 'Invalid API-key, IP, or permissions for action.')
const BAD_SIGNATURE = error(400, -1022, 'Signature for this request is not valid.')

/** The query string as sent, without `&signature=...`: what Binance signs. */
function signedPayload(rawQuery) {
  const at = rawQuery.lastIndexOf('signature=')
  if (at < 0) return undefined
  return { payload: rawQuery.slice(0, Math.max(0, at - 1)), signature: rawQuery.slice(at + 'signature='.length).split('&')[0] }
}

function checkSignature(state, request) {
  const key = state.keys.get(request.headers['x-mbx-apikey'] ?? '')
  if (!key || key.exchange !== 'binance') return { refusal: INVALID_KEY }
  const signed = signedPayload(request.rawQuery)
  if (!signed) return { refusal: error(400, -1102, "Mandatory parameter 'signature' was not sent, was empty/null, or malformed.") }
  const expected = Buffer.from(createHmac('sha256', key.secret).update(signed.payload).digest('hex'))
  const given = Buffer.from(signed.signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refusal: BAD_SIGNATURE }
  const timestamp = Number(request.query.get('timestamp'))
  const recvWindow = Number(request.query.get('recvWindow') ?? 5000)
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() - timestamp) > Math.max(recvWindow, 1000) + 1000) {
    return { refusal: error(400, -1021, 'Timestamp for this request is outside of the recvWindow.') }
  }
  return { key }
}

const limitOf = (query, fallback, max) => Math.min(Math.max(Number(query.get('limit') ?? fallback) || fallback, 1), max)

function tradesPage(state, fills, query, max) {
  const symbol = query.get('symbol')
  if (!symbol) return error(400, -1102, "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed.")
  if (state.forgotten.has(symbol)) return error(400, -1121, 'Invalid symbol.')
  const limit = limitOf(query, 500, max)
  let rows = fills.filter((fill) => fill.symbol === symbol)
  const fromId = query.get('fromId')
  const startTime = query.get('startTime')
  const endTime = query.get('endTime')
  if (fromId !== null) rows = rows.filter((fill) => fill.id >= Number(fromId))
  else if (startTime !== null || endTime !== null) {
    const start = startTime === null ? Number(endTime) - DAY : Number(startTime)
    const end = endTime === null ? start + DAY : Number(endTime)
    rows = rows.filter((fill) => fill.time >= start && fill.time <= end)
  } else rows = rows.slice(-limit) // no window: the most recent trades
  return { rows: rows.slice(0, limit) }
}

const spotTrade = (fill) => ({
  symbol: fill.symbol,
  id: fill.id,
  orderId: fill.orderId,
  orderListId: -1,
  price: fill.price,
  qty: fill.qty,
  quoteQty: fill.quoteQty,
  commission: fill.commission,
  commissionAsset: fill.commissionAsset,
  time: fill.time,
  isBuyer: fill.side === 'buy',
  isMaker: false,
  isBestMatch: true,
})

const futuresTrade = (fill) => ({
  buyer: fill.side === 'buy',
  commission: fill.commission,
  commissionAsset: fill.commissionAsset,
  id: fill.id,
  maker: false,
  orderId: fill.orderId,
  price: fill.price,
  qty: fill.qty,
  quoteQty: fill.quoteQty,
  realizedPnl: fill.realizedPnl ?? '0',
  side: fill.side.toUpperCase(),
  positionSide: 'BOTH',
  symbol: fill.symbol,
  time: fill.time,
})

/** COIN-M's fill: quantity in contracts, with the coin amount (`baseQty`) beside it. */
const coinMarginedTrade = (fill) => {
  const { quoteQty: _quoteQty, ...trade } = futuresTrade(fill)
  const contractSize = COIN_MARGINED_MARKETS.find((market) => market.symbol === fill.symbol)?.contractSize ?? 100
  return { ...trade, pair: fill.symbol.replace(/_.*$/, ''), marginAsset: fill.commissionAsset, baseQty: String((Number(fill.qty) * contractSize) / Number(fill.price)) }
}

/** COIN-M symbols (BTCUSD_PERP) carry an underscore; USDⓈ-M ones (BTCUSDT) never do. */
const isCoinMargined = (symbol) => symbol.includes('_')

/** Income rows of one futures kind: the seeded funding, plus the commission Binance books for every futures fill. */
function incomeRows(state, kind) {
  const commissions = state.fills.binance[kind].map((fill) => ({
    symbol: fill.symbol,
    incomeType: 'COMMISSION',
    income: `-${fill.commission}`,
    asset: fill.commissionAsset,
    info: 'COMMISSION',
    time: fill.time,
    tranId: 9_000_000_000 + fill.id,
    tradeId: String(fill.id),
  }))
  const funding = state.funding.binance
    .filter((entry) => isCoinMargined(entry.symbol) === (kind === 'inverse'))
    .map((entry) => ({
      symbol: entry.symbol,
      incomeType: 'FUNDING_FEE',
      income: entry.amount,
      asset: entry.asset,
      info: 'FUNDING_FEE',
      time: entry.time,
      tranId: entry.id,
      tradeId: '',
    }))
  return [...commissions, ...funding].sort((a, b) => a.time - b.time || a.tranId - b.tranId)
}

/** Answers one request below a Binance host, or undefined when the path is not Binance's. */
export function binanceRoute(state, host, path, request) {
  const get = request.method === 'GET'
  if (host === 'api.binance.com' && get && path === '/api/v3/exchangeInfo') {
    return { status: 200, body: { timezone: 'UTC', serverTime: Date.now(), rateLimits: [], exchangeFilters: [], symbols: SPOT_MARKETS } }
  }
  if (host === 'fapi.binance.com' && get && path === '/fapi/v1/exchangeInfo') {
    return { status: 200, body: { timezone: 'UTC', serverTime: Date.now(), futuresType: 'U_MARGINED', rateLimits: [], exchangeFilters: [], assets: [], symbols: FUTURES_MARKETS } }
  }
  if (host === 'dapi.binance.com' && get && path === '/dapi/v1/exchangeInfo') {
    return { status: 200, body: { timezone: 'UTC', serverTime: Date.now(), rateLimits: [], exchangeFilters: [], symbols: COIN_MARGINED_MARKETS } }
  }
  const privatePaths = {
    'api.binance.com': ['/sapi/v1/account/apiRestrictions', '/api/v3/account', '/api/v3/myTrades'],
    'fapi.binance.com': ['/fapi/v1/userTrades', '/fapi/v1/income'],
    'dapi.binance.com': ['/dapi/v1/userTrades', '/dapi/v1/income'],
  }
  if (!get || !(privatePaths[host] ?? []).includes(path)) return undefined
  const { key, refusal } = checkSignature(state, request)
  if (refusal) return refusal
  const { query } = request
  switch (path) {
    case '/sapi/v1/account/apiRestrictions':
      return {
        status: 200,
        body: {
          ipRestrict: false,
          createTime: 1_700_000_000_000,
          enableReading: true,
          enableWithdrawals: key.permissions.includes('withdraw'),
          enableInternalTransfer: false,
          enableMargin: false,
          enableFutures: key.permissions.includes('trade'),
          permitsUniversalTransfer: false,
          enableVanillaOptions: false,
          enableFixApiTrade: false,
          enableFixReadOnly: false,
          enableSpotAndMarginTrading: key.permissions.includes('trade'),
          enablePortfolioMarginTrading: false,
        },
      }
    case '/api/v3/account': {
      const assets = [...new Set(state.fills.binance.spot.map((fill) => fill.symbol.replace(/USDT$/, '')))]
      return {
        status: 200,
        body: {
          makerCommission: 10,
          takerCommission: 10,
          buyerCommission: 0,
          sellerCommission: 0,
          canTrade: key.permissions.includes('trade'),
          canWithdraw: key.permissions.includes('withdraw'),
          canDeposit: true,
          brokered: false,
          requireSelfTradePrevention: false,
          preventSor: false,
          updateTime: Date.now(),
          accountType: 'SPOT',
          balances: [{ asset: 'USDT', free: '1000.00000000', locked: '0.00000000' }, ...assets.map((asset) => ({ asset, free: '1.00000000', locked: '0.00000000' }))],
          permissions: ['SPOT'],
          uid: 354937868,
        },
      }
    }
    case '/api/v3/myTrades': {
      const page = tradesPage(state, state.fills.binance.spot, query, 1000)
      return page.rows ? { status: 200, body: page.rows.map(spotTrade) } : page
    }
    case '/fapi/v1/userTrades': {
      const page = tradesPage(state, state.fills.binance.linear, query, 1000)
      return page.rows ? { status: 200, body: page.rows.map(futuresTrade) } : page
    }
    case '/dapi/v1/userTrades': {
      const page = tradesPage(state, state.fills.binance.inverse, query, 1000)
      return page.rows ? { status: 200, body: page.rows.map(coinMarginedTrade) } : page
    }
    case '/fapi/v1/income':
    case '/dapi/v1/income': {
      const limit = limitOf(query, 100, 1000)
      const type = query.get('incomeType')
      const start = query.get('startTime') === null ? Date.now() - 7 * DAY : Number(query.get('startTime'))
      const end = query.get('endTime') === null ? Date.now() : Number(query.get('endTime'))
      const rows = incomeRows(state, path.startsWith('/dapi') ? 'inverse' : 'linear').filter(
        (row) => (type === null || row.incomeType === type) && row.time >= start && row.time <= end,
      )
      return { status: 200, body: rows.slice(0, limit) }
    }
  }
  return undefined
}

/** Binance's answer to too many requests (HTTP 429, code -1003), with its Retry-After. */
export const binanceRateLimited = () => ({
  status: 429,
  headers: { 'retry-after': '1' },
  body: {
    code: -1003,
    msg: 'Too many requests; current limit of IP(127.0.0.1) is 6000 requests per minute. Please use WebSocket Streams for live updates to avoid polling the API.',
  },
})
