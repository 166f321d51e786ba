import { describe, expect, it } from 'vitest'
import { parseDecimal } from '../../../src/domain/decimal'
import { buildTaxReport, isLongTerm, LotPool, TAX_YEAR_STARTS, taxYearBounds, taxYearLabel, taxYearOf, taxYearToCsv, type TaxCsvLabels } from '../../../src/domain/tax'
import type { Trade } from '../../../src/domain/trade'
import { buildTrade, without } from '../domain/builders'
import { nextId } from '../metrics/support'

/** A spot buy of `quantity` BTC for USDT at `entry`, sold at `exit` on `closedAt` (open without one). */
function spot(entry: string, quantity: string, openedAt: string, exit?: string, closedAt?: string, fields: Partial<Trade> = {}): Trade {
  const trade = buildTrade({
    id: nextId(),
    marketType: 'spot',
    side: 'buy',
    symbol: 'BTCUSDT',
    entryPrice: entry,
    quantity,
    leverage: undefined,
    openedAt,
    exitPrice: exit,
    closedAt,
    ...fields,
  })
  return exit ? trade : without(trade, 'exitPrice', 'closedAt')
}

const UTC = { timeZone: 'UTC', method: 'fifo' as const, yearStart: TAX_YEAR_STARTS.calendar }

describe('tax years', () => {
  const cases: [string, keyof typeof TAX_YEAR_STARTS, number, string][] = [
    ['2025-01-01', 'calendar', 2025, '2025'],
    ['2024-12-31', 'calendar', 2024, '2024'],
    ['2025-04-05', 'uk', 2024, '2024/25'],
    ['2025-04-06', 'uk', 2025, '2025/26'],
    ['2025-06-30', 'july', 2024, '2024/25'],
    ['2099-07-01', 'july', 2099, '2099/00'],
  ]
  it.each(cases)('%s in a %s year is %d (%s)', (day, start, year, label) => {
    expect(taxYearOf(day, TAX_YEAR_STARTS[start])).toBe(year)
    expect(taxYearLabel(year, TAX_YEAR_STARTS[start])).toBe(label)
  })
  it('bounds a UK year from 6 April to 5 April', () => expect(taxYearBounds(2024, TAX_YEAR_STARTS.uk)).toEqual({ first: '2024-04-06', last: '2025-04-05' }))

  const terms: [string, string, boolean][] = [
    ['2024-03-01', '2025-03-01', false],
    ['2024-03-01', '2025-03-02', true],
    ['2024-02-29', '2025-03-01', true],
    ['2024-01-10', '2024-12-31', false],
  ]
  it.each(terms)('bought %s, sold %s: long term %s', (acquired, disposed, long) => expect(isLongTerm(acquired, disposed)).toBe(long))
})

describe('LotPool matches sales by method', () => {
  const pool = (method: 'fifo' | 'lifo' | 'average') => {
    const p = new LotPool(method, isLongTerm)
    p.acquire('2024-01-01', 1, parseDecimal('1'), parseDecimal('100'), parseDecimal('0'))
    p.acquire('2025-01-01', 2, parseDecimal('1'), parseDecimal('200'), parseDecimal('0'))
    return p
  }
  const cases: ['fifo' | 'lifo' | 'average', string, string][] = [
    ['fifo', '100', '2024-01-01'],
    ['lifo', '200', '2025-01-01'],
    ['average', '150', '2024-01-01'],
  ]
  it.each(cases)('%s costs the first unit sold at %s', (method, cost, acquired) => {
    const match = pool(method).dispose('2025-06-01', parseDecimal('1'))
    expect(match.portions).toHaveLength(1)
    expect(match.portions[0]!.cost).toEqual(parseDecimal(cost))
    expect(match.portions[0]!.acquiredDay).toBe(acquired)
  })
  it('average cost keeps the mean for the units left', () => {
    const p = pool('average')
    p.dispose('2025-06-01', parseDecimal('1'))
    p.acquire('2025-07-01', 3, parseDecimal('1'), parseDecimal('350'), parseDecimal('0'))
    // (150 + 350) / 2
    expect(p.dispose('2025-08-01', parseDecimal('1')).portions.reduce((s, x) => s + Number(x.cost.coefficient) / 10 ** x.cost.scale, 0)).toBe(250)
  })
  it('splits a sale across holding terms and reports units no purchase covered', () => {
    const match = pool('fifo').dispose('2025-06-01', parseDecimal('3'))
    expect(match.portions.map((p) => [p.long, Number(p.quantity.coefficient)])).toEqual([
      [false, 1],
      [true, 1],
    ])
    expect(match.unmatched).toEqual(parseDecimal('1'))
  })
})

