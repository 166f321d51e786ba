import { setupI18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { parseQuestion, type ParsedQuestion } from '../../../src/domain/assistant'
// Compiled by the Lingui Vite plugin, as the app loads them.
import { messages as es } from '../../../locales/es/messages.po'
import { messages as pt } from '../../../locales/pt/messages.po'

/**
 * The questions the app writes for the trader ('Ask about this' on insights and stat cards, the
 * panel's examples) must be understood by the engine in every language the catalogs translate them to.
 */
const vocabulary = { coins: ['BTC'], symbols: ['BTCUSDT'], setups: [{ id: 'setup-1', name: 'Breakout' }], tags: [], exchanges: [], accounts: [] }
const clock = { now: Date.parse('2025-03-20T12:00:00.000Z'), timeZone: 'UTC' }

const monday = (locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1))

type Case = readonly [source: string, values: (locale: string) => Record<string, string>, expected: Partial<Extract<ParsedQuestion, { kind: 'question' }>>]
const none = () => ({})
const CASES: readonly Case[] = [
  ['What is my win rate on {name}?', () => ({ name: 'BTCUSDT' }), { metric: 'winRate', subset: { symbol: 'BTCUSDT' } }],
  ['What is my win rate on {name}?', () => ({ name: 'Breakout' }), { metric: 'winRate', subset: { setupId: 'setup-1' } }],
  ['What is my win rate on {name}?', (locale) => ({ name: monday(locale) }), { metric: 'winRate', subset: { weekday: 1 } }],
  ['What is my average P&L per trade on {name}?', () => ({ name: 'BTCUSDT' }), { metric: 'averagePnl', subset: { symbol: 'BTCUSDT' } }],
  ['What is my win rate between {from} and {to}?', () => ({ from: '09:00', to: '12:00' }), { metric: 'winRate', subset: { hours: { from: 9, to: 12 } } }],
  ['What is my average P&L per trade between {from} and {to}?', () => ({ from: '21:00', to: '00:00' }), { metric: 'averagePnl', subset: { hours: { from: 21, to: 24 } } }],
  ['Longs vs shorts: what is my win rate?', none, { metric: 'winRate', comparison: { dimension: 'direction', sides: [{ direction: 'long' }, { direction: 'short' }] } }],
  [
    'Longs vs shorts: what is my average P&L per trade?',
    none,
    { metric: 'averagePnl', comparison: { dimension: 'direction', sides: [{ direction: 'long' }, { direction: 'short' }] } },
  ],
  ['What is my P&L?', none, { metric: 'pnl', subset: {} }],
  ['What is my win rate?', none, { metric: 'winRate', subset: {} }],
  ['How many trades?', none, { metric: 'tradeCount', subset: {} }],
  ['What is my profit factor?', none, { metric: 'profitFactor', subset: {} }],
  ['What is my average P&L per trade?', none, { metric: 'averagePnl', subset: {} }],
  ['What is my max drawdown?', none, { metric: 'drawdown', subset: {} }],
  ['What is my expectancy?', none, { metric: 'expectancy', subset: {} }],
  ['What is my risk to reward?', none, { metric: 'riskReward', subset: {} }],
  ['What is my win rate on bitcoin?', none, { metric: 'winRate', subset: { coin: 'BTC' } }],
  ['Longs vs shorts: P&L', none, { metric: 'pnl', comparison: { dimension: 'direction', sides: [{ direction: 'long' }, { direction: 'short' }] } }],
  ['How many trades last week?', none, { metric: 'tradeCount', subset: { period: { preset: 'lastWeek' } } }],
  ['Fees this month', none, { metric: 'fees', subset: { period: { preset: 'thisMonth' } } }],
]

const english = (source: string, values: Record<string, string>) => source.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

describe.each([
  ['en', null],
  ['es', es],
  ['pt', pt],
] as const)('the app’s own questions in %s', (locale, catalog) => {
  const i18n = catalog ? setupI18n({ locale, messages: { [locale]: catalog } }) : null
  it.each(CASES)('%s', (source, values, expected) => {
    const text = i18n ? i18n._(generateMessageId(source), values(locale)) : english(source, values(locale))
    expect(text).not.toBe(generateMessageId(source))
    expect(parseQuestion(text, vocabulary, clock)).toMatchObject({ kind: 'question', ...expected })
  })
})
