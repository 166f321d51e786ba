import { describe, expect, it } from 'vitest'
import { readTradeFromText, type ScreenshotReading } from '../../../src/domain/screenshot-reading'
import { page, row } from './recognised-page'

const values = (reading: ScreenshotReading) => Object.fromEntries(Object.entries(reading.fields).map(([name, field]) => [name, field.value]))

describe('readTradeFromText', () => {
  it('reads a Binance position share card: labels above their figures, the ROI big and unlabelled', () => {
    const reading = readTradeFromText(
      page(
        row(20, [
          [20, 'Binance'],
          [300, 'Futures'],
        ]),
        row(90, [
          [20, 'BTCUSDT Perpetual'],
          [260, 'Long'],
          [320, '20x'],
        ]),
        row(150, [[20, '+4.56%']], 60),
        row(250, [
          [20, 'Entry Price'],
          [300, 'Mark Price'],
        ]),
        row(280, [
          [20, '65,432.1'],
          [300, '65,581.3'],
        ]),
      ),
    )
    expect(values(reading)).toEqual({
      exchange: 'Binance',
      symbol: 'BTCUSDT',
      marketType: 'linear',
      side: 'long',
      leverage: '20',
      entryPrice: '65432.1',
      exitPrice: '65581.3',
      roiPercent: '4.56',
    })
    expect(reading.fields.entryPrice?.confidence).toBe('high')
    expect(reading.looksLikeTrade).toBe(true)
    expect(reading.language).toBe('en')
  })

  it('reads a Bybit closed P&L row: labels left, figures right, fee and times', () => {
    const reading = readTradeFromText(
      page(
        row(10, [
          [10, 'ETHUSDT'],
          [120, 'Short'],
          [200, '10x'],
        ]),
        row(50, [
          [10, 'Closed P&L'],
          [400, '-12.3400'],
        ]),
        row(80, [
          [10, 'Entry Price'],
          [400, '3,120.50'],
        ]),
        row(110, [
          [10, 'Exit Price'],
          [400, '3,140.00'],
        ]),
        row(140, [
          [10, 'Qty'],
          [400, '0.60'],
        ]),
        row(170, [
          [10, 'Trading Fee'],
          [400, '0.6600'],
        ]),
        row(200, [
          [10, 'Open Time'],
          [300, '2026-11-20 14:32:05'],
        ]),
        row(230, [
          [10, 'Close Time'],
          [300, '2026-11-21 09:01:00'],
        ]),
      ),
    )
    expect(values(reading)).toEqual({
      symbol: 'ETHUSDT',
      side: 'short',
      leverage: '10',
      realisedPnl: '-12.3400',
      entryPrice: '3120.50',
      exitPrice: '3140.00',
      quantity: '0.60',
      fee: '0.6600',
      openedAt: '2026-11-20T14:32:05',
      closedAt: '2026-11-21T09:01:00',
    })
    expect(Object.values(reading.fields).every((field) => field.confidence === 'high')).toBe(true)
  })

  it('reads an OKX card in Spanish with decimal commas and day-first dates', () => {
    const reading = readTradeFromText(
      page(
        row(10, [[10, 'OKX']]),
        row(50, [
          [10, 'SOL-USDT-SWAP'],
          [220, 'Corto'],
          [300, 'x5'],
        ]),
        row(100, [
          [10, 'Rentabilidad'],
          [300, 'PnL realizado'],
        ]),
        row(130, [
          [10, '-8,25%'],
          [300, '-3,1020'],
        ]),
        row(180, [
          [10, 'Precio de entrada'],
          [300, 'Precio de cierre'],
        ]),
        row(210, [
          [10, '142,300'],
          [300, '144,648'],
        ]),
        row(260, [
          [10, 'Cerrado'],
          [300, '21/11/2026 09:01'],
        ]),
      ),
    )
    expect(values(reading)).toMatchObject({
      exchange: 'OKX',
      symbol: 'SOL-USDT-SWAP',
      marketType: 'linear',
      side: 'short',
      leverage: '5',
      roiPercent: '-8.25',
      realisedPnl: '-3.1020',
      entryPrice: '142.300',
      exitPrice: '144.648',
      closedAt: '2026-11-21T09:01',
    })
    expect(reading.language).toBe('es')
  })

  it('reads Portuguese labels and thousands written with points', () => {
    const reading = readTradeFromText(
      page(
        row(10, [
          [10, 'BTCUSD'],
          [120, 'Perpétuo'],
          [260, 'Compra'],
          [360, '25x'],
        ]),
        row(60, [
          [10, 'Preço de entrada'],
          [300, 'Preço de saída'],
        ]),
        row(90, [
          [10, '98.765,4'],
          [300, '97.530,0'],
        ]),
        row(140, [
          [10, 'Margem'],
          [300, 'Taxa'],
        ]),
        row(170, [
          [10, '1.234,56'],
          [300, '-0,0042 BTC'],
        ]),
      ),
    )
    expect(values(reading)).toMatchObject({
      symbol: 'BTCUSD',
      marketType: 'inverse',
      side: 'long',
      leverage: '25',
      entryPrice: '98765.4',
      exitPrice: '97530.0',
      margin: '1234.56',
      fee: '0.0042',
    })
    expect(reading.language).toBe('pt')
  })

  it('leaves out what it cannot read and marks unsure words low', () => {
    const reading = readTradeFromText(
      page(
        row(10, [
          [10, 'DOGEUSDT'],
          [150, 'Long', 40],
        ]),
        row(50, [
          [10, 'Entry Price'],
          [300, '0.00001234', 70],
        ]),
        row(80, [
          [10, 'Exit Price'],
          [300, '???'],
        ]),
      ),
    )
    expect(reading.fields.exitPrice).toBeUndefined()
    expect(reading.fields.leverage).toBeUndefined()
    expect(reading.fields.side).toMatchObject({ value: 'long', confidence: 'low' })
    expect(reading.fields.entryPrice).toMatchObject({ value: '0.00001234', confidence: 'medium' })
  })

  it('marks figures that contradict each other as low, a misread digit kept but never sure', () => {
    const reading = readTradeFromText(
      page(
        row(10, [
          [10, 'BTCUSDT'],
          [150, 'Long'],
          [220, '10x'],
        ]),
        row(50, [
          [10, 'ROI'],
          [300, '+15.00%'],
        ]),
        row(80, [
          [10, 'Entry Price'],
          [300, '60,000.0'],
        ]),
        row(110, [
          [10, 'Exit Price'],
          [300, '69,000.0'],
        ]), // 60,900.0 on the card: +15 % at 10x
      ),
    )
    expect(reading.fields.exitPrice).toMatchObject({ value: '69000.0', confidence: 'low' })
    expect(reading.fields.roiPercent?.confidence).toBe('low')
  })

  it('takes an ambiguous 1,234 by the card language and never as sure', () => {
    const reading = readTradeFromText(
      page(
        row(10, [[10, 'ETHUSDT']]),
        row(50, [
          [10, 'Entry Price'],
          [300, '3,120'],
        ]),
      ),
    )
    expect(reading.fields.entryPrice).toMatchObject({ value: '3120', confidence: 'medium' })
  })

  it('says a screenshot of something else is not a trade', () => {
    const reading = readTradeFromText(page(row(10, [[10, 'Meeting notes for Tuesday']]), row(50, [[10, 'Call Ana at 14:30']])))
    expect(reading.looksLikeTrade).toBe(false)
    expect(reading.fields).toEqual({})
  })
})

