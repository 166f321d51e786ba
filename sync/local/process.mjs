// Child-process helpers shared by `npm start`, `npm test` and `npm run bench`.
// Node built-ins only: these run before node_modules exists.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { constants } from 'node:os'

/** The repository root (this file lives in sync/local/). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

const isWindows = process.platform === 'win32'
const activeChildren = new Set()
let stopping = false

/** True once SIGINT/SIGTERM arrived and forwardSignals() is shutting down. */
export function isStopping() {
  return stopping
}

/** Prints one progress line with a tag, so the set-up steps stand out from the tools' own output. */
export function say(tag, message) {
  console.log(`[${tag}] ${message}`)
}

/**
 * A tool installed in node_modules/.bin. Calling it directly (rather than through npx) keeps the
 * process tree flat, so a signal or kill() reaches the tool itself and nothing is left running.
 */
export function localBin(name, root = projectRoot) {
  const file = join(root, 'node_modules', '.bin', isWindows ? `${name}.cmd` : name)
  if (!existsSync(file)) throw new Error(`${name} is not installed in node_modules (run npm ci)`)
  return file
}

/** The shell-like text of a command, for logs. */
export function describeCommand(command, args) {
  const quote = (part) => (/\s/.test(part) ? JSON.stringify(part) : part)
  const shown = command.includes('node_modules') ? `npx ${command.split(/[\\/]/).pop()}` : quote(command)
  return [shown, ...args.map(quote)].join(' ')
}

/**
 * Runs a command with inherited output and resolves with its exit code (never rejects).
 * A command that cannot start resolves with 127, one killed by a signal with 128 + signal number.
 */
export function runCommand(command, args = [], { cwd = projectRoot, env = {}, echo = true } = {}) {
  if (echo) console.log(`$ ${describeCommand(command, args)}`)
  return new Promise((resolvePromise) => {
    const child = spawnTracked(command, args, { cwd, env, stdio: 'inherit' })
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`)
      resolvePromise(127)
    })
    child.on('exit', (code, signal) => {
      resolvePromise(code ?? 128 + (constants.signals[signal] ?? 1))
    })
  })
}

/** spawn() that remembers the child until it exits, so signals can be forwarded to it. */
export function spawnTracked(command, args, { cwd = projectRoot, env = {}, stdio = 'inherit' } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio,
    shell: isWindows, // .cmd shims need a shell on Windows; elsewhere none, so kill() hits the tool
  })
  activeChildren.add(child)
  const forget = () => activeChildren.delete(child)
  child.on('exit', forget)
  child.on('error', forget)
  return child
}

/**
 * On SIGINT/SIGTERM: pass the signal on to every running child, wait for them (SIGKILL after
 * `graceMs`), run `cleanup`, and exit with 128 + signal number. Ctrl+C in a terminal already reaches
 * the children through the process group; a SIGTERM from a supervisor reaches only us, hence this.
 */
export function forwardSignals({ cleanup = async () => {}, graceMs = 5000 } = {}) {
  const onSignal = async (signal) => {
    if (stopping) return
    stopping = true
    const children = [...activeChildren]
    for (const child of children) child.kill(signal)
    await Promise.race([
      Promise.all(children.map((child) => new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', done))))),
      new Promise((done) => setTimeout(done, graceMs).unref()),
    ])
    for (const child of activeChildren) child.kill('SIGKILL')
    try {
      await cleanup()
    } finally {
      process.exit(128 + (constants.signals[signal] ?? 1))
    }
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}

/** 1234 -> "1.2 s", 83000 -> "1 min 23 s". */
export function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}
