// Production build with a freshness check, shared by `npm start`, `npm test` and `npm run bench`.
// Node built-ins only.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { localBin, projectRoot, runCommand, say } from './process.mjs'

/** Files and folders whose contents end up in dist/. */
const INPUT_FILES = ['index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'lingui.config.ts']
const INPUT_DIRS = ['src', 'public', 'locales', 'sync']
/** Not bundled into the app: the set-up scripts themselves, the local backend, SQL migrations. */
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', join('sync', 'local'), join('sync', 'local-backend'), join('sync', 'supabase')])
const STAMP = join('node_modules', '.cache', 'trading-journal', 'build.json')

/** Newest modification time (ms) under `dir`, skipping dot folders and SKIP_DIRS. */
function newestMtime(root, dir) {
  let newest = 0
  let newestFile = ''
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name)
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.') || SKIP_DIRS.has(relative(root, full))) continue
        walk(full)
      } else if (entry.isFile()) {
        const mtime = statSync(full).mtimeMs
        if (mtime > newest) [newest, newestFile] = [mtime, full]
      }
    }
  }
  if (existsSync(dir)) walk(dir)
  return { mtime: newest, file: newestFile }
}

/**
 * The VITE_* variables are baked into the bundle at build time (VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY), so a build made with other values is stale too.
 */
function viteEnvHash(env) {
  const entries = Object.entries(env)
    .filter(([key]) => key.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b))
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex')
}

/** Why dist/ must be rebuilt, or null when it is newer than every input and built with this env. */
export function buildStaleReason(root = projectRoot, env = process.env) {
  const indexFile = join(root, 'dist', 'index.html')
  if (!existsSync(indexFile)) return 'there is no build yet'
  const builtAt = statSync(indexFile).mtimeMs
  for (const name of INPUT_FILES) {
    const file = join(root, name)
    if (existsSync(file) && statSync(file).mtimeMs > builtAt) return `${name} changed since the last build`
  }
  for (const dir of INPUT_DIRS) {
    const { mtime, file } = newestMtime(root, join(root, dir))
    if (mtime > builtAt) return `${relative(root, file)} changed since the last build`
  }
  // A build we did not make (e.g. a plain `npx vite build`) is taken as made without VITE_* values.
  const stampFile = join(root, STAMP)
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : null
  const ours = stamp && stamp.indexMtimeMs === builtAt
  const builtWith = ours ? stamp.envHash : viteEnvHash({})
  if (builtWith !== viteEnvHash(env)) return 'the VITE_* settings changed since the last build'
  // Stamps from before productionBuildEnv have no mode: `npm start` made those in development mode.
  if (ours && stamp.mode !== 'production') return 'the last build was not a production build'
  return null
}

/**
 * The build's environment: always a production build. Vite's module runner (which loads the local
 * backend in `npm start`'s own process) sets NODE_ENV=development for the whole process, and a child
 * `vite build` inheriting it bundled React's development build and no service worker registration.
 */
export function productionBuildEnv(env) {
  return { ...env, NODE_ENV: 'production' }
}

/** Runs `vite build` and records the settings it was built with. Throws when the build fails. */
export async function buildApp(root = projectRoot, env = process.env) {
  const code = await runCommand(localBin('vite', root), ['build'], { cwd: root, env: productionBuildEnv(env) })
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`)
  const indexFile = join(root, 'dist', 'index.html')
  const stampFile = join(root, STAMP)
  mkdirSync(join(stampFile, '..'), { recursive: true })
  writeFileSync(stampFile, JSON.stringify({ envHash: viteEnvHash(env), indexMtimeMs: statSync(indexFile).mtimeMs, mode: 'production' }, null, 2))
}

/** Builds only when dist/ is missing or stale (or `force`). Returns true when it built. */
export async function ensureBuild(root = projectRoot, { env = process.env, force = false } = {}) {
  const reason = force ? 'a rebuild was asked for' : buildStaleReason(root, env)
  if (!reason) {
    say('build', 'dist/ is up to date')
    return false
  }
  say('build', `${reason}: building the production bundle`)
  await buildApp(root, env)
  return true
}
