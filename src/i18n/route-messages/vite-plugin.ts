import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { LOCALES, type Locale } from '../locales.ts'
import { messageSets, moduleFile, type GraphModule } from './message-sets.ts'
import { readBindings, type ModuleAst, type ModuleBindings } from './module-bindings.ts'
import { seeThroughBarrels } from './barrels.ts'
import { messageFilePath, type RouteMessageFiles } from './route-message-files.ts'

const VIRTUAL_ID = 'virtual:route-messages'
const RESOLVED_ID = `\0${VIRTUAL_ID}`
/** Replaced by the files' map once the build has named them (a string literal survives minification). */
const PLACEHOLDER = '__ROUTE_MESSAGE_FILES__'
/** The map again, for the first-screen budget test (test/budget/first-screen.ts); .vite/ is not served or precached. */
export const ROUTE_MESSAGES_MANIFEST = '.vite/route-messages.json'
/** Message files are named so: the service worker precaches them (vite.config.ts). */
export const MESSAGE_FILE_PATTERN = 'assets/messages-*.json'

type Compiled = Record<string, unknown>

/** Every message of the main catalog ('messages' in lingui.config.ts), compiled per language, and the source files that declare each. */
async function readMainCatalog(root: string) {
  const config = getConfig({ cwd: root })
  const catalog = (await getCatalogs(config)).find((candidate) => candidate.path.endsWith('/messages'))
  if (!catalog) throw new Error('lingui.config.ts has no catalog at locales/{locale}/messages')
  const origins = new Map<string, string[]>()
  for (const [id, entry] of Object.entries(await catalog.read(config.sourceLocale ?? 'en'))) {
    for (const [file] of entry.origin ?? []) origins.set(file, [...(origins.get(file) ?? []), id])
  }
  const compiled = {} as Record<Locale, Compiled>
  for (const locale of LOCALES) {
    const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale: config.sourceLocale ?? 'en' })
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' })
    if (errors.length > 0) throw new Error(`locales/${locale}/messages.po: ${errors.map((error) => error.id).join(', ')} do not compile`)
    compiled[locale] = (JSON.parse(source) as { messages: Compiled }).messages
  }
  return { origins, compiled }
}

/**
 * Splits the main catalog by route at build time (message-sets.ts says how) into small JSON files,
 * one per route and language, and gives the app their names through `virtual:route-messages`. The
 * dev server and tests get `null` there and load the whole catalog, as every build did before.
 */
export function routeMessages(): Plugin {
  let building = false
  let root = ''
  const files: RouteMessageFiles = {}
  return {
    name: 'route-messages',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr
      root = config.root
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? `export default ${building ? JSON.stringify(PLACEHOLDER) : 'null'}` : null),
    async buildEnd(error) {
      if (!building || error) return
      const { origins, compiled } = await readMainCatalog(root)
      const { graph, entries } = readBuildGraph(this, root)
      const sets = messageSets(graph, entries, (file) => origins.get(file) ?? [])
      for (const [set, ids] of [['base', sets.base] as const, ...Object.entries(sets.routes)]) {
        files[set] = LOCALES.map((locale) => {
          const source = JSON.stringify(Object.fromEntries(ids.map((id) => [id, compiled[locale][id]])))
          const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
          this.emitFile({ type: 'asset', fileName: messageFilePath(set, locale, hash), source })
          return hash
        })
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_MESSAGES_MANIFEST, source: JSON.stringify(files, null, 2) })
    },
    renderChunk(code) {
      if (!building || !code.includes(PLACEHOLDER)) return null
      const replaced = code.replace(new RegExp(`(["'\`])${PLACEHOLDER}\\1`), JSON.stringify(files))
      // The bundler may copy a constant into each place it is read: a copy left unreplaced would leave
      // that place without the split catalog, silently, so the build stops instead.
      if (replaced.includes(PLACEHOLDER)) throw new Error(`${VIRTUAL_ID} is read through more than one copy of its value: read it through one binding (src/i18n/i18n.ts)`)
      return { code: replaced, map: null }
    },
  }
}

/**
 * The build's module graph by project file (a file's split parts merged), leaving out virtual and
 * package modules, with barrels seen through (barrels.ts), and the build's entry files.
 */
function readBuildGraph(context: Rollup.PluginContext, root: string): { graph: Map<string, GraphModule>; entries: string[] } {
  const modules = new Map<string, { imports: Set<string>; dynamicImports: Set<string> } & ModuleBindings>()
  const entries: string[] = []
  const codes: Array<{ file: string; code: string; whole: boolean }> = []
  const filesOf = (ids: readonly string[]) => ids.map((id) => moduleFile(id, root)).filter((file): file is string => file !== null)
  for (const id of context.getModuleIds()) {
    const file = moduleFile(id, root)
    const info = context.getModuleInfo(id)
    if (!file || !info) continue
    const module = modules.get(file) ?? { imports: new Set<string>(), dynamicImports: new Set<string>(), importedNames: new Map(), reExports: null }
    modules.set(file, module)
    if (info.isEntry) entries.push(file)
    // Packages declare no messages and import none of ours: the project's own files are read, no others.
    if (info.code !== null && !file.startsWith('node_modules/')) codes.push({ file, code: info.code, whole: !id.includes('?') })
    filesOf(info.importedIds).forEach((imported) => module.imports.add(imported))
    filesOf(info.dynamicallyImportedIds).forEach((imported) => module.dynamicImports.add(imported))
  }
  // Read once every file is known, so each relative import resolves to one of them.
  for (const { file, code, whole } of codes) {
    const module = modules.get(file)!
    const { importedNames, reExports } = readBindings(context.parse(code) as unknown as ModuleAst, (specifier) => localFile(file, specifier, modules))
    for (const [target, names] of importedNames) module.importedNames.set(target, new Set([...(module.importedNames.get(target) ?? []), ...names]))
    // A part of a file split by the router is no barrel: only the whole file can be one.
    if (whole) module.reExports = reExports
  }
  return { graph: seeThroughBarrels(modules), entries }
}

/** A relative import's project file, among the build's files. */
function localFile(from: string, specifier: string, known: ReadonlyMap<string, unknown>): string | null {
  if (!specifier.startsWith('.')) return null
  const base = posix.join(posix.dirname(from), specifier)
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => `${base}${ending}`).find((path) => known.has(path)) ?? null
}
