import { describe, expect, it } from 'vitest'
import type { Trade } from '../../../src/domain/trade'
import { deriveTradeFigures, type DeriveOptions, type TradeFigures } from '../../../src/domain/trades'
import { buildTrade, without } from './builders'

const UTC: DeriveOptions = { timeZone: 'UTC' }

function figures(fields: Partial<Trade>, options: Partial<DeriveOptions> = {}): TradeFigures {
  return deriveTradeFigures(buildTrade(fields), { ...UTC, ...options })
}

const open = (fields: Partial<Trade> = {}): Trade => without(buildTrade(fields), 'exitPrice', 'closedAt')

/** Base trade: linear BTCUSDT long, 2 BTC from 100 to 110, leverage 10 (notional 200, margin 20). */
describe('gross and net P&L by side and market', () => {
  it.each<[string, Partial<Trade>, string, string, string, string, string]>([
    // name, fields, notional, margin, gross, net, roi
    ['linear long win', {}, '200', '20', '20', '20', '1'],
    ['linear long loss', { exitPrice: '95' }, '200', '20', '-10', '-10', '-0.5'],
    ['linear short loss', { side: 'short' }, '200', '20', '-20', '-20', '-1'],
    ['linear short win', { side: 'short', entryPrice: '110', exitPrice: '100' }, '220', '22', '20', '20', '0.9090909091'],
    ['spot buy (no leverage)', { marketType: 'spot', side: 'buy', leverage: undefined }, '200', '200', '20', '20', '0.1'],
    ['spot sell (sold first)', { marketType: 'spot', side: 'sell', leverage: undefined, exitPrice: '90' }, '200', '200', '20', '20', '0.1'],
    [
      '18-decimal quantity',
      { quantity: '0.000000000000000001', entryPrice: '64000.123456789', exitPrice: '64000.123456790' },
      '0.000000000000064',
      '0.0000000000000064',
      '0',
      '0',
      '0',
    ],
    [
      'huge values',
      { quantity: '1000000000000', entryPrice: '123456789.12', exitPrice: '123456790.12' },
      '123456789120000000000',
      '12345678912000000000',
      '1000000000000',
      '1000000000000',
      '0.000000081',
    ],
  ])('%s', (_name, fields, notional, margin, gross, net, roi) => {
    const result = figures(fields)
    expect(result.notional).toEqual({ value: notional, overridden: false })
    expect(result.margin).toEqual({ value: margin, overridden: false })
    expect(result.grossPnl).toEqual({ value: gross, overridden: false })
    expect(result.netPnl).toEqual({ value: net, overridden: false })
    expect(result.roi?.value).toBe(roi)
    expect(result.settlementAsset).toBe('USDT')
    expect(result.status).toBe('closed')
  })
})

describe('fees and funding (linear, quote USDT)', () => {
  it.each<[string, Partial<Trade>, DeriveOptions['conversionRates'], string | undefined, string, string | undefined, string | undefined]>([
    // name, fields, rates, fee, conversion, funding, net
    ['no fee', {}, undefined, undefined, 'none', undefined, '20'],
    ['zero fee', { tradingFee: '0' }, undefined, '0', 'none', undefined, '20'],
    ['fee in the quote coin (implied)', { tradingFee: '1.5' }, undefined, '1.5', 'direct', undefined, '18.5'],
    ['fee in the quote coin (named, lower case)', { tradingFee: '1.5', feeAsset: 'usdt' }, undefined, '1.5', 'direct', undefined, '18.5'],
    ['fee in the base coin at the exit price', { tradingFee: '0.01', feeAsset: 'BTC' }, undefined, '1.1', 'exitPrice', undefined, '18.9'],
    ['fee in another coin with a rate', { tradingFee: '0.002', feeAsset: 'BNB' }, { BNB: '600' }, '1.2', 'rate', undefined, '18.8'],
    ['fee in another coin with a lower-case rate key', { tradingFee: '0.002', feeAsset: 'BNB' }, { bnb: '600' }, '1.2', 'rate', undefined, '18.8'],
    ['fee in another coin without a rate', { tradingFee: '0.002', feeAsset: 'BNB' }, undefined, undefined, 'unknown', undefined, undefined],
    ['funding paid', { fundingFee: '-0.5' }, undefined, undefined, 'none', '-0.5', '19.5'],
    ['funding received', { fundingFee: '0.75' }, undefined, undefined, 'none', '0.75', '20.75'],
    ['fee and funding paid', { tradingFee: '1.5', fundingFee: '-0.5' }, undefined, '1.5', 'direct', '-0.5', '18'],
    ['maker rebate (negative fee, import path)', { tradingFee: '-0.5' }, undefined, '-0.5', 'direct', undefined, '20.5'],
  ])('%s', (_name, fields, conversionRates, fee, conversion, funding, net) => {
    const result = figures(fields, { conversionRates })
    expect(result.grossPnl?.value).toBe('20')
    expect(result.fee).toBe(fee)
    expect(result.feeConversion).toBe(conversion)
    expect(result.funding).toBe(funding)
    expect(result.netPnl?.value).toBe(net)
    expect(result.netPnlQuote).toBe(net)
  })

  it('an unknown fee conversion leaves net, ROI, R and outcome unset instead of guessing', () => {
    const result = figures({ tradingFee: '0.002', feeAsset: 'BNB', stopLoss: '95' })
    expect([result.netPnl, result.roi, result.rMultiple, result.outcome]).toEqual([undefined, undefined, undefined, undefined])
    expect(result.initialRisk).toBe('10')
  })

  it('converts a base-coin fee at the entry price while the trade is open', () => {
    const result = deriveTradeFigures(open({ tradingFee: '0.01', feeAsset: 'BTC' }), UTC)
    expect(result.fee).toBe('1')
    expect(result.feeConversion).toBe('entryPrice')
  })
})

