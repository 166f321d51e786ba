import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { createTradeSummaryCache } from '../../../src/domain/journal'
import { hashText, type JournalPrepaint } from '../../../src/features/journal/journal-prepaint'
import { buildJournalSnapshot } from '../../../src/features/journal/journal-snapshot'
import { media } from '../../../src/ui/theme/tokens.css'
import { buildTrade } from '../domain/builders'

// The pre-paint script of index.html, run as the browser runs it, against records made by the app's code.
const html = readFileSync('index.html', 'utf8')
const script = /<script>\s*(\/\/ The journal pre-paint[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

const USER = '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f'
const OTHER = '11111111-2222-4333-8444-555555555555'
const ENTRY = '/assets/index-abc.js'
const LANGUAGES = ['en-US', 'en']
const trades = Array.from({ length: 5 }, (_, index) => buildTrade({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` }))
const snapshotText = (blur: boolean) =>
  JSON.stringify(buildJournalSnapshot(trades, createTradeSummaryCache('0').get, { userId: USER, blur, timeZone: 'UTC', breakevenBand: '0', count: 5 }))

class FakeStorage {
  readonly items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, value)
}

interface Setup {
  readonly path?: string
  readonly search?: string
  readonly wide?: boolean
  readonly entry?: string
  readonly mutate?: (local: FakeStorage, perTab: FakeStorage, record: JournalPrepaint & { snapshot: string }) => void
  readonly blur?: boolean
  /** The window's height (px). */
  readonly height?: number
}

function run({ path = '/journal', search = '', wide = true, entry = ENTRY, mutate, blur = false, height = 800 }: Setup = {}) {
  const local = new FakeStorage()
  const perTab = new FakeStorage()
  const text = snapshotText(blur)
  const record = {
    version: 2 as const,
    userId: USER,
    snapshot: hashText(text),
    entry: ENTRY,
    language: `|||${LANGUAGES.join(',')}`,
    wide: true,
    css: '.row{height:72px}',
    rootStyle: '--primary: 160 84% 39%;',
    themeId: 'emerald',
    html: '<div><ul aria-label="Trades"><li>BTCUSDT</li></ul></div>',
    rowsCover: 0,
  }
  local.setItem('local-session', JSON.stringify({ userId: USER, displayName: 'Ana', signedIn: true }))
  local.setItem(`journal-snapshot:${USER}`, text)
  mutate?.(local, perTab, record)
  local.setItem(`journal-prepaint:${USER}`, JSON.stringify(record))
  const root = { innerHTML: '' }
  const styles: Array<{ textContent: string }> = []
  const rootElement = { style: '', dataset: {} as Record<string, string>, setAttribute: (_name: string, value: string) => (rootElement.style = value) }
  const window: Record<string, unknown> = {}
  const context = {
    window,
    innerHeight: height,
    location: { pathname: path, search, hash: '' },
    localStorage: local,
    sessionStorage: perTab,
    navigator: { languages: LANGUAGES, language: 'en-US' },
    matchMedia: (query: string) => ({ matches: query === media.tablet && wide }),
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
  return { drawn: root.innerHTML, user: window.__journalPrepaint, styles, theme: { style: rootElement.style, ...rootElement.dataset } }
}

describe("index.html's journal pre-paint", () => {
  it('draws the signed-in user’s record with its style rules', () => {
    const result = run()
    expect(result.drawn).toContain('aria-label="Trades"')
    expect(result.user).toBe(USER)
    expect(result.styles).toEqual([{ textContent: '.row{height:72px}' }])
    expect(result.theme).toEqual({ style: '--primary: 160 84% 39%;', theme: 'emerald' })
  })

  it.each<[string, Setup]>([
    ['another path', { path: '/dashboard' }],
    ['a filtered journal', { search: '?side=short' }],
    ['another build', { entry: '/assets/index-new.js' }],
    ['another screen class', { wide: false }],
    ['nobody signed in', { mutate: (local) => local.setItem('local-session', JSON.stringify({ userId: USER, displayName: 'Ana', signedIn: false })) }],
    ['another user signed in', { mutate: (local) => local.setItem('local-session', JSON.stringify({ userId: OTHER, displayName: 'Bo', signedIn: true })) }],
    [
      'an account of another user beside the local profile',
      { mutate: (_local, perTab) => perTab.setItem('tj-auth-session', JSON.stringify({ user: { id: OTHER } })) },
    ],
    ['a journal changed since (snapshot rewritten)', { mutate: (local) => local.setItem(`journal-snapshot:${USER}`, snapshotText(false).replace('"count":5', '"count":6')) }],
    ['a journal changed since (snapshot removed)', { mutate: (local) => local.items.delete(`journal-snapshot:${USER}`) }],
    ['another language signal', { mutate: (local) => local.setItem('app-language', 'es') }],
    ['a record of another user', { mutate: (_local, _perTab, record) => Object.assign(record, { userId: OTHER }) }],
    ['a window taller than the drawn rows fill', { height: 1100, mutate: (_local, _perTab, record) => Object.assign(record, { rowsCover: 1008 }) }],
    [
      'a blurred snapshot that holds an amount',
      {
        blur: true,
        mutate: (local, _perTab, record) => {
          const text = snapshotText(true).replace('"netPnlSign"', '"netPnl":"20","netPnlSign"')
          local.setItem(`journal-snapshot:${USER}`, text)
          Object.assign(record, { snapshot: hashText(text) })
        },
      },
    ],
  ])('draws nothing for %s', (_name, setup) => {
    const result = run(setup)
    expect(result.drawn).toBe('')
    expect(result.user).toBeUndefined()
    expect(result.styles).toEqual([])
    expect(result.theme).toEqual({ style: '' })
  })

  it('draws rows kept for the screen in a window they fill, and every row in any window', () => {
    expect(run({ height: 1000, mutate: (_local, _perTab, record) => Object.assign(record, { rowsCover: 1008 }) }).user).toBe(USER)
    expect(run({ height: 3000 }).user).toBe(USER)
  })

  it('draws a blurred journal (its snapshot has signs only)', () => {
    expect(run({ blur: true }).user).toBe(USER)
  })
})
