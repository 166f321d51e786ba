import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import ts from 'typescript'
import { ROOT } from './import-graph'

/**
 * The prose of the repository: Markdown files whole, and the comments of code, SQL, HTML, CSS and
 * shell files (string literals and code are left out, so a test title or an identifier is not prose).
 */
export interface Prose {
  file: string // repo-relative, with forward slashes
  text: string
  /** Offset of `text` in the file, for line numbers. */
  offset: number
  source: string
}

const SCANNED_DIRS = ['src', 'sync', 'test', 'public', 'docs', '.ci']
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.local', 'test-results', 'playwright-report'])
const CODE = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'])

type Kind = 'code' | 'markdown' | 'sql' | 'html' | 'css' | 'shell'

function kindOf(path: string): Kind | undefined {
  const ext = extname(path)
  if (path.endsWith('.gen.ts')) return undefined
  if (CODE.has(ext)) return 'code'
  if (ext === '.md') return 'markdown'
  if (ext === '.sql') return 'sql'
  if (ext === '.html') return 'html'
  if (ext === '.css') return 'css'
  if (ext === '.sh' || path === '.ci/run') return 'shell'
  return undefined
}

function walk(dir: string, prefix: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name)) continue
    const path = join(dir, name)
    const rel = `${prefix}${name}`
    if (statSync(path).isDirectory()) walk(path, `${rel}/`, out)
    else if (kindOf(rel)) out.push(rel)
  }
}

export function proseFiles(): string[] {
  const files = readdirSync(ROOT).filter((name) => statSync(join(ROOT, name)).isFile() && kindOf(name))
  for (const dir of SCANNED_DIRS) if (existsSync(join(ROOT, dir))) walk(join(ROOT, dir), `${dir}/`, files)
  return files.sort()
}

type Range = readonly [number, number]

function codeComments(file: string, text: string): Range[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const ranges = new Map<number, number>()
  const add = (found: ts.CommentRange[] | undefined) => found?.forEach((range) => ranges.set(range.pos, range.end))
  // Comments are trivia before a token; every token boundary is some node's start or end.
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos))
    add(ts.getLeadingCommentRanges(text, node.end))
    add(ts.getTrailingCommentRanges(text, node.end))
    ts.forEachChild(node, visit)
  }
  add(ts.getLeadingCommentRanges(text, 0))
  visit(source)
  return [...ranges]
}

function matches(text: string, pattern: RegExp): Range[] {
  return [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length] as const)
}

function sqlComments(text: string): Range[] {
  const ranges = matches(text, /\/\*[\s\S]*?\*\//g)
  let offset = 0
  for (const line of text.split('\n')) {
    let quoted = false
    for (let i = 0; i < line.length; i++) {
      if (line[i] === "'") quoted = !quoted
      else if (!quoted && line.startsWith('--', i)) {
        ranges.push([offset + i, offset + line.length])
        break
      }
    }
    offset += line.length + 1
  }
  return ranges
}

function ranges(kind: Kind, file: string, text: string): Range[] {
  switch (kind) {
    case 'markdown':
      return [[0, text.length]]
    case 'code':
      return codeComments(file, text)
    case 'sql':
      return sqlComments(text)
    case 'html':
      return matches(text, /<!--[\s\S]*?-->/g)
    case 'css':
      return matches(text, /\/\*[\s\S]*?\*\//g)
    case 'shell':
      return matches(text, /(^|\s)#(?!!).*$/gm)
  }
}

export function proseOf(file: string): Prose[] {
  const kind = kindOf(file)
  if (!kind) return []
  const source = readFileSync(join(ROOT, file), 'utf8')
  return ranges(kind, file, source).map(([start, end]) => ({ file, text: source.slice(start, end), offset: start, source }))
}

/** "file:line" of a match inside a piece of prose. */
export function locate(prose: Prose, index: number): string {
  return `${prose.file}:${prose.source.slice(0, prose.offset + index).split('\n').length}`
}
