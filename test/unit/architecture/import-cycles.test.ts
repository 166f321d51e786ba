import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf, listSourceFiles, ROOT, type ImportEdge } from './import-graph'

/**
 * No import cycles among the modules of src/ and sync/: a cycle makes the load order decide which
 * module sees the other half-initialised, and it blurs the layers docs/architecture.md draws.
 * Type-only imports are erased at build time and dynamic imports load later, so neither counts.
 */
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx']

function moduleFile(target: string): string | undefined {
  if (/\.(ts|tsx|mts|mjs|js)$/.test(target) && existsSync(join(ROOT, target))) return target
  return EXTENSIONS.map((ending) => `${target}${ending}`).find((path) => existsSync(join(ROOT, path)))
}

/** Every cycle as its strongly connected component (Tarjan), members sorted. */
function cyclesOf(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>()
  for (const edge of edges) {
    if (edge.dynamic || edge.typeOnly || !edge.specifier.startsWith('.')) continue
    const target = moduleFile(edge.target)
    if (!target) continue
    if (!next.has(edge.file)) next.set(edge.file, new Set())
    next.get(edge.file)!.add(target)
  }
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    indexOf.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const target of next.get(node) ?? []) {
      if (!indexOf.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, indexOf.get(target)!))
    }
    if (low.get(node) !== indexOf.get(node)) return
    const component: string[] = []
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member)
      component.push(member)
      if (member === node) break
    }
    if (component.length > 1 || next.get(node)?.has(node)) cycles.push(component.sort())
  }
  for (const node of next.keys()) if (!indexOf.has(node)) visit(node)
  return cycles
}

describe('import cycles', () => {
  it('finds a cycle when there is one', () => {
    const edge = (file: string, target: string): ImportEdge => ({ file, specifier: './x', target: target.replace(/\.ts$/, ''), dynamic: false, typeOnly: false })
    const files = ['test/unit/architecture/import-graph.ts', 'test/unit/architecture/prose.ts']
    expect(cyclesOf([edge(files[0]!, files[1]!), edge(files[1]!, files[0]!)])).toEqual([files])
  })

  it('src/ and sync/ have none', () => {
    const edges = [...listSourceFiles(join(ROOT, 'src')), ...listSourceFiles(join(ROOT, 'sync'))].flatMap(importsOf)
    expect(cyclesOf(edges)).toEqual([])
  })
})
