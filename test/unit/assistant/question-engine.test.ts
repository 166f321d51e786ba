import { describe, expect, it } from 'vitest'
import { answerQuestion, type AssistantAnswer, type MetricFigure, parseQuestion, type SubsetAnswer, vocabularyOf } from '../../../src/domain/assistant'
import { filterTrades, parseJournalSearch, summariseTrade } from '../../../src/domain/journal'
import type { Trade } from '../../../src/domain/trade'
import { buildTrade } from '../domain/builders'

const NOW = Date.parse('2025-03-20T12:00:00.000Z') // a Thursday; this week is 17-23 March, last week 10-16 March
const BREAKOUT = '00000000-0000-4000-8000-0000000000b1'
const FOMO = '00000000-0000-4000-8000-0000000000f1'
const MAIN = '00000000-0000-4000-8000-0000000000a1'
const SWING = '00000000-0000-4000-8000-0000000000a2'

let counter = 0
/** A closed linear USDT trade of 1 unit entered at 100 whose gross P&L is `pnl`, opened at `opened` (UTC) and closed an hour later. */
function trade(coin: string, side: 'long' | 'short', pnl: number, opened: string, fields: Partial<Trade> = {}): Trade {
  counter += 1
  const openedAt = new Date(`${opened}:00.000Z`)
  return buildTrade({
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    symbol: `${coin}USDT`,
    baseAsset: coin,
    side,
    entryPrice: '100',
    exitPrice: String(side === 'long' ? 100 + pnl : 100 - pnl),
    quantity: '1',
    openedAt: openedAt.toISOString(),
    closedAt: new Date(openedAt.getTime() + 3_600_000).toISOString(),
    accountId: MAIN,
    ...fields,
  })
}

/**
 * The fixed journal (UTC). BTC: 4 trades, +31, 3 won; ETH: 3 trades, -2, 1 won; SOL: 1 trade, +12.
 * Overall: 8 trades, +41, 5 won, 3 lost. Fees 0.75 (0.5 on the first BTC trade, 0.25 on the first ETH one).
 */
const TRADES: Trade[] = [
  trade('BTC', 'long', 10, '2025-03-03T09:00', { exchange: 'binance', setupId: BREAKOUT, tradingFee: '0.5', feeAsset: 'USDT' }), // Monday
  trade('BTC', 'long', -5, '2025-03-04T15:00', { exchange: 'binance', setupId: BREAKOUT }), // Tuesday
  trade('BTC', 'short', 20, '2025-03-10T09:00', { exchange: 'binance', tagIds: [FOMO] }), // Monday, last week
  trade('BTC', 'short', 6, '2025-02-12T14:00', { exchange: 'binance' }), // Wednesday, February
  trade('ETH', 'long', 8, '2025-03-11T15:00', { exchange: 'bybit', tradingFee: '0.25', feeAsset: 'USDT' }), // Tuesday, last week
  trade('ETH', 'short', -4, '2025-03-17T09:00', { exchange: 'bybit' }), // Monday, this week
  trade('ETH', 'long', -6, '2025-03-19T15:00', { exchange: 'bybit', tagIds: [FOMO] }), // Wednesday, this week
  trade('SOL', 'long', 12, '2025-03-07T09:00', { exchange: 'bybit', accountId: SWING }), // Friday
]

const vocabulary = vocabularyOf(TRADES, {
  setups: [{ id: BREAKOUT, name: 'Breakout' }],
  tags: [{ id: FOMO, name: 'FOMO' }],
  accounts: [
    { id: MAIN, name: 'Main' },
    { id: SWING, name: 'Swing account' },
  ],
})
const clock = { now: NOW, timeZone: 'UTC' }
const context = { trades: TRADES, metricsOptions: { timeZone: 'UTC', now: NOW, view: 'gross' as const } }

function ask(question: string): AssistantAnswer {
  return answerQuestion(parseQuestion(question, vocabulary, clock), context)
}

