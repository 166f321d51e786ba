// "Install what is missing", shared by `npm start`, `npm test` and `npm run bench`.
// Node built-ins only: this runs before node_modules exists.
import { createHash } from 'node:crypto'
import { accessSync, constants as fsConstants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { execFileSync } from 'node:child_process'
import { projectRoot, runCommand, say } from './process.mjs'

const MARKER = join('node_modules', '.cache', 'trading-journal', 'deps.json')
const REQUIRED_NODE = [20, 19]

/** Stops with a clear message on a Node.js older than package.json's engines (>=20.19). */
export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number)
  if (major > REQUIRED_NODE[0] || (major === REQUIRED_NODE[0] && minor >= REQUIRED_NODE[1])) return
  console.error(`Trading Journal needs Node.js ${REQUIRED_NODE.join('.')} or newer; this is ${process.version}.`)
  process.exit(1)
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}

function sha256(text) {
  return createHash('sha256').update(text).digest('hex')
}

/** What package.json asks for, in a stable form (scripts and the like do not affect node_modules). */
function declaredDependencies(pkg) {
  const pick = (deps = {}) => Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)))
  return { dependencies: pick(pkg.dependencies), devDependencies: pick(pkg.devDependencies), optionalDependencies: pick(pkg.optionalDependencies) }
}

/** True when package-lock.json was written for the dependencies package.json declares now. */
function lockMatchesPackageJson(pkg, lock) {
  const root = lock.packages?.[''] ?? {}
  return JSON.stringify(declaredDependencies(pkg)) === JSON.stringify(declaredDependencies(root))
}

/**
 * Compares package-lock.json with the lock npm wrote into node_modules at install time
 * (node_modules/.package-lock.json): every locked package must be installed at the locked version
 * and integrity, except optional ones for other platforms (esbuild, rolldown binaries), which npm
 * leaves out.
 */
function installedMatchesLock(root, lock) {
  const hiddenFile = join(root, 'node_modules', '.package-lock.json')
  if (!existsSync(hiddenFile)) return { ok: false, reason: 'node_modules has no install record' }
  const installed = readJson(hiddenFile).packages ?? {}
  for (const [path, locked] of Object.entries(lock.packages ?? {})) {
    if (path === '' || locked.link) continue
    const actual = installed[path]
    if (!actual) {
      if (locked.optional || locked.devOptional || locked.peer) continue
      return { ok: false, reason: `${path.replace(/^.*node_modules\//, '')} is not installed` }
    }
    if (actual.version !== locked.version || (locked.integrity && actual.integrity !== locked.integrity)) {
      return { ok: false, reason: `${path.replace(/^.*node_modules\//, '')} is ${actual.version}, the lock says ${locked.version}` }
    }
  }
  return { ok: true }
}

/** Why node_modules must be (re)installed, or null when it is current. Reads only; installs nothing. */
export function dependenciesStaleReason(root = projectRoot) {
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing'
  const lockFile = join(root, 'package-lock.json')
  if (!existsSync(lockFile)) return 'there is no package-lock.json'
  const lockText = readFileSync(lockFile, 'utf8')
  const pkgText = readFileSync(join(root, 'package.json'), 'utf8')
  const fingerprint = sha256(lockText + '\0' + JSON.stringify(declaredDependencies(JSON.parse(pkgText))))
  const markerFile = join(root, MARKER)
  // Fast path: the same lock was verified or installed before.
  if (existsSync(markerFile) && readJson(markerFile).fingerprint === fingerprint) return null
  const lock = JSON.parse(lockText)
  if (!lockMatchesPackageJson(JSON.parse(pkgText), lock)) return 'package.json changed since package-lock.json was written'
  const check = installedMatchesLock(root, lock)
  if (!check.ok) return check.reason
  writeMarker(root, fingerprint)
  return null
}

function writeMarker(root, fingerprint) {
  const markerFile = join(root, MARKER)
  mkdirSync(join(markerFile, '..'), { recursive: true })
  writeFileSync(markerFile, JSON.stringify({ fingerprint, checkedAt: new Date().toISOString() }, null, 2))
}

/**
 * Installs node_modules when it is missing or stale: `npm ci` from the lock, or `npm install` when
 * there is no lock or package.json has moved on from it. Returns true when it installed something.
 */
export async function ensureDependencies(root = projectRoot) {
  const reason = dependenciesStaleReason(root)
  if (!reason) {
    say('deps', 'node_modules is up to date with package-lock.json')
    return false
  }
  const hasLock = existsSync(join(root, 'package-lock.json'))
  const lockUsable = hasLock && !reason.startsWith('package.json changed')
  const args = lockUsable ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']
  say('deps', `${reason}: running npm ${args[0]}`)
  let code = await runCommand('npm', args, { cwd: root })
  if (code !== 0 && lockUsable) {
    // npm ci refuses a lock that lacks optional packages the registry does not serve (seen with
    // rollup's platform binaries); npm install skips those. --no-save leaves package-lock.json as is.
    say('deps', `npm ci failed (exit ${code}): retrying with npm install --no-save`)
    code = await runCommand('npm', ['install', '--no-save', '--no-audit', '--no-fund'], { cwd: root })
  }
  if (code !== 0) throw new Error(`installing the dependencies failed (exit ${code}); check the network access to the npm registry`)
  const again = dependenciesStaleReason(root)
  if (again) throw new Error(`node_modules still looks stale after npm ${args[0]}: ${again}`)
  return true
}

/** The Chromium binary the e2e tests and benchmarks drive (playwright.config.ts reads the same variable). */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}

function isExecutable(file) {
  try {
    accessSync(file, fsConstants.X_OK)
    return true
  } catch {
    return false
  }
}

function hasCommand(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * Makes sure Chromium is there, installing Debian's package when it is not (Playwright never
 * downloads a browser here). Returns true when a browser is available afterwards.
 */
export async function ensureChromium() {
  const browser = chromiumPath()
  if (isExecutable(browser)) {
    say('chromium', `using ${browser}`)
    return true
  }
  const manual = 'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.'
  if (process.env.CHROMIUM_PATH) {
    console.error(`[chromium] CHROMIUM_PATH=${browser} is not an executable file. ${manual}`)
    return false
  }
  if (process.platform !== 'linux' || !hasCommand('apt-get')) {
    console.error(`[chromium] ${browser} is missing and apt-get is not available. ${manual}`)
    return false
  }
  const isRoot = process.getuid?.() === 0
  // Without a terminal sudo must not wait for a password that nobody can type (CI has no stdin).
  const prefix = isRoot ? [] : hasCommand('sudo') ? ['sudo', ...(process.stdin.isTTY ? [] : ['-n'])] : null
  if (!prefix) {
    console.error(`[chromium] ${browser} is missing, and installing it needs root or sudo. ${manual}`)
    return false
  }
  say('chromium', `${browser} is missing: installing Debian's chromium package`)
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  const [command, ...pre] = prefix.length ? prefix : ['apt-get']
  const aptArgs = (args) => (prefix.length ? [...pre, 'apt-get', ...args] : args)
  const updated = await runCommand(command, aptArgs(['update']), { env })
  const installed = updated === 0 ? await runCommand(command, aptArgs(['install', '-y', 'chromium']), { env }) : updated
  if (installed !== 0 || !isExecutable(browser)) {
    console.error(`[chromium] Could not install Chromium (exit ${installed}). ${manual}`)
    return false
  }
  return true
}
