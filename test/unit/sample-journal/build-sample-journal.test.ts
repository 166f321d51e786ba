import { describe, expect, it } from 'vitest'
import { buildSampleJournal, MAX_SAMPLE_TRADE_COUNT, sampleTradeCount, type SampleJournal, type SampleJournalOptions, type SampleRecord } from '../../../src/domain/sample-journal'
import { PARTNER_EXCHANGES } from '../../../src/domain/partner-exchanges'
import type { Trade } from '../../../src/domain/trade'
import { deriveTradeFigures, parseTradeDraft, type TradeDraft } from '../../../src/domain/trades'
import { TEST_SAMPLE_TEXTS } from './sample-texts'

const NOW = '2025-06-01T12:00:00.000Z'
const NOW_MS = Date.parse(NOW)
const options = (extra: Partial<SampleJournalOptions> = {}): SampleJournalOptions => ({ seed: 7, now: NOW, texts: TEST_SAMPLE_TEXTS, ...extra })

/** A stored trade typed back into the form's shape, to run it through the shared schema again. */
function draftOf(trade: SampleRecord<Trade>): TradeDraft {
  return {
    symbol: trade.symbol,
    side: trade.side,
    marketType: trade.marketType,
    baseAsset: trade.baseAsset,
    quoteAsset: trade.quoteAsset,
    entryPrice: trade.entryPrice,
    exitPrice: trade.exitPrice,
    quantity: trade.quantity,
    contractSize: trade.contractSize,
    leverage: trade.leverage === undefined ? undefined : String(trade.leverage),
    tradingFee: trade.tradingFee,
    feeAsset: trade.feeAsset,
    fundingFee: trade.fundingFee,
    stopLoss: trade.stopLoss,
    takeProfit: trade.takeProfit,
    openedAt: trade.openedAt,
    closedAt: trade.closedAt,
    netPnl: trade.overrides?.netPnl,
    setupId: trade.setupId,
    exchange: trade.exchange,
    accountId: trade.accountId,
    notes: trade.notes,
    tagIds: trade.tagIds,
  }
}

const figuresOf = (journal: SampleJournal) => journal.trades.map((trade) => deriveTradeFigures(trade, { timeZone: 'UTC' }))
const SEEDS = [1, 7, 42, 2025, 987_654]
const journals = new Map(SEEDS.map((seed) => [seed, buildSampleJournal(options({ seed }))]))
const journalFor = (seed: number) => journals.get(seed) as SampleJournal

