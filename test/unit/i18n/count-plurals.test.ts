import { setupI18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// Compiled by the Lingui Vite plugin, as the app loads them.
import { messages as en } from '../../../locales/en/messages.po'
import { messages as es } from '../../../locales/es/messages.po'
import { messages as pt } from '../../../locales/pt/messages.po'

const catalogs = { en, es, pt }
type Locale = keyof typeof catalogs

function render(locale: Locale, source: string, values: Record<string, unknown>): string {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  return i18n._(generateMessageId(source), values)
}

const YOUR_DAY = 'Your day: {trades, plural, one {# trade} other {# trades}}'
const STREAK = '{streak, plural, one {# day} other {# days}}'
const MEDIAN =
  'Trades are counted by the local day they were opened. Your usual day is the median: {0, plural, one {# trade} other {# trades}}. A busy day has more than {threshold} (twice the usual, and at least 2 more).'
const WEEK = '{heading} ({from} – {to}): {trades, plural, one {# closed trade} other {# closed trades}} on {days, plural, one {# day} other {# days}}.'

// The counts a trader reported as 'Your day: 1 trades', 'Check-in streak 1 days', 'median: 1 trades'.
describe('counts agree with their number', () => {
  it.each<[Locale, string, Record<string, unknown>, string]>([
    ['en', YOUR_DAY, { trades: 1 }, 'Your day: 1 trade'],
    ['en', YOUR_DAY, { trades: 2 }, 'Your day: 2 trades'],
    ['es', YOUR_DAY, { trades: 1 }, 'Tu día: 1 operación'],
    ['es', YOUR_DAY, { trades: 3 }, 'Tu día: 3 operaciones'],
    ['pt', YOUR_DAY, { trades: 1 }, 'Seu dia: 1 operação'],
    ['pt', YOUR_DAY, { trades: 0 }, 'Seu dia: 0 operações'],
    ['en', STREAK, { streak: 1 }, '1 day'],
    ['en', STREAK, { streak: 12 }, '12 days'],
    ['es', STREAK, { streak: 1 }, '1 día'],
    ['pt', STREAK, { streak: 1 }, '1 dia'],
    ['pt', STREAK, { streak: 0 }, '0 dias'],
    ['en', WEEK, { heading: 'Last week', from: 'Mar 2', to: 'Mar 8', trades: 1, days: 1 }, 'Last week (Mar 2 – Mar 8): 1 closed trade on 1 day.'],
    ['es', WEEK, { heading: 'La semana pasada', from: '2 mar', to: '8 mar', trades: 1, days: 1 }, 'La semana pasada (2 mar – 8 mar): 1 operación cerrada en 1 día.'],
    ['pt', WEEK, { heading: 'Semana passada', from: '2 mar', to: '8 mar', trades: 2, days: 1 }, 'Semana passada (2 mar – 8 mar): 2 operações fechadas em 1 dia.'],
  ])('%s: %s with %o reads %s', (locale, source, values, expected) => {
    expect(render(locale, source, values)).toBe(expected)
  })

  it.each<[Locale, string]>([
    ['en', 'Your usual day is the median: 1 trade.'],
    ['es', 'Tu día habitual es la mediana: 1 operación.'],
    ['pt', 'Seu dia habitual é a mediana: 1 operação.'],
  ])('%s: the busy-day definition says a median of one trade in the singular', (locale, expected) => {
    expect(render(locale, MEDIAN, { 0: 1, threshold: '3' })).toContain(expected)
  })

  it('a half-trade median reads as a plural with the language decimal mark', () => {
    expect(render('en', MEDIAN, { 0: 1.5, threshold: '3' })).toContain('median: 1.5 trades.')
    expect(render('es', MEDIAN, { 0: 1.5, threshold: '3' })).toContain('mediana: 1,5 operaciones.')
  })

  // A count written as '{n} trades' reads '1 trades' once n is 1. Those left are counts that can never
  // be 1: limits and minimums of at least 2, and group sizes that must reach such a minimum to be shown.
  it('no count of trades or days in the English catalog is written without a plural, except those never 1', () => {
    const NEVER_ONE = new Set([
      '{MAX_FORECAST_TRADES} trades',
      '{MIN_FORECAST_TRADES} closed trades',
      '{MIN_RANKED_TRADES} closed trades',
      '{minTrades} trades',
      '{minDays} days',
      '{needed} closed trades',
      '{window} trades',
      '{window} closed trades',
      '{size} trades',
      '{threshold} trades',
      '{groupTrades} trades',
      '{groupTrades} days',
      '{otherTrades} trades',
      '{otherTrades} days',
      '{otherTrades} other trades',
      '{otherTrades} other days',
      // the forecast's samples, shown only from MIN_FORECAST_TRADES on
      '{0} closed trades',
      // insights need two groups of at least minTrades before this sentence shows
      '{total} trades',
      // the sample journal's size
      '{count} example trades',
      '{all} trades',
    ])
    const catalog = readFileSync(join(__dirname, '../../../locales/en/messages.po'), 'utf8')
    const counts = catalog
      .split('\n')
      .filter((line) => line.startsWith('msgid '))
      .flatMap((line) => line.match(/\{[\w.]+\} (?:closed |open |other |example )?(?:trades|days)\b/g) ?? [])
    expect(counts.filter((count) => !NEVER_ONE.has(count))).toEqual([])
  })
})
