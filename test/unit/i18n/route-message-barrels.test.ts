import { describe, expect, it } from 'vitest'
import { parseAst } from 'vite'
import { seeThroughBarrels, type ModuleImports } from '../../../src/i18n/route-messages/barrels'
import { readBindings, type ModuleAst } from '../../../src/i18n/route-messages/module-bindings'

const FILES: Record<string, string> = {
  '../charts': 'src/features/charts/index.ts',
  './chart-theme.css': 'src/features/charts/chart-theme.css.ts',
  './line-chart': 'src/features/charts/line-chart.tsx',
  './bar-chart': 'src/features/charts/bar-chart.tsx',
  './sample-area': 'src/features/sample/sample-area.tsx',
}
const read = (code: string) => readBindings(parseAst(code) as unknown as ModuleAst, (specifier) => FILES[specifier] ?? null)

describe("a module's bindings, as the bundler parses it", () => {
  it('names what each import takes: named, default and namespace', () => {
    const { importedNames, reExports } = read(`
      import { LineChart, BarChart as Bars } from '../charts'
      import Area from './sample-area'
      import * as theme from './chart-theme.css'
      import { useState } from 'react'
      export const x = [LineChart, Bars, Area, theme, useState]`)
    expect(importedNames).toEqual(
      new Map([
        ['src/features/charts/index.ts', new Set(['LineChart', 'BarChart'])],
        ['src/features/sample/sample-area.tsx', new Set(['default'])],
        ['src/features/charts/chart-theme.css.ts', new Set(['*'])],
      ]),
    )
    expect(reExports).toBeNull()
  })

  it('knows a barrel: a module that only re-exports, renamed and namespaced alike', () => {
    const { reExports } = read(`
      export { LineChart } from './line-chart'
      export { default as Area } from './sample-area'
      export * as chartStyles from './chart-theme.css'`)
    expect(reExports).toEqual(
      new Map([
        ['LineChart', 'src/features/charts/line-chart.tsx'],
        ['Area', 'src/features/sample/sample-area.tsx'],
        ['chartStyles', 'src/features/charts/chart-theme.css.ts'],
      ]),
    )
  })

  it('a module with any code of its own, or re-exporting everything unnamed, is no barrel', () => {
    expect(read(`export { LineChart } from './line-chart'\nexport const size = 1`).reExports).toBeNull()
    expect(read(`export * from './line-chart'`).reExports).toBeNull()
    expect(read('').reExports).toBeNull()
  })
})

describe('edges into barrels, seen through', () => {
  const module = (imports: string[], importedNames: Record<string, string[]> = {}, reExports: Record<string, string> | null = null): ModuleImports => ({
    imports: new Set(imports),
    dynamicImports: new Set(),
    importedNames: new Map(Object.entries(importedNames).map(([file, names]) => [file, new Set(names)])),
    reExports: reExports && new Map(Object.entries(reExports)),
  })
  const barrel = module(['line', 'bar'], {}, { LineChart: 'line', BarChart: 'bar' })

  it('leads an importer to the modules of the names it takes, not the whole barrel', () => {
    const graph = seeThroughBarrels(
      new Map([
        ['screen', module(['index'], { index: ['LineChart'] })],
        ['index', barrel],
      ]),
    )
    expect([...graph.get('screen')!.imports]).toEqual(['line'])
  })

  it('keeps the edge when the importer takes everything or a name the barrel lacks, or the target is no barrel', () => {
    const graph = seeThroughBarrels(
      new Map([
        ['all', module(['index'], { index: ['*'] })],
        ['unknown', module(['index'], { index: ['PieChart'] })],
        ['plain', module(['line'], { line: ['LineChart'] })],
        ['index', barrel],
        ['line', module([])],
      ]),
    )
    expect([...graph.get('all')!.imports]).toEqual(['index'])
    expect([...graph.get('unknown')!.imports]).toEqual(['index'])
    expect([...graph.get('plain')!.imports]).toEqual(['line'])
  })
})