describe('readTradeFromText on a phone screenshot', () => {
  it("does not take the status bar's battery percentage for an unlabelled ROI", () => {
    const reading = readTradeFromText(
      page(
        row(5, [
          [10, '9:41'],
          [300, '5G'],
          [340, '87%'],
        ]),
        row(60, [
          [10, 'ETHUSDT'],
          [120, 'Long'],
          [200, '10x'],
        ]),
        row(100, [
          [10, 'Entry Price'],
          [300, '3,120.50'],
        ]),
        row(130, [
          [10, 'Exit Price'],
          [300, '3,140.00'],
        ]),
      ),
    )
    expect(reading.fields.roiPercent).toBeUndefined()
  })
})

describe('labels misread by one letter', () => {
  it("reads 'Prego de entrada' as the entry price label, but never a short word that is one letter off", () => {
    const reading = readTradeFromText(
      page(
        row(10, [
          [10, 'BTCUSDT'],
          [150, 'Perpetuai'],
        ]),
        row(50, [
          [10, 'Prego de entrada'],
          [300, '98.765,4'],
        ]),
        row(80, [
          [10, 'Fet'],
          [300, '1,5'],
        ]),
      ),
    )
    expect(reading.fields.entryPrice?.value).toBe('98765.4')
    expect(reading.fields.marketType?.value).toBe('linear')
    expect(reading.fields.fee).toBeUndefined()
  })

  it('reads a label the card wraps onto a second line, and not its second line as a label of its own', () => {
    const reading = readTradeFromText(
      page(
        row(10, [[10, 'PEPE-USDT-SWAP']]),
        row(60, [
          [10, 'Preço de entrada'],
          [300, 'Preço médio de'],
        ]),
        row(90, [[10, '0,00001331']]),
        row(84, [[300, 'fechamento']]),
        row(114, [[300, '0,00001338']]),
      ),
    )
    expect(reading.fields.entryPrice?.value).toBe('0.00001331')
    expect(reading.fields.exitPrice?.value).toBe('0.00001338')
    expect(reading.fields.closedAt).toBeUndefined()
  })

  it("takes a long market word two letters off ('rermpetual') as perpetual, only as sure as that word", () => {
    const reading = readTradeFromText(page(row(10, [[10, 'BTCUSDT', 95]]), row(10, [[150, 'rermpetual', 52]])))
    expect(reading.fields.marketType).toMatchObject({ value: 'linear', confidence: 'low' })
    expect(readTradeFromText(page(row(10, [[10, 'BTCUSDT', 95]]), row(10, [[150, 'Perpetual', 95]]))).fields.marketType?.confidence).toBe('high')
    expect(readTradeFromText(page(row(10, [[10, 'BTCUSDT']]), row(10, [[150, 'rermpetuxx']]))).fields.marketType).toBeUndefined()
  })
})
