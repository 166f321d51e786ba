import { describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { importsOf, listSourceFiles, ROOT, type ImportEdge } from './import-graph'

/**
 * docs/architecture.md's dependency direction, as rules over every import in src/ and sync/.
 * A rule names the files it governs and the targets they may not reach.
 */
interface Rule {
  name: string
  appliesTo: RegExp
  forbids: (edge: ImportEdge) => boolean
}

const local = (prefix: string) => (edge: ImportEdge) => edge.target === prefix || edge.target.startsWith(`${prefix}/`)
const pkg =
  (...names: string[]) =>
  (edge: ImportEdge) =>
    names.includes(edge.target)
const any =
  (...tests: Array<(edge: ImportEdge) => boolean>) =>
  (edge: ImportEdge) =>
    tests.some((test) => test(edge))

const storage = pkg('rxdb', 'dexie')
const supabase = pkg('@supabase/supabase-js')
const ui = pkg('react', 'react-dom', '@ark-ui/react', 'kbar', 'react-hot-toast', '@tanstack/react-router', '@visx/shape')

const RULES: Rule[] = [
  {
    name: 'domain/ is pure: no app layer, no React, no storage, no network',
    appliesTo: /^src\/domain\//,
    forbids: any(
      local('src/app'),
      local('src/platform'),
      local('src/db'),
      local('src/features'),
      local('src/routes'),
      local('src/ui'),
      local('src/pwa'),
      local('src/i18n'),
      local('sync'),
      storage,
      supabase,
      ui,
    ),
  },
  {
    name: 'db/ imports only domain/ (and rxdb, dexie, rxjs, react)',
    appliesTo: /^src\/db\//,
    forbids: any(local('src/app'), local('src/platform'), local('src/features'), local('src/routes'), local('src/ui'), local('src/pwa'), local('sync'), supabase),
  },
  {
    name: 'only db/ (and sync/) import rxdb or dexie',
    appliesTo: /^src\/(?!db\/)/,
    forbids: storage,
  },
  {
    name: 'only sync/ imports supabase-js',
    appliesTo: /^src\//,
    forbids: supabase,
  },
  {
    name: 'features/ and routes/ never import sync/, and reach db/ only through its index',
    appliesTo: /^src\/(features|routes)\//,
    forbids: (edge) => local('sync')(edge) || (local('src/db')(edge) && edge.target !== 'src/db' && edge.target !== 'src/db/index'),
  },
  {
    name: 'features/ never import app/: what they share with it lives in platform/',
    appliesTo: /^src\/features\//,
    forbids: local('src/app'),
  },
  {
    name: 'a feature imports another only through its index.ts (a lazy part may be loaded by its own path)',
    appliesTo: /^src\/features\//,
    // A dynamic import names the one module it loads, so each lazy part stays a chunk of its own
    // instead of the whole public face of its feature.
    forbids: (edge) => {
      const own = edge.file.split('/')[2]
      const target = /^src\/features\/([^/]+)\/(.+)$/.exec(edge.target)
      return Boolean(target && target[1] !== own && target[2] !== 'index' && !edge.dynamic)
    },
  },
  {
    name: 'platform/ sits below features and app: no features or routes, and app/ and sync/ only for types',
    appliesTo: /^src\/platform\//,
    // The contexts here hand out the app's session controller and sync manager, which app/ builds;
    // naming their class as a type is erased at build time, so no code of app/ loads from here.
    forbids: (edge) => any(local('src/features'), local('src/routes'))(edge) || (any(local('src/app'), local('sync'))(edge) && !edge.typeOnly),
  },
  {
    name: 'ui/ is a design system: no features, routes, app, platform, db or sync',
    appliesTo: /^src\/ui\//,
    forbids: any(local('src/features'), local('src/routes'), local('src/app'), local('src/platform'), local('src/db'), local('sync')),
  },
  {
    name: 'i18n/ and pwa/ sit below features, platform and app',
    appliesTo: /^src\/(i18n|pwa)\//,
    forbids: any(local('src/features'), local('src/routes'), local('src/app'), local('src/platform'), local('sync')),
  },
  {
    name: 'app/ starts sync only through a dynamic import, so the first paint never waits for it',
    appliesTo: /^src\/app\//,
    forbids: (edge) => local('sync')(edge) && !edge.dynamic && !edge.typeOnly,
  },
  {
    name: 'sync/ never imports the UI',
    appliesTo: /^sync\//,
    forbids: any(local('src/features'), local('src/routes'), local('src/ui'), local('src/app'), ui),
  },
]

const edges = [...listSourceFiles(join(ROOT, 'src')), ...listSourceFiles(join(ROOT, 'sync'))].flatMap(importsOf)

describe('import direction (architecture.md)', () => {
  it('finds the imports it checks', () => {
    expect(edges.length).toBeGreaterThan(50)
  })

  it.each(RULES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const violations = edges.filter((edge) => rule.appliesTo.test(edge.file) && rule.forbids(edge)).map((edge) => `${edge.file} imports '${edge.specifier}'`)
    expect(violations).toEqual([])
  })
})
