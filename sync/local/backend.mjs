// The local Supabase-compatible backend for `npm start` (see the hook in start.mjs), and on its own:
//
//   node sync/local/backend.mjs                       PGlite, data in .local/backend, port 54321
//   DATABASE_URL=postgres://... node sync/local/backend.mjs   on a PostgreSQL server instead
//   SUPABASE_PORT=54999 node sync/local/backend.mjs   another port
//   LOCAL_AUTH_SHORTCUTS=1 node sync/local/backend.mjs   with the Google stand-in and the mailbox page
//
// Its JWT secret is made at random on the first start and kept in .local/backend/jwt-secret
// (JWT_SECRET overrides it); the anon and service-role keys are derived from it.
// The backend is TypeScript (sync/local-backend); Vite's module runner loads it without a build step.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { projectRoot, say } from './process.mjs'
import { importTypeScript } from './typescript-module.mjs'

const ENTRY = 'sync/local-backend/backend.ts'

/** The settings read from the environment (README.md, Configuration). */
export function backendSettings(env = process.env) {
  const list = (value) => {
    const items = (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
    return items.length > 0 ? items : undefined
  }
  return {
    host: env.SUPABASE_HOST || '127.0.0.1',
    port: Number(env.SUPABASE_PORT ?? 54321),
    authShortcuts: env.LOCAL_AUTH_SHORTCUTS === '1',
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    allowedHosts: list(env.ALLOWED_HOSTS),
    functions: { exchangeApiUrls: env.EXCHANGE_API_URLS || undefined, exchangeSecretsKey: env.EXCHANGE_SECRETS_KEY || undefined },
  }
}

export async function startLocalBackend({ root = projectRoot, appUrl } = {}) {
  const module = await importTypeScript(ENTRY, root)
  const settings = backendSettings()
  if (settings.authShortcuts) warnAboutShortcuts()
  const backend = await module.startLocalBackend({
    ...settings,
    dataDir: join(root, '.local', 'backend'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    siteUrl: appUrl ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`,
    log: (area, message) => say(`backend:${area}`, message),
  })
  return { url: backend.url, anonKey: backend.keys.anonKey, authShortcuts: settings.authShortcuts, stop: () => backend.stop() }
}

function warnAboutShortcuts() {
  console.warn('')
  console.warn('  WARNING: LOCAL_AUTH_SHORTCUTS=1. The backend serves the Google stand-in, which signs anyone in')
  console.warn('  as any address, and the mailbox page, which lists every password-reset link. Anyone who can')
  console.warn('  reach the backend can take over any account. For development on this machine only.')
  console.warn('')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const backend = await startLocalBackend()
  say('backend', `listening at ${backend.url}`)
  say('backend', `anon key: ${backend.anonKey}`)
  const stop = () => void backend.stop().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
