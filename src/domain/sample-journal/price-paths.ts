import { createRandom } from './random'
import { SAMPLE_COINS, type SampleCoin } from './sample-catalog'

const DAY_MS = 86_400_000

/** A coin's price at any instant of the sample period. */
export type PriceAt = (coin: SampleCoin, epochMs: number) => number

/**
 * Daily closes per coin as a random walk (log-normal, zero drift) from its start price, with linear
 * interpolation inside a day. Drawn from their own stream, so the same seed gives the same market
 * whatever the number of trades.
 */
export function createPricePaths(seed: number, startMs: number, days: number): PriceAt {
  const random = createRandom(seed, 'prices')
  // BTC leads the market: alt coins follow part of its move, as they do.
  const btcMoves = Array.from({ length: days + 2 }, () => random.normal())
  const closes = new Map<SampleCoin, number[]>()
  for (const coin of Object.keys(SAMPLE_COINS) as SampleCoin[]) {
    const { startPrice, dailyVolatility: sigma } = SAMPLE_COINS[coin]
    const correlation = coin === 'BTC' ? 1 : 0.6
    const path = [startPrice]
    for (let day = 1; day <= days + 1; day++) {
      const shock = correlation * (btcMoves[day] ?? 0) + Math.sqrt(1 - correlation * correlation) * random.normal()
      path.push((path[day - 1] ?? startPrice) * Math.exp(sigma * shock - (sigma * sigma) / 2))
    }
    closes.set(coin, path)
  }
  return (coin, epochMs) => {
    const path = closes.get(coin) ?? [SAMPLE_COINS[coin].startPrice]
    const position = Math.min(Math.max((epochMs - startMs) / DAY_MS, 0), path.length - 1)
    const day = Math.floor(position)
    const from = path[day] ?? path[0] ?? 1
    const to = path[Math.min(day + 1, path.length - 1)] ?? from
    return from + (to - from) * (position - day)
  }
}