/** The one number an answer leads with (null when the engine has none, e.g. no trades). */
function headline(figure: MetricFigure, metric: string): number | null {
  switch (figure.kind) {
    case 'count':
      return figure.value
    case 'streaks':
      return metric === 'lossStreak' ? figure.streaks.longestLoss : metric === 'winStreak' ? figure.streaks.longestWin : figure.streaks.current.length
    case 'summary':
      return figure.pnl
    default:
      return figure.value.kind === 'value' ? Math.round(figure.value.value * 10_000) / 10_000 : null
  }
}

type Expected = readonly [metric: string, ...parts: (readonly [value: number | null, counted: number])[]]

/** 60+ questions in the three languages and what they must answer over the fixed journal. */
const TABLE: readonly (readonly [string, Expected])[] = [
  // English
  ['what is my win rate on bitcoin?', ['winRate', [0.75, 4]]],
  ['What is my win rate on BTC?', ['winRate', [0.75, 4]]],
  ['win rate', ['winRate', [0.625, 8]]],
  ["what's my overall win rate?", ['winRate', [0.625, 8]]],
  ['win rate on ethereum', ['winRate', [0.3333, 3]]],
  ['P&L on BTC', ['pnl', [31, 4]]],
  ['how much did I make on solana?', ['pnl', [12, 1]]],
  ['what is my profit factor?', ['profitFactor', [3.7333, 8]]],
  ['profit factor for bitcoin', ['profitFactor', [7.2, 4]]],
  ['what is my expectancy?', ['expectancy', [5.125, 8]]],
  ['how much did I pay in fees?', ['fees', [0.75, 8]]],
  ['fees on bitcoin', ['fees', [0.5, 4]]],
  ['what is my max drawdown?', ['drawdown', [10, 8]]],
  ['longest losing streak', ['lossStreak', [2, 8]]],
  ['longest winning streak', ['winStreak', [3, 8]]],
  ['average win', ['averageWin', [11.2, 8]]],
  ['average loss', ['averageLoss', [-5, 8]]],
  ['how many trades did I take on ETH?', ['tradeCount', [3, 3]]],
  ['number of trades last week', ['tradeCount', [2, 2]]],
  ['P&L last week', ['pnl', [28, 2]]],
  ['win rate this week', ['winRate', [0, 2]]],
  ['P&L in March', ['pnl', [35, 7]]],
  ['P&L in February', ['pnl', [6, 1]]],
  ['pnl in the last 30 days', ['pnl', [35, 7]]],
  ['P&L this month', ['pnl', [35, 7]]],
  ['pnl in 2025', ['pnl', [41, 8]]],
  ['win rate on longs', ['winRate', [0.6, 5]]],
  ['P&L of my shorts', ['pnl', [22, 3]]],
  ['longs vs shorts win rate', ['winRate', [0.6, 5], [0.6667, 3]]],
  ['BTC vs ETH P&L', ['pnl', [31, 4], [-2, 3]]],
  ['win rate on Mondays', ['winRate', [0.6667, 3]]],
  ['P&L on wednesdays', ['pnl', [0, 2]]],
  ['win rate at 9am', ['winRate', [0.75, 4]]],
  ['P&L between 15:00 and 16:00', ['pnl', [-3, 3]]],
  ['win rate on my Breakout setup', ['winRate', [0.5, 2]]],
  ['P&L on FOMO trades', ['pnl', [14, 2]]],
  ['P&L on bybit', ['pnl', [10, 4]]],
  ['P&L on Swing account', ['pnl', [12, 1]]],
  ['best trade', ['bestTrade', [20, 8]]],
  ['worst trade on ethereum', ['worstTrade', [-6, 3]]],
  ['how am I doing on bitcoin?', ['summary', [31, 4]]],
  ['win rate on bitcoin longs in March', ['winRate', [0.5, 2]]],
  ['P&L last year', ['pnl', [null, 0]]],
  // Spanish
  ['¿cuál es mi tasa de acierto en bitcoin?', ['winRate', [0.75, 4]]],
  ['tasa de acierto', ['winRate', [0.625, 8]]],
  ['¿cuánto gané en ETH?', ['pnl', [-2, 3]]],
  ['ganancias este mes', ['pnl', [35, 7]]],
  ['factor de beneficio en bitcoin', ['profitFactor', [7.2, 4]]],
  ['comisiones la semana pasada', ['fees', [0.25, 2]]],
  ['¿cuántas operaciones hice en marzo?', ['tradeCount', [7, 7]]],
  ['largos vs cortos', ['summary', [19, 5], [22, 3]]],
  ['tasa de acierto los lunes', ['winRate', [0.6667, 3]]],
  ['racha perdedora', ['lossStreak', [2, 8]]],
  ['pérdida media en ethereum', ['averageLoss', [-5, 3]]],
  ['drawdown máximo', ['drawdown', [10, 8]]],
  ['BTC o ETH: ¿tasa de acierto?', ['winRate', [0.75, 4], [0.3333, 3]]],
  ['esperanza matemática en febrero', ['expectancy', [6, 1]]],
  ['¿cómo voy esta semana?', ['summary', [-10, 2]]],
  ['ganancias en bybit', ['pnl', [10, 4]]],
  ['mejor operación', ['bestTrade', [20, 8]]],
  // Portuguese
  ['qual é a minha taxa de acerto em bitcoin?', ['winRate', [0.75, 4]]],
  ['taxa de acerto no ethereum', ['winRate', [0.3333, 3]]],
  ['lucro na semana passada', ['pnl', [28, 2]]],
  ['quanto lucrei em março?', ['pnl', [35, 7]]],
  ['fator de lucro', ['profitFactor', [3.7333, 8]]],
  ['taxas em bitcoin', ['fees', [0.5, 4]]],
  ['quantos trades fiz na sexta-feira?', ['tradeCount', [1, 1]]],
  ['comprados vs vendidos lucro', ['pnl', [19, 5], [22, 3]]],
  ['sequência de perdas', ['lossStreak', [2, 8]]],
  ['ganho médio em solana', ['averageWin', [12, 1]]],
  ['pior trade', ['worstTrade', [-6, 8]]],
  ['lucro neste mês', ['pnl', [35, 7]]],
  ['taxa de acerto nas segundas-feiras', ['winRate', [0.6667, 3]]],
  ['como estou em ETH?', ['summary', [-2, 3]]],
  ['lucro na conta Swing account', ['pnl', [12, 1]]],
]

