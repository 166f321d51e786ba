import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './import-graph'
import { locate, proseFiles, proseOf } from './prose'

/**
 * Every document a comment, README or doc names is in the repository (docs/README.md lists them),
 * so a reader of the repository can open it. The product contract is docs/product.md: a comment
 * cites that file by name rather than an unnamed product document.
 */

/** Files tools write at run time, which a comment may name although they are not committed. */
const GENERATED = new Set(['error-context.md'])

/**
 * Shipped migrations are immutable (their hashes are locked in sync/supabase/migrations-lock.json):
 * their comments keep the words they shipped with.
 */
const SHIPPED_MIGRATIONS = new Set(
  Object.keys(JSON.parse(readFileSync(join(ROOT, 'sync/supabase/migrations-lock.json'), 'utf8')) as Record<string, string>).map((name) => `sync/supabase/migrations/${name}`),
)

const prose = proseFiles()
  .filter((file) => !SHIPPED_MIGRATIONS.has(file))
  .flatMap(proseOf)

const exists = (path: string) => existsSync(path)
const insideRoot = (path: string) => !relative(ROOT, path).startsWith('..')

/** A name relative to the citing file or to the root. */
function resolves(file: string, name: string): boolean {
  return [join(ROOT, dirname(file), name), join(ROOT, name)].some((path) => insideRoot(path) && exists(path))
}

function findAll(pattern: RegExp, check: (match: RegExpMatchArray, file: string) => string | undefined): string[] {
  return prose.flatMap((piece) =>
    [...piece.text.matchAll(pattern)].flatMap((match) => {
      const problem = check(match, piece.file)
      return problem ? [`${locate(piece, match.index)}: ${problem}`] : []
    }),
  )
}

// A document name or path ending in .md, not part of a longer path, glob or placeholder.
const MD_NAME = /(?<![\w.*<>$/-])((?:\.{1,2}\/|[\w.-]+\/)*[\w-]+\.md)(?![\w/-])/g
// A Markdown link target.
const MD_LINK = /\]\(([^)\s]+)\)/g
// Paths of the machine the repository was written on.
const OUTSIDE_PATH = /(?:\/work\/|\/home\/|\bshared\/(?:design|spec)\/)[\w./-]*(?<!\.)/g

// The unnamed product document: its possessive, its sections, "the ..." as a document, "X: ..." labels.
const TERM = String.raw`(?:preference\s+)?(?:tables?|columns?|fields?|rows?)\b`
const UNNAMED_PRODUCT_DOC = new RegExp(
  [
    String.raw`(?<![\w.*<>/-])[Ss]pec's\b`,
    String.raw`(?<![\w.*<>/-])[Ss]pec sections?\b`,
    String.raw`\b[Tt]he spec(?![\w-]|\.\w)(?!\s+(?:${TERM}|files?\b))`,
    String.raw`(?:^|(?<=[\s(*/]))[Ss]pec(?=[:)]|\s+["'])`,
  ].join('|'),
  'gm',
)

describe('documents the repository cites', () => {
  it('reads the prose it checks', () => {
    expect(prose.length).toBeGreaterThan(1000)
    expect(prose.some((piece) => piece.file === 'docs/product.md')).toBe(true)
  })

  it('names only documents that exist in the repository', () => {
    const missing = findAll(MD_NAME, ([, name], file) => (GENERATED.has(name!) || resolves(file, name!) ? undefined : `${name} is not in the repository (see docs/README.md)`))
    expect(missing).toEqual([])
  })

  it('links Markdown only to files in the repository', () => {
    const broken = findAll(MD_LINK, ([, target], file) => {
      if (!file.endsWith('.md') || /^(https?:|mailto:|#)/.test(target!)) return undefined
      const path = resolve(ROOT, dirname(file), decodeURI(target!.replace(/#.*$/, '')))
      return insideRoot(path) && exists(path) ? undefined : `link to ${target} leads to no file of the repository`
    })
    expect(broken).toEqual([])
  })

  it('cites no path outside the repository', () => {
    // Relative names and links that climb out are caught above: they resolve to no file inside.
    const outside = findAll(OUTSIDE_PATH, ([path]) => `${path} is outside the repository`)
    expect(outside).toEqual([])
  })

  it('cites the product contract by its file, docs/product.md', () => {
    const unnamed = findAll(UNNAMED_PRODUCT_DOC, ([phrase]) => `'${phrase}': cite docs/product.md`)
    expect(unnamed).toEqual([])
  })
})
