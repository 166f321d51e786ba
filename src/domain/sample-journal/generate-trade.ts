import type { Id } from '../common'
import { add, multiply, parseDecimal, round, subtract, toDecimalString } from '../decimal'
import { grossPnlOf, type TradeDraft } from '../trades'
import type { PriceAt } from './price-paths'
import type { Random } from './random'
import {
  BTC_VOLATILITY,
  SAMPLE_COINS,
  SAMPLE_EMOTION_KEYS,
  SAMPLE_MISTAKE_KEYS,
  SAMPLE_SETUPS,
  SAMPLE_STYLES,
  SAMPLE_VENUES,
  type SampleAccountKey,
  type SampleEmotionKey,
  type SampleMistakeKey,
  type SampleSetupKey,
  type SampleStyle,
  type VenueSpec,
} from './sample-catalog'
import type { SampleTexts } from './sample-texts'

const MINUTE_MS = 60_000
const FUNDING_INTERVAL_MS = 8 * 3_600_000
/** Binance takes 10 % off a fee paid in BNB. */
const BNB_DISCOUNT = 0.9

export interface TradeContext {
  readonly random: Random
  readonly priceAt: PriceAt
  readonly nowMs: number
  readonly texts: SampleTexts
  readonly accountIds: Readonly<Record<SampleAccountKey, Id>>
  readonly setupIds: Readonly<Record<SampleSetupKey, Id>>
  readonly emotionIds: Readonly<Record<SampleEmotionKey, Id>>
  readonly mistakeIds: Readonly<Record<SampleMistakeKey, Id>>
}

/** Decimal text with a fixed number of decimals, never `-0`. */
function fixed(value: number, decimals: number): string {
  const text = value.toFixed(decimals)
  return /^-?0(\.0+)?$/.test(text) ? '0' : text
}

function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals))
}

/** Log-uniform: as many 5-10 minute holds as 50-100 minute ones. */
function logUniform(random: Random, min: number, max: number): number {
  return Math.exp(random.float(Math.log(min), Math.log(max)))
}

type Result = 'win' | 'loss' | 'scratch'

const EMOTION_WEIGHTS: Readonly<Record<Result | 'open', readonly (readonly [SampleEmotionKey, number])[]>> = {
  win: [
    ['calm', 4],
    ['confident', 4],
    ['anxious', 1],
    ['fomo', 1],
    ['frustrated', 0.4],
  ],
  loss: [
    ['calm', 1.5],
    ['confident', 1.2],
    ['anxious', 2.5],
    ['fomo', 3],
    ['frustrated', 3],
  ],
  scratch: [
    ['calm', 2],
    ['confident', 1],
    ['anxious', 3],
    ['fomo', 1],
    ['frustrated', 1],
  ],
  open: [
    ['calm', 3],
    ['confident', 2],
    ['anxious', 2],
    ['fomo', 1],
    ['frustrated', 0.5],
  ],
}

function tagIdsFor(context: TradeContext, result: Result | 'open'): Id[] {
  const { random } = context
  const ids = new Set<Id>()
  if (random.chance(0.55)) {
    ids.add(context.emotionIds[random.weighted(EMOTION_WEIGHTS[result])])
    if (random.chance(0.15)) ids.add(context.emotionIds[random.pick(SAMPLE_EMOTION_KEYS)])
  }
  const mistakeChance = result === 'loss' ? 0.45 : result === 'scratch' ? 0.2 : result === 'win' ? 0.08 : 0.1
  if (random.chance(mistakeChance)) {
    ids.add(context.mistakeIds[random.pick(SAMPLE_MISTAKE_KEYS)])
    if (random.chance(0.12)) ids.add(context.mistakeIds[random.pick(SAMPLE_MISTAKE_KEYS)])
  }
  return [...ids]
}

function noteFor(context: TradeContext, result: Result | 'open'): string {
  const { random, texts } = context
  if (!random.chance(0.55)) return ''
  const pool = random.chance(0.25) ? texts.notes.any : result === 'open' ? texts.notes.open : result === 'win' ? texts.notes.win : texts.notes.loss
  return pool.length > 0 ? random.pick(pool) : ''
}