describe('the question engine over a fixed journal, in English, Spanish and Portuguese', () => {
  it('holds at least 60 questions', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60)
  })

  it.each(TABLE)('%s', (question, [metric, ...parts]) => {
    const answer = ask(question)
    expect(answer.kind).toBe('answer')
    if (answer.kind !== 'answer') return
    expect(answer.metric).toBe(metric)
    expect(answer.parts.map((part) => [headline(part.figure, answer.metric), part.counted])).toEqual(parts)
  })
})

/** The trades a link opens, as the journal filters them. */
function tradesShownBy(part: SubsetAnswer): string[] {
  return part.links.flatMap((link) =>
    filterTrades(TRADES, parseJournalSearch(link.search).filter, { now: NOW, timeZone: 'UTC', summaryOf: (t) => summariseTrade(t, '0') }).map((t) => t.id),
  )
}

describe('answers link to exactly the trades they counted', () => {
  it('"what is my win rate on bitcoin?" answers for BTC only, with a link to the BTC trades', () => {
    const answer = ask('what is my win rate on bitcoin?')
    if (answer.kind !== 'answer') throw new Error('not answered')
    const [part] = answer.parts
    expect(part?.subset).toEqual({ coin: 'BTC' })
    expect(part?.links).toEqual([{ search: { symbol: 'BTCUSDT' }, trades: 4 }])
    expect(part?.linksExact).toBe(true)
    expect(tradesShownBy(part as SubsetAnswer).sort()).toEqual(
      TRADES.filter((t) => t.baseAsset === 'BTC')
        .map((t) => t.id)
        .sort(),
    )
  })

  it('a period in words becomes the journal date filter', () => {
    const inMarch = ask('P&L in March')
    const lastWeek = ask('lucro na semana passada')
    if (inMarch.kind !== 'answer' || lastWeek.kind !== 'answer') throw new Error('not answered')
    expect(inMarch.parts[0]?.links).toEqual([{ search: { date: 'custom', from: '2025-03-01', to: '2025-03-31' }, trades: 7 }])
    expect(lastWeek.parts[0]?.links).toEqual([{ search: { date: 'lastWeek' }, trades: 2 }])
    expect(tradesShownBy(lastWeek.parts[0] as SubsetAnswer)).toHaveLength(2)
  })

  it('a side and a setup go into the link; each side of a comparison gets its own', () => {
    const answer = ask('longs vs shorts win rate on my Breakout setup')
    if (answer.kind !== 'answer') throw new Error('not answered')
    expect(answer.comparedOn).toBe('direction')
    expect(answer.parts.map((part) => part.links)).toEqual([
      [{ search: { side: 'long', setup: BREAKOUT }, trades: 2 }],
      [{ search: { side: 'short', setup: BREAKOUT }, trades: 0 }],
    ])
  })

  it('says when the journal cannot filter the link the same way (weekday, hours)', () => {
    const answer = ask('win rate on Mondays')
    expect(answer.kind === 'answer' && answer.parts[0]?.linksExact).toBe(false)
  })

  it('names the other quote coins a money figure leaves out', () => {
    const withUsd = [...TRADES, buildTrade({ id: '00000000-0000-4000-8000-0000000000c1', symbol: 'BTCUSD', baseAsset: 'BTC', quoteAsset: 'USD' })]
    const answer = answerQuestion(parseQuestion('P&L on bitcoin', vocabulary, clock), { ...context, trades: withUsd })
    expect(answer.kind === 'answer' && answer.parts[0]?.otherCurrencies).toEqual(['USD'])
    expect(answer.kind === 'answer' && answer.parts[0]?.links.map((link) => link.search.symbol)).toEqual(['BTCUSDT', 'BTCUSD'])
  })
})