/** Inverse BTCUSD: 100 contracts of 100 USD (face 10000 USD), 50000 to 60000, leverage 10. */
const inverse: Partial<Trade> = {
  symbol: 'BTCUSD_PERP',
  baseAsset: 'BTC',
  quoteAsset: 'USD',
  marketType: 'inverse',
  quantity: '100',
  contractSize: '100',
  entryPrice: '50000',
  exitPrice: '60000',
}

describe('inverse (coin-margined) contracts', () => {
  it.each<[string, Partial<Trade>, string, string | undefined, string, string | undefined]>([
    // name, fields, gross BTC, gross USD, net BTC, net USD
    ['long', {}, '0.033333333333333333', '2000', '0.033333333333333333', '2000'],
    ['short', { side: 'short' }, '-0.033333333333333333', '-2000', '-0.033333333333333333', '-2000'],
    ['fee in the base coin', { tradingFee: '0.0005', feeAsset: 'BTC' }, '0.033333333333333333', '2000', '0.032833333333333333', '1970'],
    ['fee in the quote coin at the exit price', { tradingFee: '6' }, '0.033333333333333333', '2000', '0.033233333333333333', '1994'],
    ['funding paid in USD', { fundingFee: '-12' }, '0.033333333333333333', '2000', '0.033133333333333333', '1988'],
    ['contract size defaults to 1 USD', { contractSize: undefined, quantity: '10000' }, '0.033333333333333333', '2000', '0.033333333333333333', '2000'],
  ])('%s', (_name, fields, gross, grossQuote, net, netQuote) => {
    const result = figures({ ...inverse, ...fields })
    expect(result.settlementAsset).toBe('BTC')
    expect(result.notional.value).toBe('10000')
    expect(result.margin.value).toBe('0.02')
    expect(result.grossPnl?.value).toBe(gross)
    expect(result.grossPnlQuote).toBe(grossQuote)
    expect(result.netPnl?.value).toBe(net)
    expect(result.netPnlQuote).toBe(netQuote)
  })

  it('ROI and R are in coin terms', () => {
    const result = figures({ ...inverse, stopLoss: '48000', takeProfit: '75000' })
    expect(result.roi?.value).toBe('1.6666666667')
    expect(result.initialRisk).toBe('0.008333333333333333')
    expect(result.rMultiple).toBe(4)
    expect(result.plannedReward).toBe('0.066666666666666667')
    expect(result.plannedRewardRisk).toBe(8)
  })

  it('an open inverse trade has no quote value without an exit price', () => {
    const result = deriveTradeFigures(open(inverse), UTC)
    expect(result.grossPnlQuote).toBeUndefined()
    expect(result.netPnlQuote).toBeUndefined()
  })
})

describe('overrides', () => {
  it.each<[string, Trade['overrides'], Partial<Record<'gross' | 'net' | 'margin' | 'notional' | 'roi', string>>, string[]]>([
    ['realised P&L from the exchange', { realizedPnl: '25' }, { gross: '25', net: '23.5', roi: '1.175' }, ['realizedPnl']],
    ['net P&L', { netPnl: '-3' }, { gross: '20', net: '-3', roi: '-0.15' }, ['netPnl']],
    ['margin', { margin: '50' }, { margin: '50', net: '18.5', roi: '0.37' }, ['margin']],
    ['notional (margin follows)', { notional: '300' }, { notional: '300', margin: '30' }, ['notional']],
    ['ROI', { roi: '0.5' }, { roi: '0.5', net: '18.5' }, ['roi']],
    ['several, canonicalised', { realizedPnl: '25.50', margin: '050' }, { gross: '25.5', margin: '50', net: '24' }, ['realizedPnl', 'margin']],
  ])('%s', (_name, overrides, expected, fields) => {
    const result = figures({ tradingFee: '1.5', overrides })
    const map = { gross: result.grossPnl, net: result.netPnl, margin: result.margin, notional: result.notional, roi: result.roi }
    for (const [key, value] of Object.entries(expected)) {
      expect(map[key as keyof typeof map]?.value, key).toBe(value)
      const overridden = fields.includes(key === 'gross' ? 'realizedPnl' : key === 'net' ? 'netPnl' : key)
      expect(map[key as keyof typeof map]?.overridden, `${key} overridden`).toBe(overridden)
    }
    expect(result.overriddenFields).toEqual(fields)
  })

  it('an overridden net P&L decides the outcome', () => {
    expect(figures({ overrides: { netPnl: '-3' } }).outcome).toBe('loss')
  })

  it('a realised P&L override gives an open trade a net P&L but no outcome', () => {
    const result = deriveTradeFigures(open({ overrides: { realizedPnl: '5' } }), UTC)
    expect(result.netPnl).toEqual({ value: '5', overridden: false })
    expect(result.grossPnl).toEqual({ value: '5', overridden: true })
    expect(result.outcome).toBeUndefined()
  })
})

