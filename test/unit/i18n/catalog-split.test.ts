import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { importsOf, listSourceFiles, ROOT } from '../architecture/import-graph'
import { LONG_FORM_SOURCES } from '../../../lingui.config'

/**
 * The long-form catalog (lingui.config.ts) is loaded only by the routes whose loader asks for it. A
 * message from those folders rendered anywhere else would show its bare id, so nothing outside them
 * may import a file of theirs that carries messages, except a route that loads the catalog.
 */
const inLongForm = (path: string) => LONG_FORM_SOURCES.some((folder) => path.startsWith(`${folder}/`))
const sourceOf = (target: string) => ['.ts', '.tsx'].map((ext) => join(ROOT, target + ext)).find((file) => existsSync(file))

/** Whether a long-form file, or what it imports within the long-form folders, uses Lingui. */
function carriesMessages(target: string, seen = new Set<string>()): boolean {
  const file = sourceOf(target)
  if (!file || seen.has(target)) return false
  seen.add(target)
  if (/from '@lingui\//.test(readFileSync(file, 'utf8'))) return true
  return importsOf(file).some((edge) => inLongForm(edge.target) && carriesMessages(edge.target, seen))
}

describe('the long-form catalog split', () => {
  const edges = listSourceFiles(join(ROOT, 'src')).flatMap((file) => importsOf(file))
  const intoLongForm = edges.filter((edge) => !inLongForm(edge.file) && inLongForm(edge.target) && !edge.typeOnly)

  it('finds the routes that show the long-form texts', () => {
    expect(intoLongForm.map((edge) => edge.file)).toContain('src/routes/_app/user-guide.tsx')
  })

  it('only routes that load the long-form catalog import the long-form messages', () => {
    const unloaded = intoLongForm
      .filter((edge) => carriesMessages(edge.target))
      .filter((edge) => !(edge.file.startsWith('src/routes/') && readFileSync(join(ROOT, edge.file), 'utf8').includes("loadCatalog('long-form')")))
      .map((edge) => `${edge.file} -> ${edge.target}`)
    expect(unloaded).toEqual([])
  })
})
