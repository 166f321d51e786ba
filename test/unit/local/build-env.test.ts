import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildStaleReason, productionBuildEnv } from '../../../sync/local/build.mjs'

// `npm start` loads the local backend through Vite's module runner first, which sets
// NODE_ENV=development for its whole process: a build inheriting it shipped React's development
// bundle and registered no service worker (no offline reload).
describe('the app build is a production build', () => {
  it.each([
    ['development (set by the module runner)', { NODE_ENV: 'development', VITE_SUPABASE_URL: 'http://x' }],
    ['test', { NODE_ENV: 'test' }],
    ['unset', {}],
  ])('whatever NODE_ENV was: %s', (_case, env) => {
    const built = productionBuildEnv(env)
    expect(built.NODE_ENV).toBe('production')
    expect({ ...built, NODE_ENV: undefined }).toEqual({ ...env, NODE_ENV: undefined })
  })

  const root = mkdtempSync(join(tmpdir(), 'tj-build-stamp-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it.each([
    ['a stamp without a mode (made before the fix) is rebuilt', {}, 'the last build was not a production build'],
    ['a production stamp is kept', { mode: 'production' }, null],
  ])('%s', (_case, stamp, reason) => {
    mkdirSync(join(root, 'dist'), { recursive: true })
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html>')
    const stampDir = join(root, 'node_modules', '.cache', 'trading-journal')
    mkdirSync(stampDir, { recursive: true })
    const envHash = createHash('sha256').update(JSON.stringify([])).digest('hex')
    writeFileSync(join(stampDir, 'build.json'), JSON.stringify({ envHash, indexMtimeMs: statSync(join(root, 'dist', 'index.html')).mtimeMs, ...stamp }))
    expect(buildStaleReason(root, {})).toBe(reason)
  })
})
