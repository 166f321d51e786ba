import type { CcxtMarket } from './client.ts'

/**
 * Markets ccxt no longer lists (a delisted pair, an expired delivery contract): its market list
 * holds only what the exchange trades today, yet a trader's history keeps their fills. Such a fill is
 * journaled when the exchange's own answer states everything the journal needs: the market type
 * (from the list the fill came in), the coins (from an instrument id whose form the exchange fixes)
 * and the contract size (fixed by the exchange for the whole category). Where one of them would be a
 * guess (a spot pair without a separator, a swap whose contract value is per instrument), the fill is
 * skipped and counted, never journaled with a guessed quantity.
 */

/** A stand-in for the market of such a fill, shaped as ccxt's own markets so ccxt's parsers read it. */
export function unlistedMarket(fields: {
  readonly id: string
  readonly symbol: string
  readonly base: string
  readonly quote: string
  readonly kind: 'spot' | 'linear' | 'inverse'
  readonly contractSize?: number
}): CcxtMarket {
  const { id, symbol, base, quote, kind, contractSize } = fields
  const contract = kind !== 'spot'
  return {
    id,
    symbol,
    base,
    quote,
    spot: !contract,
    linear: kind === 'linear',
    inverse: kind === 'inverse',
    ...(contract ? { contractSize } : {}),
    // ccxt's parsers also read these (the fee coin of a contract is its settle coin).
    type: contract ? 'swap' : 'spot',
    contract,
    settle: kind === 'inverse' ? base : contract ? quote : undefined,
    active: false,
  } as CcxtMarket
}

/** Bybit's month codes of its inverse futures (BTCUSDH25: March 2025). */
const BYBIT_INVERSE = /^([A-Z0-9]{2,20}?)USD(?:[FGHJKMNQUVXZ]\d{2})?$/
const BYBIT_USDT = /^([A-Z0-9]{2,20}?)USDT(?:-\d{2}[A-Z]{3}\d{2})?$/
const BYBIT_USDC = /^([A-Z0-9]{2,20}?)(?:PERP|-\d{2}[A-Z]{3}\d{2})$/

/**
 * A Bybit contract ccxt no longer lists, from the category the execution list answered for and the
 * symbol's form as Bybit names its contracts: inverse `<coin>USD[month code]` (contracts of 1 USD,
 * settled in the coin), linear `<coin>USDT[-date]` and USDC's `<coin>PERP` / `<coin>-<date>`
 * (quantities in the coin). A spot pair has no separator (`XYZUSDT`, `XYZBTC`): undefined, skipped.
 */
export function bybitUnlistedMarket(category: 'spot' | 'linear' | 'inverse', id: unknown): CcxtMarket | undefined {
  if (typeof id !== 'string' || category === 'spot') return undefined
  if (category === 'inverse') {
    const base = BYBIT_INVERSE.exec(id)?.[1]
    return base ? unlistedMarket({ id, symbol: `${base}/USD:${base}`, base, quote: 'USD', kind: 'inverse', contractSize: 1 }) : undefined
  }
  const usdt = BYBIT_USDT.exec(id)?.[1]
  const usdc = BYBIT_USDC.exec(id)?.[1]
  const [base, quote] = usdt ? [usdt, 'USDT'] : usdc ? [usdc, 'USDC'] : []
  return base && quote ? unlistedMarket({ id, symbol: `${base}/${quote}:${quote}`, base, quote, kind: 'linear', contractSize: 1 }) : undefined
}

/**
 * An OKX spot pair ccxt no longer lists, from its instId (`<base>-<quote>`, OKX's own form). A swap's
 * contract value (ctVal) differs per instrument and is not in the fill: undefined, skipped.
 */
export function okxUnlistedMarket(kind: 'spot' | 'swap', instId: unknown): CcxtMarket | undefined {
  const parts = kind === 'spot' && typeof instId === 'string' ? /^([A-Z0-9]{1,20})-([A-Z0-9]{1,20})$/.exec(instId) : null
  return parts ? unlistedMarket({ id: instId as string, symbol: `${parts[1]}/${parts[2]}`, base: parts[1]!, quote: parts[2]!, kind: 'spot' }) : undefined
}