describe('open trades', () => {
  it('derive size and risk but no realised figures', () => {
    const result = deriveTradeFigures(open({ stopLoss: '95', fundingFee: '-1' }), UTC)
    expect(result.status).toBe('open')
    expect(result.notional.value).toBe('200')
    expect(result.margin.value).toBe('20')
    expect(result.initialRisk).toBe('10')
    expect(result.funding).toBe('-1')
    for (const value of [result.grossPnl, result.netPnl, result.roi, result.rMultiple, result.outcome, result.holdingTimeMs]) {
      expect(value).toBeUndefined()
    }
  })
})

describe('outcome and the breakeven band', () => {
  it.each<[string, string | undefined, string]>([
    // net P&L override, band, outcome
    ['0', '0', 'breakeven'],
    ['0.000000000000000001', '0', 'win'],
    ['-0.000000000000000001', '0', 'loss'],
    ['5', '5', 'breakeven'],
    ['-5', '5', 'breakeven'],
    ['5.000000000000000001', '5', 'win'],
    ['-5.000000000000000001', '5', 'loss'],
    ['4.99', '-5', 'breakeven'],
    ['20', undefined, 'win'],
  ])('net %s with band %s is %s', (net, band, outcome) => {
    expect(figures({ overrides: { netPnl: net } }, { breakevenBand: band }).outcome).toBe(outcome)
  })

  it('judges an inverse trade on its quote value', () => {
    expect(figures({ ...inverse }, { breakevenBand: '2000' }).outcome).toBe('breakeven')
    expect(figures({ ...inverse }, { breakevenBand: '1999.99' }).outcome).toBe('win')
  })
})

describe('R-multiple and planned reward/risk', () => {
  it.each<[string, Partial<Trade>, string | undefined, number | undefined, string | undefined, number | undefined]>([
    // name, fields, initial risk, R, planned reward, reward/risk
    ['long with stop', { stopLoss: '95' }, '10', 2, undefined, undefined],
    ['long with stop and fee', { stopLoss: '95', tradingFee: '1.5' }, '10', 1.85, undefined, undefined],
    ['long losing to the stop', { stopLoss: '95', exitPrice: '95' }, '10', -1, undefined, undefined],
    ['short with stop', { side: 'short', entryPrice: '100', exitPrice: '90', stopLoss: '105' }, '10', 2, undefined, undefined],
    ['no stop', {}, undefined, undefined, undefined, undefined],
    ['stop at entry', { stopLoss: '100' }, undefined, undefined, undefined, undefined],
    ['stop and target', { stopLoss: '95', takeProfit: '115' }, '10', 2, '30', 3],
    ['target without stop', { takeProfit: '115' }, undefined, undefined, '30', undefined],
    ['a third of R', { stopLoss: '40', exitPrice: '120' }, '120', 0.333333333333, undefined, undefined],
  ])('%s', (_name, fields, risk, r, reward, rewardRisk) => {
    const result = figures(fields)
    expect(result.initialRisk).toBe(risk)
    expect(result.rMultiple).toBe(r)
    expect(result.plannedReward).toBe(reward)
    expect(result.plannedRewardRisk).toBe(rewardRisk)
  })
})

describe('odd stored values', () => {
  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, undefined])('leverage %s counts as 1', (leverage) => {
    expect(figures({ leverage }).margin.value).toBe('200')
  })

  it('an unreadable open time gives no period of day instead of throwing', () => {
    expect(figures({ openedAt: 'not a date' }).periodOfDay).toBeUndefined()
  })

  it('a malformed stored decimal throws a DecimalError', () => {
    expect(() => figures({ entryPrice: '1e5' })).toThrow(expect.objectContaining({ name: 'DecimalError', code: 'EXPONENT_NOT_ALLOWED' }))
  })
})

describe('time figures', () => {
  it('holding time is close minus open', () => {
    expect(figures({}).holdingTimeMs).toBe(2.5 * 3_600_000)
  })

  it.each([
    ['UTC', 'morning'],
    ['America/New_York', 'night'],
    ['Asia/Tokyo', 'night'],
    ['Europe/Madrid', 'morning'],
    ['Asia/Kolkata', 'afternoon'],
    ['Not/AZone', undefined],
    ['', undefined],
  ])('period of day of the open time (09:00 UTC) in %s is %s', (timeZone, period) => {
    expect(figures({}, { timeZone }).periodOfDay).toBe(period)
  })
})
