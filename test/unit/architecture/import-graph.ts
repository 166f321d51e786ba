import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

export const ROOT = resolve(__dirname, '../../..')

export interface ImportEdge {
  file: string // repo-relative, with forward slashes
  specifier: string
  target: string // repo-relative path for relative imports, else the package name
  dynamic: boolean
  /** `import type` / `export type`: erased at build time, so it makes no load-order cycle. */
  typeOnly: boolean
}

const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/g
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
// `import('x').Name` names a type of x: a loaded module is never read by a property right away (only `.then`).
const TYPE_QUERY = /^\.(?!then\b|catch\b|finally\b)[A-Za-z_$]/

export function listSourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...listSourceFiles(path))
    else if (SOURCE_FILE.test(name) && !name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

function toRepoPath(path: string): string {
  return relative(ROOT, path).split(sep).join('/')
}

function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

export function importsOf(file: string): ImportEdge[] {
  const source = readFileSync(file, 'utf8')
  const edges: ImportEdge[] = []
  const add = (specifier: string, dynamic: boolean, typeOnly: boolean) => {
    const target = specifier.startsWith('.') ? toRepoPath(resolve(dirname(file), specifier)) : packageName(specifier)
    edges.push({ file: toRepoPath(file), specifier, target, dynamic, typeOnly })
  }
  for (const match of source.matchAll(STATIC_IMPORT)) add(match[2]!, false, Boolean(match[1]))
  for (const match of source.matchAll(DYNAMIC_IMPORT)) {
    const typeQuery = TYPE_QUERY.test(source.slice(match.index + match[0].length))
    add(match[1]!, !typeQuery, typeQuery)
  }
  return edges
}