describe('buildSampleJournal', () => {
  it.each(SEEDS)('seed %i: every trade passes the trade draft schema unchanged', (seed) => {
    for (const trade of journalFor(seed).trades) {
      const parsed = parseTradeDraft(draftOf(trade), { timeZone: 'UTC' })
      expect(parsed.ok ? [] : parsed.issues, `${trade.symbol} ${trade.openedAt}`).toEqual([])
      if (parsed.ok) {
        const { tagIds, ...fields } = parsed.value
        expect({ ...trade, ...fields, tagIds: [...tagIds] }).toEqual(trade)
      }
    }
  })

  it('is deterministic for a seed and `now`, figures included', () => {
    const again = buildSampleJournal(options())
    expect(again).toEqual(journalFor(7))
    expect(figuresOf(again)).toEqual(figuresOf(journalFor(7)))
    expect(buildSampleJournal(options({ seed: 8 })).trades.map((t) => t.entryPrice)).not.toEqual(journalFor(7).trades.map((t) => t.entryPrice))
  })

  it('takes its ids from createId when given, with the same figures', () => {
    let n = 0
    const journal = buildSampleJournal(options({ createId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` }))
    const ids = [...journal.accounts, ...journal.tags, ...journal.trades].map((record) => record.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => id.startsWith('00000000-0000-4000-8000-'))).toBe(true)
    expect(figuresOf(journal)).toEqual(figuresOf(journalFor(7)))
  })

  it('draws its default ids as UUID v4 from the seed', () => {
    for (const record of [...journalFor(7).accounts, ...journalFor(7).tags, ...journalFor(7).trades]) {
      expect(record.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
  })

  it.each(SEEDS)('seed %i: looks like a real six months of crypto trading', (seed) => {
    const journal = journalFor(seed)
    const { trades } = journal
    const figures = figuresOf(journal)
    expect(trades).toHaveLength(400)
    expect(trades.every((trade) => trade.source === 'sample')).toBe(true)

    // Time: the last six months, oldest first, a few still open, nothing closed in the future.
    const opened = trades.map((trade) => Date.parse(trade.openedAt))
    expect(opened).toEqual([...opened].sort((a, b) => a - b))
    expect(Math.min(...opened)).toBeGreaterThanOrEqual(NOW_MS - 186 * 86_400_000)
    expect(Math.min(...opened)).toBeLessThan(NOW_MS - 170 * 86_400_000)
    expect(trades.filter((trade) => !trade.closedAt)).toHaveLength(5)
    expect(trades.every((trade) => !trade.closedAt || Date.parse(trade.closedAt) <= NOW_MS)).toBe(true)
    const holds = figures.flatMap((figure) => (figure.holdingTimeMs === undefined ? [] : [figure.holdingTimeMs / 60_000]))
    expect(Math.min(...holds)).toBeLessThan(15)
    expect(Math.max(...holds)).toBeGreaterThan(24 * 60)

    // Outcomes: a plausible win rate, losses mostly near -1R, some winners of 2R and more.
    const closed = figures.filter((figure) => figure.status === 'closed')
    const wins = closed.filter((figure) => figure.outcome === 'win').length
    const losses = closed.filter((figure) => figure.outcome === 'loss').length
    expect(wins / (wins + losses)).toBeGreaterThan(0.43)
    expect(wins / (wins + losses)).toBeLessThan(0.57)
    expect(closed.every((figure) => figure.netPnl !== undefined)).toBe(true)
    const rs = closed.flatMap((figure) => (figure.rMultiple === undefined ? [] : [figure.rMultiple]))
    expect(rs.length).toBeGreaterThan(closed.length * 0.8)
    expect(rs.filter((r) => r >= 2).length).toBeGreaterThan(20)
    expect(rs.filter((r) => r <= -0.9 && r >= -1.4).length).toBeGreaterThan(40)

    // Markets: several partner exchanges; linear, spot and inverse; long and short.
    const exchangeIds = PARTNER_EXCHANGES.map((name) => name.toLowerCase())
    expect(trades.every((trade) => exchangeIds.includes(trade.exchange ?? ''))).toBe(true)
    expect(new Set(trades.map((trade) => trade.exchange)).size).toBeGreaterThanOrEqual(6)
    expect(new Set(trades.map((trade) => trade.marketType))).toEqual(new Set(['linear', 'spot', 'inverse']))
    expect(new Set(trades.map((trade) => trade.side))).toEqual(new Set(['long', 'short', 'buy']))
    for (const symbol of ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BTCUSD_PERP'])
      expect(
        trades.some((trade) => trade.symbol === symbol),
        symbol,
      ).toBe(true)
    const leverages = trades.flatMap((trade) => (trade.leverage === undefined ? [] : [trade.leverage]))
    expect(Math.min(...leverages)).toBeGreaterThanOrEqual(1)
    expect(Math.max(...leverages)).toBeLessThanOrEqual(50)
    expect(new Set(leverages).size).toBeGreaterThan(5)

    // Costs: fees in the quote coin, in BNB and in coin (inverse); funding paid and received.
    expect(trades.some((trade) => trade.feeAsset === 'BNB')).toBe(true)
    expect(trades.some((trade) => trade.marketType === 'inverse' && trade.feeAsset === trade.baseAsset)).toBe(true)
    expect(trades.some((trade) => trade.tradingFee && !trade.feeAsset)).toBe(true)
    expect(trades.some((trade) => trade.fundingFee?.startsWith('-'))).toBe(true)
    expect(trades.some((trade) => trade.fundingFee && !trade.fundingFee.startsWith('-'))).toBe(true)
    expect(trades.filter((trade) => trade.stopLoss).length).toBeGreaterThan(300)
    expect(trades.filter((trade) => trade.takeProfit).length).toBeGreaterThan(200)
    expect(trades.filter((trade) => trade.notes !== '').length).toBeGreaterThan(150)
  })

  it('builds four accounts and the setup, emotion and mistake tags, named by the texts given', () => {
    const { accounts, tags, trades } = journalFor(7)
    expect(accounts.map((account) => [account.name, account.kind, account.exchange])).toEqual([
      ['Binance futures sub-account', 'exchange', 'binance'],
      ['Bybit unified', 'exchange', 'bybit'],
      ['Prop challenge 25K', 'propChallenge', 'bybit'],
      ['Paper account', 'paper', 'bingx'],
    ])
    expect(tags.filter((tag) => tag.kind === 'setup').map((tag) => tag.name)).toEqual(Object.values(TEST_SAMPLE_TEXTS.setups))
    expect(tags.filter((tag) => tag.kind === 'emotion').map((tag) => tag.name)).toEqual(Object.values(TEST_SAMPLE_TEXTS.emotions))
    expect(tags.filter((tag) => tag.kind === 'mistake').map((tag) => tag.name)).toEqual(Object.values(TEST_SAMPLE_TEXTS.mistakes))
    const tagIds = new Set(tags.map((tag) => tag.id))
    const setupIds = new Set(tags.filter((tag) => tag.kind === 'setup').map((tag) => tag.id))
    const accountIds = new Set(accounts.map((account) => account.id))
    for (const trade of trades) {
      if (trade.setupId) expect(setupIds.has(trade.setupId)).toBe(true)
      for (const id of trade.tagIds) expect(tagIds.has(id)).toBe(true)
      if (trade.accountId) expect(accountIds.has(trade.accountId)).toBe(true)
    }
    // Every account is used, and so is every tag.
    expect(new Set(trades.map((trade) => trade.accountId).filter(Boolean))).toEqual(accountIds)
    expect(new Set(trades.flatMap((trade) => [trade.setupId, ...trade.tagIds]).filter(Boolean))).toEqual(tagIds)
    const notes = Object.values(TEST_SAMPLE_TEXTS.notes).flat()
    expect(trades.every((trade) => trade.notes === '' || notes.includes(trade.notes))).toBe(true)
  })

  it.each([
    [0, 0, 0],
    [10, 10, 0],
    [60, 60, 3],
    [2_000, 2_000, 5],
  ])('tradeCount %i gives %i trades, %i open', (tradeCount, expected, open) => {
    const { trades } = buildSampleJournal(options({ tradeCount }))
    expect(trades).toHaveLength(expected)
    expect(trades.filter((trade) => !trade.closedAt)).toHaveLength(open)
  })

  it.each([
    [undefined, 400],
    [-3, 0],
    [12.7, 12],
    [Number.NaN, 400],
    [MAX_SAMPLE_TRADE_COUNT, MAX_SAMPLE_TRADE_COUNT],
    [MAX_SAMPLE_TRADE_COUNT + 500, MAX_SAMPLE_TRADE_COUNT],
  ])('a request for %s trades gives %i', (requested, expected) => {
    expect(sampleTradeCount(requested)).toBe(expected)
  })

  it('keeps the same market whatever the number of trades', () => {
    const small = buildSampleJournal(options({ tradeCount: 40 }))
    const accountsAndTags = (journal: SampleJournal) => [journal.accounts, journal.tags]
    expect(accountsAndTags(small)).toEqual(accountsAndTags(journalFor(7)))
  })

  it('refuses a `now` that is not a date', () => {
    expect(() => buildSampleJournal(options({ now: 'yesterday' }))).toThrow(/now/)
  })
})
