/**
 * Which messages each route needs, from the build's module graph: a route's set holds the messages of
 * every source file its module reaches (static and lazy imports alike, so a dialog or tab it loads
 * later finds its messages), without crossing into another route's file. The base set (the entry,
 * the app's start-up code and the root route: the shell of every screen, its error and not-found
 * screens) loads first; a route's set holds only what the base lacks. A message a set misses is
 * still shown: src/i18n/i18n.ts loads the whole catalog when one is asked for and not found.
 */

/** A module of the build, its id a path relative to the project with no query ('src/app/bootstrap.tsx'). */
export interface GraphModule {
  imports: Iterable<string>
  dynamicImports: Iterable<string>
}

export interface MessageSets {
  base: string[]
  /** By the router's route id ('/_app/journal'), only routes that need messages the base lacks. */
  routes: Record<string, string[]>
}

const ROUTES_FOLDER = 'src/routes/'
const ROOT_ROUTE_FILE = `${ROUTES_FOLDER}__root.tsx`

/** The project-relative file of a module id: '/abs/src/routes/a.tsx?tsr-split=component' -> 'src/routes/a.tsx'. */
export function moduleFile(id: string, root: string): string | null {
  const path = id.split('?')[0]!
  if (id.startsWith('\0') || !path.startsWith(`${root}/`)) return null
  return path.slice(root.length + 1)
}

/**
 * The router's id of a route file, as @tanstack/router's file naming makes it: 'src/routes/_app/journal.tsx'
 * -> '/_app/journal', 'src/routes/index.tsx' -> '/', 'src/routes/blog/index.tsx' -> '/blog/',
 * 'src/routes/__root.tsx' -> '__root__'. Anything else (including routeTree.gen.ts) -> null.
 */
export function routeIdOf(file: string): string | null {
  if (!file.startsWith(ROUTES_FOLDER) || !file.endsWith('.tsx')) return null
  if (file === ROOT_ROUTE_FILE) return '__root__'
  const path = file.slice(ROUTES_FOLDER.length, -'.tsx'.length)
  return `/${path.replace(/(^|\/)index$/, '$1')}`
}

/**
 * The route ids whose messages a location needs, guessed from its path before the router has matched
 * it (so the messages load beside the app's code): the route whose path matches and the layouts above
 * it. '/_app/journal' has the path '/journal' under the layout '/_app'; '$name' matches one segment.
 */
export function routeIdsForPath(routeIds: readonly string[], pathname: string): string[] {
  const segments = (path: string) => path.split('/').filter(Boolean)
  const wanted = segments(pathname)
  const matches = (routeId: string) => {
    const pattern = segments(routeId).filter((segment) => !segment.startsWith('_'))
    return pattern.length === wanted.length && pattern.every((segment, index) => segment.startsWith('$') || segment === wanted[index])
  }
  // A pathless layout ('/_app') is never the screen itself, only above one.
  const isLayout = (routeId: string) => segments(routeId).at(-1)?.startsWith('_') ?? false
  const found = routeIds.filter((routeId) => routeId.startsWith('/') && !isLayout(routeId) && matches(routeId))
  const layouts = found.flatMap((routeId) =>
    segments(routeId)
      .map((_, index, all) => `/${all.slice(0, index).join('/')}`)
      .filter((prefix) => prefix !== '/' && routeIds.includes(prefix)),
  )
  return [...new Set([...layouts, ...found])]
}

function reachable(graph: ReadonlyMap<string, GraphModule>, starts: readonly string[], isOtherRoute: (file: string) => boolean): Set<string> {
  const seen = new Set(starts)
  const pending = [...starts]
  while (pending.length > 0) {
    const module = graph.get(pending.pop()!)
    for (const next of [...(module?.imports ?? []), ...(module?.dynamicImports ?? [])]) {
      if (seen.has(next) || isOtherRoute(next)) continue
      seen.add(next)
      pending.push(next)
    }
  }
  return seen
}

/**
 * The message sets of a build. `entries` are the build's entry files, `messagesOf` gives the message
 * ids a source file declares (from the catalog's origins). Sets are sorted, so builds are stable.
 */
export function messageSets(graph: ReadonlyMap<string, GraphModule>, entries: readonly string[], messagesOf: (file: string) => readonly string[]): MessageSets {
  const routeFiles = [...graph.keys()].filter((file) => routeIdOf(file) !== null)
  const messagesIn = (files: Iterable<string>) => new Set([...files].flatMap((file) => messagesOf(file)))
  const base = messagesIn(reachable(graph, [...entries, ROOT_ROUTE_FILE], (file) => routeIdOf(file) !== null && file !== ROOT_ROUTE_FILE))
  const routes: Record<string, string[]> = {}
  for (const file of routeFiles) {
    if (file === ROOT_ROUTE_FILE) continue
    const own = [...messagesIn(reachable(graph, [file], (other) => other !== file && routeIdOf(other) !== null))].filter((id) => !base.has(id))
    if (own.length > 0) routes[routeIdOf(file)!] = own.sort()
  }
  return { base: [...base].sort(), routes }
}
