// `npm start`: install what is missing, build, and serve the production build.
// Node built-ins only, so it runs on a fresh clone before node_modules exists.
//
//   npm start                  http://127.0.0.1:4173
//   PORT=8080 npm start        another port
//   npm start -- --rebuild     build even when dist/ looks current
import { existsSync } from 'node:fs'
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

// ---------------------------------------------------------------------------------------------
// LOCAL BACKEND HOOK (issue 4). When sync/local/backend.mjs exists, it is started before the build
// so that its URL and anon key can be baked into the bundle. Its contract:
//
//   export async function startLocalBackend({ root }): Promise<{
//     url: string,                 // e.g. http://127.0.0.1:54321, the Supabase-compatible API
//     anonKey: string,             // the anon JWT the app sends
//     stop: () => Promise<void>,   // called on exit and on SIGINT/SIGTERM
//   }>
//
// Setting VITE_SUPABASE_URL yourself (a hosted Supabase project) skips the local backend.
// ---------------------------------------------------------------------------------------------
const BACKEND_ENTRY = join(projectRoot, 'sync', 'local', 'backend.mjs')

async function startBackend() {
  if (process.env.VITE_SUPABASE_URL) {
    say('backend', `using the Supabase project at ${process.env.VITE_SUPABASE_URL}`)
    return null
  }
  if (!existsSync(BACKEND_ENTRY)) {
    say('backend', 'no local backend yet: the app runs local-only (data stays in this browser)')
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
    probe.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${portNumber} is already in use; choose another with PORT=4174 npm start`) : error),
    )
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
  console.log(backend ? `  Sync backend: ${backend.url}` : '  Local-only: your journal is stored in this browser (no sync backend yet).')
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
