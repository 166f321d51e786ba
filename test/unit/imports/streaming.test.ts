import { describe, expect, it } from 'vitest'
import { createImportSession, deriveTrades, type ImportedFill, parseImport } from '../../../src/domain/imports'

/**
 * A generated Binance USD-M export, oldest first: round trips of a buy and a sell one minute apart;
 * every 250th trip buys twice with two identical rows in the same second and sells both at once.
 */
function generate(trips: number): { text: string; rows: number } {
  const lines = ['Date(UTC),Symbol,Side,Price,Quantity,Amount,Fee,Realized Profit']
  const start = Date.UTC(2024, 0, 1)
  const at = (minute: number) => new Date(start + minute * 60_000).toISOString().replace('T', ' ').slice(0, 19)
  for (let trip = 0; trip < trips; trip++) {
    const price = 60000 + (trip % 97)
    const buy = `${at(trip * 2)},BTCUSDT,BUY,${price}.5,0.001,${(price + 0.5) / 1000},0.024,0`
    if (trip % 250 === 0) {
      lines.push(buy, buy, `${at(trip * 2 + 1)},BTCUSDT,SELL,${price + 10},0.002,${(price + 10) / 500},0.048,19`)
    } else {
      lines.push(buy, `${at(trip * 2 + 1)},BTCUSDT,SELL,${price + 10},0.001,${(price + 10) / 1000},0.024,9.5`)
    }
  }
  return { text: `${lines.join('\r\n')}\r\n`, rows: lines.length - 1 }
}

describe('streaming a large export', () => {
  const trips = 5_000
  const { text, rows } = generate(trips)
  const bytes = new TextEncoder().encode(text)

  it('gives the same fills fed in odd-sized chunks as in one piece, handing them out as it goes', () => {
    const whole = parseImport(bytes)
    expect(whole.ok).toBe(true)
    if (!whole.ok) return
    const session = createImportSession()
    const streamed: ImportedFill[] = []
    let batches = 0
    const size = 16_384 + 7
    for (let at = 0; at < bytes.length; at += size) {
      session.pushBytes(bytes.subarray(at, at + size))
      const batch = session.take()
      if (batch.fills.length > 0) batches++
      streamed.push(...batch.fills)
    }
    const summary = session.finish()
    streamed.push(...session.take().fills)
    expect(batches).toBeGreaterThan(10)
    expect(summary).toMatchObject({ rowCount: rows, fillCount: rows, errorRowCount: 0 })
    expect(streamed.map((fill) => fill.dedupeKey)).toEqual(whole.fills.map((fill) => fill.dedupeKey))
    expect(new Set(streamed.map((fill) => fill.dedupeKey)).size).toBe(rows)
    expect(summary.notices).toEqual([])
  })

  it('derives one trade per round trip, the identical pair in one trade', () => {
    const result = parseImport(bytes)
    if (!result.ok) throw new Error(result.error.code)
    const { trades, issues } = deriveTrades(result.fills)
    expect(issues).toEqual([])
    expect(trades).toHaveLength(trips)
    expect(trades.every((trade) => trade.trade.closedAt !== undefined)).toBe(true)
    expect(trades[0]?.fillKeys).toHaveLength(3)
    expect(trades[0]?.trade.quantity).toBe('0.002')
  })
})
