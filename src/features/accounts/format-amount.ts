import { formatMoney, formatNumber } from '../../ui'

/** ISO 4217 currencies Intl formats well; coins (USDT, BTC) get the number and their code instead. */
const FIAT = new Set(['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'CHF', 'BRL', 'MXN'])
const STABLECOINS = new Set(['USDT', 'USDC', 'BUSD', 'FDUSD', 'DAI', 'TUSD', 'USDE'])

/** An amount in a fiat currency or a coin: '$1,200.00', '1,200.00 USDT', '0.0125 BTC'. */
export function formatAmount(amount: string, asset: string, locale: string, options: { signed?: boolean } = {}): string {
  if (FIAT.has(asset)) return formatMoney(amount, locale, { currency: asset, signed: options.signed })
  const cents = STABLECOINS.has(asset) || Math.abs(Number(amount)) >= 1000
  return `${formatNumber(amount, locale, { signed: options.signed, minDecimals: cents ? 2 : 0, maxDecimals: cents ? 2 : 8 })} ${asset}`
}
