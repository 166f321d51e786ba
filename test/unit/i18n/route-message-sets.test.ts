import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { messageSets, moduleFile, routeIdOf, routeIdsForPath, type GraphModule } from '../../../src/i18n/route-messages/message-sets'
import { messageFileOf, messageFilePath } from '../../../src/i18n/route-messages/route-message-files'

const ROOT = join(__dirname, '../../..')

const graphOf = (edges: Record<string, { imports?: string[]; dynamicImports?: string[] }>) =>
  new Map<string, GraphModule>(Object.entries(edges).map(([file, { imports = [], dynamicImports = [] }]) => [file, { imports, dynamicImports }]))

describe('route ids of route files', () => {
  it('names every route file as the router does (src/routeTree.gen.ts)', () => {
    const generated = readFileSync(join(ROOT, 'src/routeTree.gen.ts'), 'utf8')
    const routerIds = new Set([...generated.matchAll(/^\s+id: '([^']+)'/gm)].map((match) => match[1]))
    const files = readdirSync(join(ROOT, 'src/routes'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && file !== '__root.tsx')
      .map((file) => `src/routes/${file}`)
    expect(files.length).toBeGreaterThan(30)
    expect(files.map((file) => routeIdOf(file)).filter((id) => !routerIds.has(id!))).toEqual([])
  })

  it('knows the root, index routes and what is not a route', () => {
    expect(routeIdOf('src/routes/__root.tsx')).toBe('__root__')
    expect(routeIdOf('src/routes/index.tsx')).toBe('/')
    expect(routeIdOf('src/routes/blog/index.tsx')).toBe('/blog/')
    expect(routeIdOf('src/routes/_app/custom/$pageId.tsx')).toBe('/_app/custom/$pageId')
    expect(routeIdOf('src/routeTree.gen.ts')).toBeNull()
    expect(routeIdOf('src/features/journal/journal-screen.tsx')).toBeNull()
  })

  it('reads module ids as project files, leaving out virtual and outside modules', () => {
    expect(moduleFile('/repo/src/routes/_app/journal.tsx?tsr-split=component', '/repo')).toBe('src/routes/_app/journal.tsx')
    expect(moduleFile('\0virtual:route-messages', '/repo')).toBeNull()
    expect(moduleFile('/elsewhere/node.js', '/repo')).toBeNull()
  })
})

describe('the route sets a path needs before the router matches it', () => {
  const ids = ['base', '__root__', '/', '/_app', '/_app/journal', '/_app/custom/$pageId', '/blog/', '/blog/$slug', '/auth']

  it('finds the route and its layouts', () => {
    expect(routeIdsForPath(ids, '/journal')).toEqual(['/_app', '/_app/journal'])
    expect(routeIdsForPath(ids, '/custom/abc')).toEqual(['/_app', '/_app/custom/$pageId'])
    expect(routeIdsForPath(ids, '/')).toEqual(['/'])
    expect(routeIdsForPath(ids, '/blog')).toEqual(['/blog/'])
    expect(routeIdsForPath(ids, '/blog/first-post')).toEqual(['/blog/$slug'])
  })

  it('finds nothing for an unknown path (the base set still loads)', () => {
    expect(routeIdsForPath(ids, '/no/such/page')).toEqual([])
    expect(routeIdsForPath(ids, '/base')).toEqual([])
  })
})

describe('message sets from a module graph', () => {
  const graph = graphOf({
    'src/main.tsx': { dynamicImports: ['src/app/bootstrap.tsx'] },
    'src/app/bootstrap.tsx': { imports: ['src/ui/toast.tsx', 'src/routeTree.gen.ts'] },
    'src/routeTree.gen.ts': { imports: ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/journal.tsx', 'src/routes/_app/analytics.tsx'] },
    'src/routes/__root.tsx': { imports: ['src/app/error-screen.tsx'] },
    'src/routes/_app.tsx': { imports: ['src/app/shell.tsx'] },
    'src/app/shell.tsx': { dynamicImports: ['src/app/palette.tsx'] },
    'src/routes/_app/journal.tsx': { dynamicImports: ['src/features/journal/screen.tsx'] },
    'src/features/journal/screen.tsx': { imports: ['src/ui/table.tsx'], dynamicImports: ['src/features/trade-form/dialog.tsx'] },
    // A screen that links to another route's file must not take that route's messages.
    'src/routes/_app/analytics.tsx': { imports: ['src/ui/table.tsx', 'src/routes/_app/journal.tsx'] },
  })
  const messages: Record<string, string[]> = {
    'src/ui/toast.tsx': ['toast'],
    'src/app/error-screen.tsx': ['error'],
    'src/app/shell.tsx': ['nav'],
    'src/app/palette.tsx': ['palette'],
    'src/features/journal/screen.tsx': ['trades'],
    'src/ui/table.tsx': ['table', 'toast'],
    'src/features/trade-form/dialog.tsx': ['save'],
  }
  const sets = messageSets(graph, ['src/main.tsx'], (file) => messages[file] ?? [])

  it('puts start-up code and the root route (error and not-found screens) in the base set', () => {
    expect(sets.base).toEqual(['error', 'toast'])
  })

  it("gives each route its own modules' messages, lazy parts included, without the base's or other routes'", () => {
    expect(sets.routes).toEqual({
      '/_app': ['nav', 'palette'],
      '/_app/journal': ['save', 'table', 'trades'],
      '/_app/analytics': ['table'],
    })
  })
})

describe('message file names', () => {
  it('carries the language, the set and the hash, and a build map gives them by language', () => {
    expect(messageFilePath('/_app/journal', 'es', 'abcd1234')).toBe('assets/messages-es-_app-journal-abcd1234.json')
    expect(messageFilePath('/', 'en', 'abcd1234')).toBe('assets/messages-en-index-abcd1234.json')
    const files = { base: ['h-en', 'h-es', 'h-pt'] }
    expect(messageFileOf(files, 'base', 'pt')).toBe('assets/messages-pt-base-h-pt.json')
    expect(messageFileOf(files, '/_app/journal', 'pt')).toBeNull()
  })
})
