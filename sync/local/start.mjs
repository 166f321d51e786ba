// `npm start`: install what is missing, build, and serve the production build.
// Node built-ins only, so it runs on a fresh clone before node_modules exists.
//
//   npm start                  http://127.0.0.1:4173
//   PORT=8080 npm start        another port
//   npm start -- --rebuild     build even when dist/ looks current
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { checkNodeVersion, ensureDependencies } from './ensure-deps.mjs'
import { ensureBuild } from './build.mjs'
import { forwardSignals, isStopping, localBin, projectRoot, say, spawnTracked } from './process.mjs'

const HOST = '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)
const rebuild = process.argv.includes('--rebuild')

// The local Supabase-compatible backend (sync/local/backend.mjs, sources in sync/local-backend) starts
// before the build, which gets its URL and its anon key (made per install). Setting
// VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (a hosted Supabase project) skips it.
const BACKEND_ENTRY = join(projectRoot, 'sync', 'local', 'backend.mjs')

async function startBackend() {
  if (process.env.VITE_SUPABASE_URL) {
    say('backend', `using the Supabase project at ${process.env.VITE_SUPABASE_URL}`)
    return null
  }
  const { startLocalBackend } = await import(pathToFileURL(BACKEND_ENTRY).href)
  const backend = await startLocalBackend({ root: projectRoot })
  say('backend', `local Supabase-compatible backend at ${backend.url}`)
  return backend
}

/** Fails early when something else listens on the port (it would answer our readiness check). */
function assertPortFree(portNumber) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error) => reject(error.code === 'EADDRINUSE' ? new Error(`port ${portNumber} is already in use; choose another with PORT=4174 npm start`) : error))
    probe.listen(portNumber, HOST, () => probe.close(() => resolve()))
  })
}

/** Resolves once the preview server answers HTTP, or rejects when it exits first. */
function waitForServer(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`vite preview exited (code ${code}) before it was ready`)))
    const attempt = () => {
      const req = request(url, { method: 'HEAD', timeout: 2000 }, (res) => {
        res.resume()
        resolve()
      })
      req.on('error', retry)
      req.on('timeout', () => req.destroy())
      req.end()
    }
    const retry = () => {
      if (Date.now() > deadline) reject(new Error(`no answer from ${url} after ${timeoutMs / 1000} s`))
      else setTimeout(attempt, 250)
    }
    attempt()
  })
}

let backend = null
async function stopBackend() {
  const current = backend
  backend = null
  if (current) await current.stop()
}

async function main() {
  checkNodeVersion()
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`)
  await assertPortFree(port)
  await ensureDependencies(projectRoot)

  forwardSignals({ cleanup: stopBackend })

  backend = await startBackend()
  // The build carries the local backend's URL and anon key; the same secret (kept in .local/backend)
  // gives the same key, so a restart does not rebuild.
  const buildEnv = backend ? { ...process.env, VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey } : process.env
  await ensureBuild(projectRoot, { env: buildEnv, force: rebuild })

  const url = `http://${HOST}:${port}`
  const preview = spawnTracked(localBin('vite'), ['preview', '--host', HOST, '--port', String(port), '--strictPort'], {
    cwd: projectRoot,
    env: { PORT: String(port) },
  })
  const exited = new Promise((resolve) => preview.once('exit', (code, signal) => resolve({ code, signal })))
  await waitForServer(url, preview)
  console.log('')
  console.log(`  Trading Journal is running at ${url}`)
  console.log(`  Sync backend: ${backend ? `${backend.url} (local)` : process.env.VITE_SUPABASE_URL}`)
  if (backend?.authShortcuts) {
    console.log(`  WARNING: development shortcuts on (LOCAL_AUTH_SHORTCUTS=1): mailbox at ${backend.url}/auth/v1/mailbox, Google stand-in`)
  } else if (backend) {
    console.log('  Confirmation and password-reset mails are printed here, as [backend:auth] mail to ...: follow their link.')
  }
  console.log('  Press Ctrl+C to stop.')
  console.log('')

  const { code, signal } = await exited
  if (isStopping()) return // the signal handler stops the backend and exits
  await stopBackend()
  process.exit(code ?? (signal ? 1 : 0))
}

main().catch(async (error) => {
  console.error(`\nnpm start failed: ${error.message}`)
  await stopBackend().catch(() => {})
  process.exit(1)
})