describe('buildTaxReport', () => {
  it("matches FIFO across trades: the second trade sold the first trade's coins", () => {
    const a = spot('10000', '1', '2024-01-10T10:00:00.000Z', '30000', '2025-03-01T10:00:00.000Z')
    const b = spot('20000', '1', '2024-06-01T10:00:00.000Z', '25000', '2024-09-01T10:00:00.000Z', { tradingFee: '10' })
    const report = buildTaxReport([a, b], UTC)
    expect(report.years.map((y) => y.label)).toEqual(['2025', '2024'])
    const [y2025, y2024] = report.years
    // b's sale in 2024 takes a's older coin (cost 10,000); fee 10 split by notional: 4.444.. to the buy, 5.555.. to the sale.
    expect(y2024!.spot).toMatchObject([{ tradeId: b.id, costBasis: '10000', proceeds: '25000', acquiredOn: '2024-01-10', term: 'short' }])
    expect(y2024!.spot[0]!.fees).toBe('5.55555556')
    expect(y2024!.spot[0]!.gain).toBe('14994.44444444')
    // a's sale in 2025 takes b's coin, bought 2024-06-01 with its share of b's fee.
    expect(y2025!.spot).toMatchObject([{ tradeId: a.id, costBasis: '20000', proceeds: '30000', acquiredOn: '2024-06-01', term: 'short', fees: '4.44444444' }])
    expect(y2025!.spotTotals).toEqual([
      { currency: 'USDT', disposals: 1, proceeds: '30000', costBasis: '20000', fees: '4.44444444', shortTermGain: '9995.55555556', longTermGain: '0', gain: '9995.55555556' },
    ])
  })

  it('LIFO takes the newest coins, so the same trades give other gains', () => {
    const a = spot('10000', '1', '2024-01-10T10:00:00.000Z', '30000', '2025-03-01T10:00:00.000Z')
    const b = spot('20000', '1', '2024-06-01T10:00:00.000Z', '25000', '2024-09-01T10:00:00.000Z')
    const years = buildTaxReport([a, b], { ...UTC, method: 'lifo' }).years
    expect(years.find((y) => y.startYear === 2024)!.spot[0]!.gain).toBe('5000')
    expect(years.find((y) => y.startYear === 2025)!.spot[0]!).toMatchObject({ gain: '20000', term: 'long', acquiredOn: '2024-01-10' })
  })

  it('keeps currencies apart: BTC bought with USDT is not costed in USD', () => {
    const usdt = spot('100', '1', '2025-01-01T00:00:00.000Z', '150', '2025-02-01T00:00:00.000Z')
    const usd = spot('90', '1', '2025-01-02T00:00:00.000Z', '80', '2025-02-02T00:00:00.000Z', { quoteAsset: 'USD', symbol: 'BTCUSD' })
    const totals = buildTaxReport([usdt, usd], UTC).years[0]!.spotTotals
    expect(totals.map((t) => [t.currency, t.gain])).toEqual([
      ['USD', '-10'],
      ['USDT', '50'],
    ])
  })

  it("places a sale in the tax year of its local day in the trader's zone", () => {
    const trade = spot('100', '1', '2024-06-01T00:00:00.000Z', '120', '2024-12-31T23:30:00.000Z')
    expect(buildTaxReport([trade], UTC).years[0]!.label).toBe('2024')
    expect(buildTaxReport([trade], { ...UTC, timeZone: 'Europe/Berlin' }).years[0]!.label).toBe('2025')
  })

  it('lists derivatives apart with funding separate from fees, in the settlement coin', () => {
    const linear = buildTrade({ id: nextId(), entryPrice: '100', exitPrice: '110', quantity: '2', tradingFee: '1.5', fundingFee: '-0.25', closedAt: '2025-03-03T11:30:00.000Z' })
    const inverse = buildTrade({
      id: nextId(),
      marketType: 'inverse',
      symbol: 'BTCUSD',
      quoteAsset: 'USD',
      entryPrice: '50000',
      exitPrice: '40000',
      quantity: '100',
      contractSize: '100',
      side: 'short',
      closedAt: '2025-03-04T11:30:00.000Z',
    })
    const open = without(buildTrade({ id: nextId() }), 'closedAt', 'exitPrice')
    const year = buildTaxReport([linear, inverse, open], UTC).years[0]!
    expect(year.spot).toEqual([])
    expect(year.derivatives).toMatchObject([
      { tradeId: linear.id, currency: 'USDT', realisedPnl: '20', fees: '1.5', funding: '-0.25', net: '18.25' },
      { tradeId: inverse.id, currency: 'BTC', realisedPnl: '0.05', net: '0.05' },
    ])
    expect(year.derivativeTotals.map((t) => t.currency)).toEqual(['BTC', 'USDT'])
  })

  it('lists derivatives in close order within a day, whatever order the trades come in (the journal hands them newest opened first)', () => {
    const closedLate = buildTrade({ id: nextId(), openedAt: '2025-10-30T06:00:00.000Z', closedAt: '2025-10-30T16:30:00.000Z' })
    const closedEarly = buildTrade({ id: nextId(), openedAt: '2025-10-29T20:00:00.000Z', closedAt: '2025-10-30T08:00:00.000Z' })
    const nextDay = buildTrade({ id: nextId(), openedAt: '2025-10-30T07:00:00.000Z', closedAt: '2025-10-31T01:00:00.000Z' })
    const rows = buildTaxReport([nextDay, closedLate, closedEarly], UTC).years[0]!.derivatives
    expect(rows.map((row) => row.tradeId)).toEqual([closedEarly.id, closedLate.id, nextDay.id])
  })

  it('leaves out deleted trades and open holdings, and costs a sale with no recorded buy at 0', () => {
    const deleted = spot('100', '1', '2025-01-01T00:00:00.000Z', '150', '2025-02-01T00:00:00.000Z', { isDeleted: true })
    const held = spot('100', '1', '2025-01-01T00:00:00.000Z')
    expect(buildTaxReport([deleted, held], UTC).years).toEqual([])
    const pool = new LotPool('fifo', isLongTerm)
    expect(pool.dispose('2025-01-01', parseDecimal('2')).unmatched).toEqual(parseDecimal('2'))
  })

  it('an open purchase made before a sale is matched first under FIFO', () => {
    const held = spot('100', '1', '2025-01-01T00:00:00.000Z')
    const sold = spot('200', '1', '2025-02-01T00:00:00.000Z', '210', '2025-03-01T00:00:00.000Z')
    expect(buildTaxReport([held, sold], UTC).years[0]!.spot[0]).toMatchObject({ costBasis: '100', gain: '110' })
  })
})

