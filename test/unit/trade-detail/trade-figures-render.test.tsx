import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { deriveTradeFigures } from '../../../src/domain/trades'
import { TradeFiguresCard } from '../../../src/features/trade-detail/trade-figures'
import { buildTrade } from '../domain/builders'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

/** The trade detail's figures card as text, for a trade built from `changes`. */
function figuresText(changes: Parameters<typeof buildTrade>[0]): string {
  const trade = buildTrade(changes)
  const figures = deriveTradeFigures(trade, { timeZone: 'UTC' })
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TradeFiguresCard trade={trade} figures={figures} blur={false} breakevenBand="0" />
    </I18nProvider>,
  )
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
}

describe('trade figures card: small coin amounts keep their digits', () => {
  it.each([
    [
      'a fee in a third coin with no known rate',
      { symbol: 'ETHUSDT', baseAsset: 'ETH', quoteAsset: 'USDT', marketType: 'spot' as const, side: 'buy' as const, tradingFee: '0.00472', feeAsset: 'BNB' },
      '0.00472 BNB',
    ],
    [
      'funding on a coin-margined contract',
      { symbol: 'BTCUSD', baseAsset: 'BTC', quoteAsset: 'USD', marketType: 'inverse' as const, contractSize: '100', entryPrice: '50000', exitPrice: '60000', fundingFee: '6' },
      '0.0001',
    ],
  ])('%s', (_name, changes, shown) => {
    expect(figuresText(changes)).toContain(shown)
  })
})

describe('trade figures card: a fee in a coin with no known price', () => {
  const bnbFee = { symbol: 'ETHUSDT', baseAsset: 'ETH', quoteAsset: 'USDT', marketType: 'spot' as const, side: 'buy' as const, tradingFee: '0.00472', feeAsset: 'BNB' }
  it.each([
    ['without a stated net P&L, says nothing net is worked out', bnbFee, 'so the net P&L, ROI and outcome are not worked out'],
    ["with the exchange's net P&L, says that one includes it", { ...bnbFee, overrides: { netPnl: '12.5' } }, "the net P&L is the exchange's, which includes it"],
    // An imported trade on a dollar pair converts once the coin has a fee coin price: it says where.
    [
      'imported on a dollar pair, says where to give the coin a price',
      { ...bnbFee, source: 'import' as const },
      'Paid in BNB, which has no price yet, so the net P&L, ROI and outcome are not worked out: give it a price under Upload Trades, Fee coin prices',
    ],
    [
      'imported on a BTC pair, where a dollar price would not help',
      { ...bnbFee, symbol: 'ETHBTC', quoteAsset: 'BTC', source: 'import' as const },
      'Paid in another coin with no known price, so the net P&L',
    ],
  ])('%s', (_name, changes, said) => {
    expect(figuresText(changes)).toContain(said)
  })
})
