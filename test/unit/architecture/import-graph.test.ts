import { afterAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { importsOf, ROOT } from './import-graph'

// The direction test is only as good as its parser: these are the import forms it must see.
describe('import graph parser', () => {
  const dir = mkdtempSync(join(ROOT, 'test/unit/architecture/.tmp-'))
  const file = join(dir, 'sample.ts')
  writeFileSync(
    file,
    [
      "import { a } from 'rxdb'",
      "import type { B } from '../../../../src/db/index'",
      "export { c } from '@supabase/supabase-js'",
      "import 'side-effect/css'",
      "import {\n  d,\n  e,\n} from 'react'",
      "const lazy = () => import('../../../../sync/replication')",
    ].join('\n'),
  )
  const edges = importsOf(file)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it.each([
    ['rxdb', false],
    ['src/db/index', false],
    ['@supabase/supabase-js', false],
    ['side-effect', false],
    ['react', false],
    ['sync/replication', true],
  ])('sees %s (dynamic: %s)', (target, dynamic) => {
    expect(edges).toContainEqual(expect.objectContaining({ target, dynamic }))
  })
})
