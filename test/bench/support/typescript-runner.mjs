// Loads TypeScript modules of this repository from a bench script through a Vite SSR server kept
// open, unlike sync/local/typescript-module.mjs (whose module runner closes after the import): the
// sync engine loads RxDB plugins with dynamic imports long after it was imported.
import { join } from 'node:path'
import { projectRoot } from '../../../sync/local/process.mjs'

export async function openTypeScriptRunner(root = projectRoot) {
  const { createServer } = await import('vite')
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  return {
    /** `path` relative to the project root, e.g. `test/bench/support/sync-devices.ts`. */
    import: (path) => server.ssrLoadModule(join(root, path)),
    close: () => server.close(),
  }
}
