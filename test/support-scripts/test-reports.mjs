// Reads the JSON reports of Vitest and Playwright into plain counts for the closing summary line.
import { existsSync, readFileSync } from 'node:fs'

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

function readJson(file) {
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/**
 * Vitest's json reporter. A file that fails to load (syntax error, bad import) counts no failed test
 * but fails the run, so a non-zero exit with no failed test counts its failed files instead (at least 1).
 * @returns {Counts}
 */
export function vitestCounts(file, exitCode) {
  const report = readJson(file)
  const counts = report
    ? {
        passed: report.numPassedTests ?? 0,
        failed: report.numFailedTests ?? 0,
        skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      }
    : { passed: 0, failed: 0, skipped: 0 }
  if (exitCode !== 0 && counts.failed === 0) counts.failed = Math.max(1, report?.numFailedTestSuites ?? 0)
  return counts
}

/**
 * Playwright's json reporter: expected = passed, flaky = passed on retry, unexpected = failed.
 * A run that failed outside any test (web server did not start, no tests found) counts as 1 failed.
 * @returns {Counts}
 */
export function playwrightCounts(file, exitCode) {
  const stats = readJson(file)?.stats
  const counts = stats ? { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 } : { passed: 0, failed: 0, skipped: 0 }
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1
  return counts
}

/** Adds counts. */
export function addCounts(a, b) {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }
}
