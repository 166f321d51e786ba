// Serves dist/ with `vite preview` on a free loopback port for the benchmark.
import { createServer } from 'node:net'
import { request } from 'node:http'
import { localBin, projectRoot, spawnTracked } from '../../sync/local/process.mjs'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function answers(url) {
  return new Promise((resolve) => {
    const req = request(url, { method: 'HEAD', timeout: 2000 }, (res) => {
      res.resume()
      resolve(true)
    })
    req.on('error', () => resolve(false))
    req.on('timeout', () => req.destroy())
    req.end()
  })
}

/** Starts the preview server; resolves with { url, stop() } once it answers HTTP. */
export async function startPreview({ timeoutMs = 30_000 } = {}) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawnTracked(localBin('vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + timeoutMs
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`vite preview did not start on ${url}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, stop }
}
