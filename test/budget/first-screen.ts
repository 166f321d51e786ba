// What a first visit to each route loads, computed from the build's manifest (dist/.vite/manifest.json):
// bytes, not timings, so the budget test is deterministic. Shared by the budget test and its record.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { routeIdOf } from '../../src/i18n/route-messages/message-sets'
import { messageFileOf, type RouteMessageFiles } from '../../src/i18n/route-messages/route-message-files'
import { ROUTE_MESSAGES_MANIFEST } from '../../src/i18n/route-messages/vite-plugin'

export const ROOT = join(__dirname, '../..')
export const DIST_DIR = join(ROOT, process.env.DIST_DIR ?? 'dist')

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface RouteScreen {
  route: string
  /** A signed-in screen (under src/routes/_app). */
  signedIn: boolean
  /** Gzip bytes of every chunk the first screen loads, by chunk (see chunkLabel). */
  chunks: Record<string, number>
  total: number
}

/** The build's message files by route (written by src/i18n/route-messages/vite-plugin.ts). */
function readRouteMessages(distDir: string): RouteMessageFiles {
  return JSON.parse(readFileSync(join(distDir, ROUTE_MESSAGES_MANIFEST), 'utf8')) as RouteMessageFiles
}

export function readManifest(distDir = DIST_DIR): Manifest {
  const file = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm test builds before this stage; by hand: see README.md, "npm test")`)
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest
}

const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/

/** '_app/dashboard' -> '/dashboard', 'index' -> '/', 'blog/index' -> '/blog', '_app/custom/$pageId' -> '/custom/$pageId'. */
function routePath(file: string): string {
  const path = file.replace(/^_app(\/|$)/, '').replace(/(^|\/)index$/, '')
  return `/${path}`
}

/** A name that survives rebuilds: the source path of an entry chunk, the name of a shared one (whose manifest key carries its hash). */
function chunkLabel(key: string, found: ManifestChunk): string {
  return key.startsWith('_') ? `${found.name ?? key} (shared chunk)` : key
}

/**
 * The first screen of every route: the entry (index.html) and what main.tsx starts at once (the app's
 * code and the English base messages), the route's component with its own lazy parts (a screen's lazily
 * loaded body counts: it draws in the first frame), for a signed-in route the shell and the database
 * gate that opens the journal, and the long-form catalog where the route's loader asks for it. Each
 * with the chunks it imports statically. What loads on use or when the browser is idle (the command
 * palette, the shell's watchers, sync, the auth client) is not counted.
 */
export function firstScreens(manifest: Manifest, distDir = DIST_DIR): RouteScreen[] {
  const gzipOf = new Map<string, number>()
  const gzip = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(distDir, file))).length)
    return gzipOf.get(file)!
  }
  const chunk = (key: string) => {
    const found = manifest[key]
    if (!found) throw new Error(`the build's manifest has no chunk ${key}`)
    return found
  }
  const closure = (keys: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      seen.add(key)
      for (const imported of chunk(key).imports ?? []) visit(imported)
    }
    keys.forEach(visit)
    return seen
  }
  const start = ['index.html', 'src/app/bootstrap.tsx']
  const messages = readRouteMessages(distDir)
  return Object.keys(manifest)
    .map((key) => ({ key, match: ROUTE_CHUNK.exec(key) }))
    .filter(({ match }) => match && match[1] !== '_app' && match[1] !== '__root')
    .map(({ key, match }) => {
      const file = match![1]!
      const signedIn = file.startsWith('_app/')
      const routeSource = readFileSync(join(ROOT, 'src/routes', `${file}.tsx`), 'utf8')
      const keys = [
        ...start,
        key,
        ...(chunk(key).dynamicImports ?? []),
        ...(signedIn ? ['src/routes/_app.tsx?tsr-split=component', 'src/app/database/user-database-gate.tsx'] : []),
        ...(routeSource.includes("loadCatalog('long-form')") ? ['locales/en/long-form.po'] : []),
      ]
      const chunks: Record<string, number> = {}
      for (const loaded of closure(keys)) chunks[chunkLabel(loaded, chunk(loaded))] = (chunks[chunkLabel(loaded, chunk(loaded))] ?? 0) + gzip(chunk(loaded).file)
      // The English messages of the screen: the base set, the layout's and the route's own (src/i18n/route-messages).
      for (const set of ['base', ...(signedIn ? ['/_app'] : []), routeIdOf(`src/routes/${file}.tsx`)!]) {
        const file = messageFileOf(messages, set, 'en')
        if (file) chunks[`messages ${set}`] = gzip(file)
      }
      return { route: routePath(file), signedIn, chunks, total: Object.values(chunks).reduce((sum, size) => sum + size, 0) }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}
