import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type LocalBackend, startLocalBackend } from '../../../sync/local-backend/backend'
import { createTestClient } from './support/test-backend'

/**
 * `npm start` keeps the backend's data in .local/backend, which a fresh clone does not have: the
 * backend must create the folder, and what it stored must be there after a restart.
 */
describe('local backend data folder (PGlite)', () => {
  const parent = mkdtempSync(join(tmpdir(), 'tj-data-folder-'))
  let running: LocalBackend | undefined

  afterEach(async () => {
    await running?.stop()
    running = undefined
  })

  afterAll(() => rmSync(parent, { recursive: true, force: true }))

  const start = async (dataDir: string) => {
    running = await startLocalBackend({ port: 0, dataDir, log: () => {} })
    return running
  }

  it('creates a missing data folder and keeps accounts across a restart', async () => {
    const dataDir = join(parent, '.local', 'backend')
    const credentials = { email: 'restart@example.com', password: 'Str0ng!Passw0rd' }

    const first = await start(dataDir)
    const signUp = await createTestClient(first).auth.signUp(credentials)
    expect(signUp.error).toBeNull()
    await first.stop()
    running = undefined

    const second = await start(dataDir)
    const signIn = await createTestClient(second).auth.signInWithPassword(credentials)
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.email).toBe(credentials.email)
  }, 60_000)
})
