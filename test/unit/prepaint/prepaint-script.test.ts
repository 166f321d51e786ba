import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { createTradeSummaryCache } from '../../../src/domain/journal'
import type { DashboardPicture, ScreenClass } from '../../../src/features/dashboard/picture/dashboard-picture'
import type { JournalPrepaint } from '../../../src/features/journal/journal-prepaint'
import { buildJournalSnapshot } from '../../../src/features/journal/journal-snapshot'
import { media } from '../../../src/ui/theme/tokens.css'
import { buildTrade } from '../domain/builders'

// The pre-paint script of index.html, run as the browser runs it, against records made by the app's code.
const html = readFileSync('index.html', 'utf8')
const script = /<script>\s*(\/\/ The screens' pre-paints[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

const USER = '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f'
const OTHER = '11111111-2222-4333-8444-555555555555'
const ENTRY = '/assets/index-abc.js'
const LANGUAGES = ['en-US', 'en']
const trades = Array.from({ length: 5 }, (_, index) => buildTrade({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` }))
const snapshotText = (blur: boolean, count = 5) =>
  JSON.stringify(buildJournalSnapshot(trades, createTradeSummaryCache('0').get, { userId: USER, blur, timeZone: 'UTC', breakevenBand: '0', count }))
const stampOf = (text: string) => (JSON.parse(text) as { stamp: string }).stamp

class FakeStorage {
  readonly items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, value)
}

interface Records {
  journal: JournalPrepaint & { snapshot: string }
  /** Removed by a write to the journal. */
  dashboard?: DashboardPicture
}

interface Setup {
  readonly path?: string
  readonly search?: string
  /** The window's screen class (the journal's record was taken on a tablet or wider, the dashboard's on a desktop). */
  readonly screen?: ScreenClass
  readonly entry?: string
  readonly mutate?: (local: FakeStorage, perTab: FakeStorage, records: Records) => void
  readonly blur?: boolean
  /** The window's height (px). */
  readonly height?: number
}

const drawn = {
  entry: ENTRY,
  language: `|||${LANGUAGES.join(',')}`,
  rootStyle: '--primary: 160 84% 39%;',
  themeId: 'emerald',
}

function run({ path = '/journal', search = '', screen = 'desktop', entry = ENTRY, mutate, blur = false, height = 800 }: Setup = {}) {
  const local = new FakeStorage()
  const perTab = new FakeStorage()
  const text = snapshotText(blur)
  const records: Records = {
    journal: {
      version: 3,
      userId: USER,
      snapshot: stampOf(text),
      ...drawn,
      wide: true,
      css: '.row{height:72px}',
      html: '<div><ul aria-label="Trades"><li>BTCUSDT</li></ul></div>',
      rowsCover: 0,
    },
    dashboard: {
      version: 1,
      userId: USER,
      ...drawn,
      screen: 'desktop',
      css: '.card{padding:8px}',
      html: '<div><main><div role="group" aria-label="Total trades"><p data-stat-value>5</p></div></main></div>',
    },
  }
  local.setItem('local-session', JSON.stringify({ userId: USER, displayName: 'Ana', signedIn: true }))
  local.setItem(`journal-snapshot:${USER}`, text)
  mutate?.(local, perTab, records)
  local.setItem(`journal-prepaint:${USER}`, JSON.stringify(records.journal))
  if (records.dashboard) local.setItem(`dashboard-prepaint:${USER}`, JSON.stringify(records.dashboard))
  const root = { innerHTML: '' }
  const styles: Array<{ textContent: string }> = []
  const rootElement = { style: '', dataset: {} as Record<string, string>, setAttribute: (_name: string, value: string) => (rootElement.style = value) }
  const window: Record<string, unknown> = {}
  const matches = (query: string) => (query === media.tablet && screen !== 'phone') || (query === media.desktop && screen === 'desktop')
  const context = {
    window,
    innerHeight: height,
    location: { pathname: path, search, hash: '' },
    localStorage: local,
    sessionStorage: perTab,
    navigator: { languages: LANGUAGES, language: 'en-US' },
    matchMedia: (query: string) => ({ matches: matches(query) }),
    Math,
    JSON,
    document: {
      cookie: '',
      documentElement: rootElement,
      getElementById: (id: string) => (id === 'root' ? root : null),
      querySelector: (selector: string) => (selector === 'script[type="module"][src]' ? { getAttribute: () => entry } : null),
      createElement: () => ({ textContent: '' }),
      head: { appendChild: (style: { textContent: string }) => styles.push(style) },
    },
  }
  runInNewContext(script, context)
  return { drawn: root.innerHTML, prepaint: window.__prepaint as { route: string; user: string } | undefined, styles, theme: { style: rootElement.style, ...rootElement.dataset } }
}

const nothingDrawn = { drawn: '', prepaint: undefined, styles: [], theme: { style: '' } }

describe("index.html's journal pre-paint", () => {
  it('draws the signed-in user’s record with its style rules', () => {
    const result = run()
    expect(result.drawn).toContain('aria-label="Trades"')
    expect(result.prepaint).toEqual({ route: '/journal', user: USER })
    expect(result.styles).toEqual([{ textContent: '.row{height:72px}' }])
    expect(result.theme).toEqual({ style: '--primary: 160 84% 39%;', theme: 'emerald' })
  })

  it.each<[string, Setup]>([
    ['another path', { path: '/analytics' }],
    ['a filtered journal', { search: '?side=short' }],
    ['another build', { entry: '/assets/index-new.js' }],
    ['another screen class', { screen: 'phone' }],
    ['nobody signed in', { mutate: (local) => local.setItem('local-session', JSON.stringify({ userId: USER, displayName: 'Ana', signedIn: false })) }],
    ['another user signed in', { mutate: (local) => local.setItem('local-session', JSON.stringify({ userId: OTHER, displayName: 'Bo', signedIn: true })) }],
    ['an account of another user beside the local profile', { mutate: (_local, perTab) => perTab.setItem('tj-auth-session', JSON.stringify({ user: { id: OTHER } })) }],
    ['a journal changed since (snapshot rewritten)', { mutate: (local) => local.setItem(`journal-snapshot:${USER}`, snapshotText(false, 6)) }],
    [
      'a snapshot of the previous format (no stamp)',
      {
        mutate: (local) => {
          const { stamp: _stamp, ...rest } = JSON.parse(snapshotText(false)) as Record<string, unknown>
          local.setItem(`journal-snapshot:${USER}`, JSON.stringify({ ...rest, version: 1 }))
        },
      },
    ],
    ['a journal changed since (snapshot removed)', { mutate: (local) => local.items.delete(`journal-snapshot:${USER}`) }],
    ['another language signal', { mutate: (local) => local.setItem('app-language', 'es') }],
    ['a record of another user', { mutate: (_local, _perTab, records) => Object.assign(records.journal, { userId: OTHER }) }],
    ['a window taller than the drawn rows fill', { height: 1100, mutate: (_local, _perTab, records) => Object.assign(records.journal, { rowsCover: 1008 }) }],
    [
      'a blurred snapshot that holds an amount',
      {
        blur: true,
        mutate: (local, _perTab, records) => {
          const text = snapshotText(true).replace('"netPnlSign"', '"netPnl":"20","netPnlSign"')
          local.setItem(`journal-snapshot:${USER}`, text)
          Object.assign(records.journal, { snapshot: stampOf(text) })
        },
      },
    ],
  ])('draws nothing for %s', (_name, setup) => {
    expect(run(setup)).toEqual(nothingDrawn)
  })

  it('draws rows kept for the screen in a window they fill, and every row in any window', () => {
    expect(run({ height: 1000, mutate: (_local, _perTab, records) => Object.assign(records.journal, { rowsCover: 1008 }) }).prepaint?.user).toBe(USER)
    expect(run({ height: 3000 }).prepaint?.user).toBe(USER)
  })

  it('draws a blurred journal (its snapshot has signs only)', () => {
    expect(run({ blur: true }).prepaint?.user).toBe(USER)
  })
})

describe("index.html's dashboard picture", () => {
  it('draws the signed-in user’s picture with its style rules, whatever the journal snapshot says', () => {
    const result = run({ path: '/dashboard', mutate: (local) => local.items.delete(`journal-snapshot:${USER}`) })
    expect(result.drawn).toContain('aria-label="Total trades"')
    expect(result.prepaint).toEqual({ route: '/dashboard', user: USER })
    expect(result.styles).toEqual([{ textContent: '.card{padding:8px}' }])
    expect(result.theme).toEqual({ style: '--primary: 160 84% 39%;', theme: 'emerald' })
  })

  it.each<[string, Setup]>([
    ['a filtered dashboard', { search: '?range=today' }],
    ['another build', { entry: '/assets/index-new.js' }],
    ['a tablet (another layout)', { screen: 'tablet' }],
    ['a phone (another layout)', { screen: 'phone' }],
    ['nobody signed in', { mutate: (local) => local.setItem('local-session', JSON.stringify({ userId: USER, displayName: 'Ana', signedIn: false })) }],
    ['another user signed in', { mutate: (local) => local.setItem('local-session', JSON.stringify({ userId: OTHER, displayName: 'Bo', signedIn: true })) }],
    ['another language signal', { mutate: (local) => local.setItem('app-language', 'es') }],
    ['a picture of another user', { mutate: (_local, _perTab, records) => Object.assign(records.dashboard ?? {}, { userId: OTHER }) }],
    ['a picture of another format', { mutate: (_local, _perTab, records) => Object.assign(records.dashboard ?? {}, { version: 2 }) }],
    ['a picture without markup', { mutate: (_local, _perTab, records) => Object.assign(records.dashboard ?? {}, { html: undefined }) }],
  ])('draws nothing for %s', (_name, setup) => {
    expect(run({ path: '/dashboard', ...setup })).toEqual(nothingDrawn)
  })

  it('draws nothing once a write removed the picture', () => {
    expect(run({ path: '/dashboard', mutate: (_local, _perTab, records) => delete records.dashboard })).toEqual(nothingDrawn)
  })
})
