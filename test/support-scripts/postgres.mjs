// A throwaway PostgreSQL cluster for tests and tools (docs/stack.md): initdb in a temp dir (as the
// `postgres` user when running as root, since initdb refuses root), pg_ctl start on a free port on
// 127.0.0.1 with fsync off, stop and delete on stop(), when the process exits, or (through a small
// watchdog shell) when the process is killed without running its exit handlers. About 1 s.
// PostgreSQL 15 is installed on every machine at /usr/lib/postgresql/15/bin; POSTGRES_BIN overrides.
import { execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const POSTGRES_BIN = process.env.POSTGRES_BIN || '/usr/lib/postgresql/15/bin'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function postgresUser() {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
  return { uid, gid }
}

/**
 * A detached shell that stops the cluster and deletes its directory once this process is gone: a
 * test worker killed by a timeout or a signal runs no exit handler, and a leaked server would keep
 * running on a CI machine.
 */
function startWatchdog(asRoot, pgCtl, dataDir, dir) {
  const stop = `${asRoot ? 'runuser -u postgres -- ' : ''}"$1" -D "$2" -m immediate stop`
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${stop} >/dev/null 2>&1; rm -rf "$3"`
  const child = spawn('sh', ['-c', script, 'pg-watchdog', pgCtl, dataDir, dir], { detached: true, stdio: 'ignore' })
  child.unref()
  return child
}

/** Fails loudly (never skips) when the binaries are missing: these tests must run everywhere. */
export function assertPostgresInstalled(bin = POSTGRES_BIN) {
  for (const tool of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(join(bin, tool))) {
      throw new Error(
        `PostgreSQL server binaries not found: ${join(bin, tool)} is missing. ` + 'Install PostgreSQL 15 (Debian package postgresql-15) or set POSTGRES_BIN to its bin directory.',
      )
    }
  }
}

/**
 * Starts a fresh cluster. Returns its connection details and `stop()`, which stops the server and
 * deletes its directory (also done on process exit if stop() was never called).
 * @param {{ bin?: string, settings?: Record<string, string | number> }} [options]
 */
export async function startPostgres(options = {}) {
  const bin = options.bin ?? POSTGRES_BIN
  assertPostgresInstalled(bin)
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const dir = mkdtempSync(join(tmpdir(), 'tj-pg-'))
  const dataDir = join(dir, 'data')
  const logFile = join(dir, 'server.log')
  if (asRoot) {
    const { uid, gid } = postgresUser()
    chownSync(dir, uid, gid)
  }
  const run = (tool, args) => {
    const file = join(bin, tool)
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
    return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  }
  let stopped = false
  let watchdog
  const cleanup = (mode) => {
    if (stopped) return
    stopped = true
    process.off('exit', onExit)
    watchdog?.kill('SIGKILL')
    try {
      if (existsSync(join(dataDir, 'postmaster.pid'))) run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const onExit = () => cleanup('immediate')
  process.on('exit', onExit)

  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
    const settings = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', TimeZone: 'UTC', ...options.settings }
    const extra = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)
    let port = 0
    // A port found free can be taken before the server binds it: try a few.
    for (let attempt = 1; ; attempt++) {
      port = await freePort()
      const serverOptions = [`-k ${dir}`, `-p ${port}`, '-c listen_addresses=127.0.0.1', ...extra].join(' ')
      try {
        run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', serverOptions, 'start'])
        break
      } catch (error) {
        if (attempt >= 3) throw error
      }
    }
    watchdog = startWatchdog(asRoot, join(bin, 'pg_ctl'), dataDir, dir)
    const host = '127.0.0.1'
    return {
      host,
      port,
      user: 'postgres',
      database: 'postgres',
      connectionString: `postgres://postgres@${host}:${port}/postgres`,
      dataDir,
      async stop() {
        cleanup('fast')
      },
    }
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''
    cleanup('immediate')
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr) : ''
    throw new Error(`Could not start a throwaway PostgreSQL cluster: ${error}\n${detail}\n${log}`)
  }
}
