import { describe, expect, it } from 'vitest'
import { filterPaletteEntries, flattenPaletteGroups, groupPaletteEntries, normalizeForSearch, type PaletteEntry } from '../../../src/ui/command-palette/palette-entries'

// docs/product.md's table ("Command palette"), in its order.
const rows: Array<[title: string, path: string, category: string, keywords: string, description: string]> = [
  ['Dashboard', '/dashboard', 'Pages', 'home, overview, main, stats', 'View your trading overview'],
  ['Upload Trades', '/upload', 'Pages', 'add, import, csv, new trade', 'Add new trades to your journal'],
  ['Analytics', '/analytics', 'Pages', 'stats, charts, analysis, performance', 'Deep dive into your performance'],
  ['Forecast', '/forecast', 'Pages', 'prediction, projection, goals', 'Project future performance'],
  ['Settings', '/settings', 'Pages', 'preferences, config, account', 'Configure your account'],
  ['Market Data', '/market-data', 'Tools', 'prices, crypto, live, btc, eth', 'View live market information'],
  ['Social', '/social', 'Community', 'community, leaderboard, share', 'Connect with other traders'],
  ['Achievements', '/gamification', 'Rewards', 'badges, xp, level, rewards', 'Track your progress and unlock rewards'],
  ['Fee Analysis', '/fee-analysis', 'Tools', 'costs, fees, expenses', 'Analyze your trading costs'],
  ['AI Tools', '/ai-tools', 'Tools', 'artificial intelligence, assistant, analysis', 'AI-powered trading insights'],
]

const entries: PaletteEntry[] = rows.map(([title, path, category, keywords, description]) => ({
  id: path,
  title,
  path,
  category,
  keywords: keywords.split(', '),
  description,
  perform: () => {},
}))

const titles = (list: readonly PaletteEntry[]) => list.map((entry) => entry.title)

describe('filterPaletteEntries', () => {
  it.each<[query: string, expected: string[], why: string]>([
    ['', titles(entries), 'empty query shows everything'],
    ['   ', titles(entries), 'blank query shows everything'],
    ['FEES', ['Fee Analysis'], 'title, any case'],
    ['fee analysis', ['Fee Analysis'], 'whole title'],
    ['btc', ['Market Data'], 'keyword'],
    ['ETH', ['Market Data'], 'keyword, any case'],
    ['trading costs', ['Fee Analysis'], 'description'],
    ['zzz', [], 'nothing matches'],
    ['dash', ['Dashboard'], 'prefix of a title'],
    ['  csv  ', ['Upload Trades'], 'query is trimmed'],
    ['new trade', ['Upload Trades'], 'multi-word keyword'],
    ['stats', ['Dashboard', 'Analytics'], 'shared keyword keeps order'],
    ['analysis', ['Analytics', 'Fee Analysis', 'AI Tools'], 'keyword in one, title in another'],
    ['performance', ['Analytics', 'Forecast'], 'keyword and description'],
    ['account', ['Settings'], 'keyword and description of one entry yields it once'],
    ['Tools', ['AI Tools'], 'category is not searched (spec: title, description, keywords)'],
    ['leaderboard', ['Social'], 'keyword'],
    ['xp', ['Achievements', 'Fee Analysis'], 'substring, so "expenses" matches too'],
    ['trading', ['Dashboard', 'Fee Analysis', 'AI Tools'], 'descriptions'],
  ])('%j -> %j (%s)', (query, expected) => {
    expect(titles(filterPaletteEntries(entries, query))).toEqual(expected)
  })

  it('ignores accents, so translated titles are found without typing them', () => {
    const spanish: PaletteEntry = { ...entries[8]!, title: 'Análisis de comisiones' }
    expect(titles(filterPaletteEntries([spanish], 'ANALISIS'))).toEqual(['Análisis de comisiones'])
    expect(titles(filterPaletteEntries([spanish], 'análisis'))).toEqual(['Análisis de comisiones'])
  })

  it('treats regex characters literally', () => {
    expect(filterPaletteEntries(entries, '.*')).toEqual([])
    expect(filterPaletteEntries(entries, '(')).toEqual([])
  })

  it('does not mutate its input', () => {
    const copy = [...entries]
    filterPaletteEntries(entries, 'fee')
    expect(entries).toEqual(copy)
  })
})

describe('groupPaletteEntries', () => {
  it('groups all entries by category in order of first appearance', () => {
    const groups = groupPaletteEntries(entries)
    expect(groups.map((group) => [group.category, titles(group.entries)])).toEqual([
      ['Pages', ['Dashboard', 'Upload Trades', 'Analytics', 'Forecast', 'Settings']],
      ['Tools', ['Market Data', 'Fee Analysis', 'AI Tools']],
      ['Community', ['Social']],
      ['Rewards', ['Achievements']],
    ])
  })

  it.each<[query: string, expected: Array<[string, string[]]>]>([
    [
      'analysis',
      [
        ['Pages', ['Analytics']],
        ['Tools', ['Fee Analysis', 'AI Tools']],
      ],
    ],
    ['rewards', [['Rewards', ['Achievements']]]],
    ['zzz', []],
  ])('after filtering %j', (query, expected) => {
    const groups = groupPaletteEntries(filterPaletteEntries(entries, query))
    expect(groups.map((group) => [group.category, titles(group.entries)])).toEqual(expected)
  })
})

describe('flattenPaletteGroups', () => {
  it('puts each header string before its entries', () => {
    const flat = flattenPaletteGroups(groupPaletteEntries(filterPaletteEntries(entries, 'analysis')))
    expect(flat.map((item) => (typeof item === 'string' ? `# ${item}` : item.title))).toEqual(['# Pages', 'Analytics', '# Tools', 'Fee Analysis', 'AI Tools'])
  })

  it('is empty when nothing matches', () => {
    expect(flattenPaletteGroups(groupPaletteEntries([]))).toEqual([])
  })
})

describe('normalizeForSearch', () => {
  it.each([
    ['Análisis', 'analisis'],
    ['AÇÃO', 'acao'],
    ['FEES', 'fees'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected)
  })
})
