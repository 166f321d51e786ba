import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PALETTE_ENTRIES } from '../../../src/app/navigation/palette-entries'
import { NAV_SECTIONS } from '../../../src/app/navigation/nav-items'

const ROUTES = join(__dirname, '../../../src/routes')

// docs/product.md section 2, as written there.
const PUBLIC = ['/', '/auth', '/logo-download', '/crypto-trading-faq', '/blog', '/blog/{slug}']
const PROTECTED =
  '/dashboard, /upload, /analytics, /forecast, /achievements, /gamification, /market-data, /settings, /social, /ai-tools, /journal, /trade-analysis, /goals, /risk-management, /reports, /psychology, /trading-plan, /exchanges, /exchange-connections, /spot-wallet, /fee-analysis, /faq, /leaderboard, /long-short-ratio, /economic-calendar, /tax-reports, /accounts, /performance-alerts, /progress-analytics, /my-metrics, /user-guide, /custom/{pageId}'.split(
    ', ',
  )

function routeFile(path: string, isProtected: boolean): string {
  const file = path === '/' ? 'index' : path.slice(1).replace(/\{(\w+)\}/, '$$$1')
  const withIndex = file === 'blog' ? 'blog/index' : file
  return join(ROUTES, isProtected ? '_app' : '', `${withIndex}.tsx`)
}

describe('every route of spec section 2 has a route file', () => {
  it.each(PUBLIC)('public %s', (path) => {
    const file = routeFile(path, false)
    expect(existsSync(file)).toBe(true)
  })

  it.each(PROTECTED)('protected %s sits under the signed-in layout', (path) => {
    const file = routeFile(path, true)
    expect(existsSync(file)).toBe(true)
    expect(readFileSync(file, 'utf8')).toContain(`createFileRoute('/_app${path.replace(/\{(\w+)\}/, '$$$1')}')`)
  })

  it('/exchanges and /exchange-connections show the same screen', () => {
    const screen = (path: string) => /import \{ (\w+Screen) \}/.exec(readFileSync(routeFile(path, true), 'utf8'))?.[1]
    expect(screen('/exchanges')).toBe('ExchangeConnectionsScreen')
    expect(screen('/exchange-connections')).toBe('ExchangeConnectionsScreen')
  })
})

describe('command palette entries (spec table)', () => {
  it('has the ten entries in order with their paths and keywords', () => {
    expect(PALETTE_ENTRIES.map((entry) => [entry.path, entry.keywords.join(', ')])).toEqual([
      ['/dashboard', 'home, overview, main, stats'],
      ['/upload', 'add, import, csv, new trade'],
      ['/analytics', 'stats, charts, analysis, performance'],
      ['/forecast', 'prediction, projection, goals'],
      ['/settings', 'preferences, config, account'],
      ['/market-data', 'prices, crypto, live, btc, eth'],
      ['/social', 'community, leaderboard, share'],
      ['/gamification', 'badges, xp, level, rewards'],
      ['/fee-analysis', 'costs, fees, expenses'],
      ['/ai-tools', 'artificial intelligence, assistant, analysis'],
    ])
  })

  it('every palette and navigation target is a protected route', () => {
    const targets = [...PALETTE_ENTRIES.map((entry) => entry.path), ...NAV_SECTIONS.flatMap((s) => s.items.map((i) => i.to))]
    for (const target of targets) expect(PROTECTED).toContain(target)
  })
})