/** Net funding as a cash flow in the quote coin: negative when paid, positive when received. */
function fundingFor(random: Random, openedMs: number, untilMs: number, notional: number, direction: number): number {
  const intervals = Math.floor(untilMs / FUNDING_INTERVAL_MS) - Math.floor(openedMs / FUNDING_INTERVAL_MS)
  let rate = 0
  // Usually longs pay shorts about 0.01 % per interval; sometimes the market flips it.
  for (let i = 0; i < intervals; i++) rate += 0.0001 + 0.00012 * random.normal()
  return -direction * notional * rate
}

/**
 * One sample trade as the form would type it (a TradeDraft), from the venue, instrument, setup and
 * holding style drawn at random. `openedMs` is when it opened; an open trade has no exit yet.
 */
export function generateTradeDraft(context: TradeContext, openedMs: number, open: boolean): TradeDraft {
  const { random, priceAt, nowMs } = context
  const venue: VenueSpec = random.weighted(SAMPLE_VENUES.map((v) => [v, v.weight] as const))
  const instrument = random.weighted(venue.instruments.map((i) => [i, i.weight] as const))
  // Nobody scalps spot at spot fees: spot trades are held for hours or days.
  const styles = Object.entries(SAMPLE_STYLES).filter(([key]) => instrument.marketType !== 'spot' || key !== 'scalp')
  const style: SampleStyle = random.weighted(styles.map(([key, spec]) => [key as SampleStyle, spec.weight] as const))
  const setupKey: SampleSetupKey = random.weighted(Object.entries(SAMPLE_SETUPS).map(([key, spec]) => [key as SampleSetupKey, spec.weight] as const))
  const { marketType, priceDecimals: pd, quantityDecimals: qd } = instrument
  const derivative = marketType !== 'spot'
  const direction = derivative && !random.chance(0.55) ? -1 : 1
  const side = marketType === 'spot' ? 'buy' : direction === 1 ? 'long' : 'short'
  const tick = 10 ** -pd

  // Prices: near the coin's market price; the stop at a distance that fits the style and the coin.
  const coin = SAMPLE_COINS[instrument.coin]
  const entry = Math.max(roundTo(priceAt(instrument.coin, openedMs) * (1 + 0.002 * random.normal()), pd), tick)
  const stopFraction = random.float(...SAMPLE_STYLES[style].stopDistance) * (coin.dailyVolatility / BTC_VOLATILITY)
  const stop = Math.max(roundTo(entry * (1 - direction * stopFraction), pd), tick)
  const stopDistance = Math.max(Math.abs(entry - stop), tick)
  const plannedR = random.float(1.2, 3.5)
  const target = Math.max(roundTo(entry + direction * plannedR * stopDistance, pd), tick)
  const hasStop = random.chance(0.85)
  const hasTarget = random.chance(0.7)

  // Size: a slice of the capital at risk to the stop, with the margin kept to a sane part of it.
  const riskMoney = venue.capital * random.float(...venue.riskPerTrade)
  let baseQuantity = riskMoney / stopDistance
  if (marketType === 'spot') baseQuantity = Math.min(baseQuantity, (venue.capital * 0.6) / entry)
  let leverage = derivative ? random.weighted(venue.leverages) : 1
  const maxLeverage = Math.max(...venue.leverages.map(([value]) => value))
  if (derivative) leverage = Math.min(maxLeverage, Math.max(leverage, Math.ceil((baseQuantity * entry) / (venue.capital * 0.5))))
  const contractSize = instrument.contractSize
  const quantity = contractSize ? String(Math.max(1, Math.round((baseQuantity * entry) / contractSize))) : fixed(Math.max(roundTo(baseQuantity, qd), 10 ** -qd), qd)
  const notional = contractSize ? Number(quantity) * contractSize : Number(quantity) * entry

  // Outcome: the setup's edge, the venue's, and a worse hand at night (UTC), when the trader is tired.
  const hour = new Date(openedMs).getUTCHours()
  const winRate = SAMPLE_SETUPS[setupKey].winRate + venue.edge - (hour >= 22 || hour < 5 ? 0.05 : 0)
  const result: Result = random.chance(0.03) ? 'scratch' : random.chance(winRate) ? 'win' : 'loss'
  let exit = entry
  if (result === 'win') {
    const hitTarget = hasTarget && random.chance(0.45)
    const r = hitTarget ? plannedR : Math.min(Math.max(Math.exp(0.1 + 0.55 * random.normal()), 0.15), 4.5)
    exit = hitTarget ? target : roundTo(entry + direction * r * stopDistance, pd)
  } else if (result === 'loss') {
    const stopped = hasStop && random.chance(0.6)
    const r = stopped ? 1 + random.float(0, 0.08) : hasStop ? random.float(0.15, 0.95) : random.float(0.2, 1.8)
    exit = stopped && r < 1.0001 ? stop : roundTo(entry - direction * r * stopDistance, pd)
  }
  exit = Math.max(exit, tick)

  const holdMs = logUniform(random, ...SAMPLE_STYLES[style].holdMinutes) * MINUTE_MS
  // Closed trades end before now, and at least a minute after they opened.
  const closedMs = Math.round(Math.max(Math.min(openedMs + holdMs, nowMs - random.int(1, 30) * MINUTE_MS), openedMs + MINUTE_MS) / 1000) * 1000
  const untilMs = open ? nowMs : closedMs

  // Fees: maker or taker on each side; a stop-out is a market order.
  const schedule = marketType === 'spot' ? (venue.spotFees ?? venue.fees) : venue.fees
  const entryRate = random.chance(0.4) ? schedule.maker : schedule.taker
  const exitRate = result === 'loss' || random.chance(0.55) ? schedule.taker : schedule.maker
  let fee: string | undefined
  let feeAsset: string | undefined
  let feeInQuote = 0
  if (marketType === 'inverse' && contractSize) {
    const coinFee = (notional / entry) * entryRate + (open ? 0 : (notional / exit) * exitRate)
    fee = fixed(coinFee, 8)
    feeAsset = instrument.coin
  } else {
    feeInQuote = notional * entryRate + (open ? 0 : Number(quantity) * exit * exitRate)
    fee = fixed(feeInQuote, 6)
  }
  const bnbFee = marketType === 'linear' && random.chance(venue.bnbFeeShare ?? 0)
  const bnbPrice = roundTo(priceAt('BNB', untilMs), 2)
  if (bnbFee) {
    fee = fixed((feeInQuote * BNB_DISCOUNT) / bnbPrice, 8)
    feeAsset = 'BNB'
  }

  const funding = derivative ? fundingFor(random, openedMs, untilMs, notional, direction) : 0
  const fundingText = fixed(funding, 6)
  const tagIds = tagIdsFor(context, open ? 'open' : result)
  const notes = noteFor(context, open ? 'open' : result)

  const entryText = fixed(entry, pd)
  const exitText = fixed(exit, pd)
  const draft: TradeDraft = {
    symbol: instrument.symbol,
    side,
    marketType,
    entryPrice: entryText,
    quantity,
    ...(contractSize ? { contractSize: String(contractSize) } : {}),
    ...(derivative ? { leverage: String(leverage) } : {}),
    tradingFee: fee,
    ...(feeAsset ? { feeAsset } : {}),
    ...(fundingText !== '0' ? { fundingFee: fundingText } : {}),
    ...(hasStop || open ? { stopLoss: fixed(stop, pd) } : {}),
    ...(hasTarget ? { takeProfit: fixed(target, pd) } : {}),
    openedAt: new Date(openedMs).toISOString(),
    ...(random.chance(0.92) ? { setupId: context.setupIds[setupKey] } : {}),
    exchange: venue.exchange,
    ...(venue.account ? { accountId: context.accountIds[venue.account] } : {}),
    notes,
    tagIds,
  }
  if (open) return draft

  // A fee paid in BNB has no price in the trade itself: the exchange's net P&L is kept as the
  // stated figure, the way an import from Binance would keep it.
  const netPnl = bnbFee ? bnbNetPnl(entryText, exitText, quantity, direction, fee, bnbPrice, fundingText) : undefined
  return { ...draft, exitPrice: exitText, closedAt: new Date(closedMs).toISOString(), ...(netPnl ? { netPnl } : {}) }
}

function bnbNetPnl(entry: string, exit: string, quantity: string, direction: 1 | -1, fee: string, bnbPrice: number, funding: string): string {
  const gross = grossPnlOf({ marketType: 'linear', entryPrice: parseDecimal(entry), quantity: parseDecimal(quantity) }, parseDecimal(exit), direction)
  const feeInQuote = multiply(parseDecimal(fee), parseDecimal(fixed(bnbPrice, 2)))
  return toDecimalString(round(add(subtract(gross, feeInQuote), parseDecimal(funding)), 8))
}