describe('taxYearToCsv', () => {
  const labels: TaxCsvLabels = {
    headers: {
      taxYear: 'Tax year',
      kind: 'Kind',
      disposedOn: 'Date',
      acquiredOn: 'Acquired',
      symbol: 'Symbol',
      asset: 'Asset',
      currency: 'Currency',
      quantity: 'Quantity',
      proceeds: 'Proceeds',
      costBasis: 'Cost basis',
      realisedPnl: 'Realised P&L',
      fees: 'Fees',
      funding: 'Funding',
      gainLoss: 'Gain/loss',
      term: 'Term',
    },
    spot: 'Spot disposal',
    derivative: 'Derivatives',
    shortTerm: 'Short term',
    longTerm: 'Long term',
  }
  it('writes spot and derivatives rows, keeps negative numbers and neutralises formulas', () => {
    const sale = spot('100', '1', '2025-01-01T00:00:00.000Z', '90', '2025-02-01T00:00:00.000Z', { symbol: '=HYPERLINK("x")' })
    const perp = buildTrade({ id: nextId(), closedAt: '2025-03-03T11:30:00.000Z', fundingFee: '-1' })
    const csv = taxYearToCsv(buildTaxReport([sale, perp], UTC).years[0]!, labels)
    const lines = csv.slice(1).split('\r\n')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(lines[0]).toBe('Tax year,Kind,Date,Acquired,Symbol,Asset,Currency,Quantity,Proceeds,Cost basis,Realised P&L,Fees,Funding,Gain/loss,Term')
    expect(lines[1]).toBe(`2025,Spot disposal,2025-02-01,2025-01-01,"'=HYPERLINK(""x"")",BTC,USDT,1,90,100,,0,,-10,Short term`)
    expect(lines[2]).toBe('2025,Derivatives,2025-03-03,,BTCUSDT,,USDT,,,,20,0,-1,19,')
  })
})
