// Loads a TypeScript module of this repository from a Node script (the local backend, the benchmarks'
// harnesses) through Vite's module runner: no build step, and without vite.config.ts's app plugins.
// Call it only once the dependencies are installed.
import { join } from 'node:path'
import { projectRoot } from './process.mjs'

/** `path` relative to `root`, e.g. `sync/local-backend/backend.ts`; resolves to the module's exports. */
export async function importTypeScript(path, root = projectRoot) {
  const { runnerImport } = await import('vite')
  const { module } = await runnerImport(join(root, path), { configFile: false, root, logLevel: 'error' })
  return module
}
