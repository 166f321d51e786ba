import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf, listSourceFiles, ROOT } from './import-graph'

/**
 * docs/routes.md maps every route to the feature folder that draws it (several routes live in
 * folders of other names: /upload is drawn by features/journal). This keeps that table true: a route
 * added, removed or moved to another folder fails here until the table says so.
 */
function routesInCode(): string[] {
  const rows: string[] = []
  for (const file of listSourceFiles(join(ROOT, 'src/routes'))) {
    const path = /createFileRoute\('([^']+)'\)/.exec(readFileSync(file, 'utf8'))?.[1]
    if (!path) continue
    // The signed-in layout is a route of its own (`/_app`); the screens under it drop the prefix.
    const route = path === '/_app' ? '/_app' : path.replace(/^\/_app(?=\/)/, '')
    const folders = [...new Set(importsOf(file).flatMap((edge) => /^src\/features\/[^/]+/.exec(edge.target) ?? []))]
    rows.push(`${route} → ${folders.sort().join(', ') || '(none)'}`)
  }
  return rows.sort()
}

function routesInDocs(): string[] {
  const table = readFileSync(join(ROOT, 'docs/routes.md'), 'utf8')
  return [...table.matchAll(/^\| `([^`]+)` \| ([^|]+?) \|/gm)].map(([, route, folders]) => `${route} → ${folders!.replace(/`/g, '').trim()}`).sort()
}

describe('route → folder map (docs/routes.md)', () => {
  it('lists every route with the feature folders its file imports', () => {
    expect(routesInDocs()).toEqual(routesInCode())
  })
})