describe('says plainly what it did not understand', () => {
  it.each([
    ['asdf qwerty', 'noTopic'],
    ['hola', 'noTopic'],
    ['olá, tudo bem?', 'noTopic'],
    ['   ', 'empty'],
    ['what will bitcoin do tomorrow?', 'future'],
    ['¿qué hará bitcoin mañana?', 'future'],
    ['devo comprar ETH?', 'future'],
  ])('%s', (question, reason) => {
    expect(ask(question)).toMatchObject({ kind: 'notUnderstood', reason })
  })

  it.each([
    ['what is my win rate on dogecoinz?', 'dogecoinz'],
    ['tasa de acierto en xyzcoin', 'xyzcoin'],
    ['taxa de acerto em banana', 'banana'],
  ])('names a subject the journal does not have: %s', (question, word) => {
    expect(ask(question)).toEqual({ kind: 'notUnderstood', reason: 'unknownSubject', word })
  })

  it('reads "may" as a month only when it is one', () => {
    expect(parseQuestion('P&L in May 2024', vocabulary, clock)).toMatchObject({ subset: { period: { from: '2024-05-01', to: '2024-05-31' } } })
    expect(parseQuestion('may I see my win rate', vocabulary, clock)).toEqual({ kind: 'question', metric: 'winRate', subset: {} })
  })

  it('never runs the text: markup is just unknown words', () => {
    expect(ask('<img src=x onerror=alert(1)> ${1+1}').kind).toBe('notUnderstood')
  })
})
