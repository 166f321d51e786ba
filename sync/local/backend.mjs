// The local Supabase-compatible backend for `npm start` (see the hook in start.mjs), and on its own:
//
//   node sync/local/backend.mjs                       PGlite, data in .local/backend, port 54321
//   DATABASE_URL=postgres://... node sync/local/backend.mjs   on a PostgreSQL server instead
//   SUPABASE_PORT=54999 node sync/local/backend.mjs   another port
//
// The backend is TypeScript (sync/local-backend); Vite's module runner loads it without a build step.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { projectRoot, say } from './process.mjs'
import { importTypeScript } from './typescript-module.mjs'

const ENTRY = 'sync/local-backend/backend.ts'

export async function startLocalBackend({ root = projectRoot, appUrl } = {}) {
  const module = await importTypeScript(ENTRY, root)
  const port = Number(process.env.SUPABASE_PORT ?? 54321)
  const backend = await module.startLocalBackend({
    port,
    dataDir: join(root, '.local', 'backend'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    siteUrl: appUrl ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`,
    log: (area, message) => say(`backend:${area}`, message),
  })
  return { url: backend.url, anonKey: backend.keys.anonKey, stop: () => backend.stop() }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const backend = await startLocalBackend()
  say('backend', `listening at ${backend.url}`)
  say('backend', `anon key: ${backend.anonKey}`)
  const stop = () => void backend.stop().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
