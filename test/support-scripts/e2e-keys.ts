// The end-to-end run's own backend keys. The e2e backend (e2e-backend.mjs) signs with this secret and
// the build the suite serves carries its anon key (test/run.mjs), so neither is ever a secret known
// beyond this checkout: random, kept in .local/e2e/ (gitignored) so that a build and a later run
// agree, or E2E_JWT_SECRET. Specs read the keys here (the service-role key for their own checks).
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { checkedSecret, jwtSecretFor, keysFor, type BackendKeys } from '../../sync/local-backend/config'

const SECRET_DIR = fileURLToPath(new URL('../../.local/e2e', import.meta.url))

export function e2eKeys(env: Readonly<Record<string, string | undefined>> = process.env): BackendKeys {
  if (env.E2E_JWT_SECRET) return keysFor(checkedSecret(env.E2E_JWT_SECRET, 'E2E_JWT_SECRET'))
  mkdirSync(SECRET_DIR, { recursive: true })
  return keysFor(jwtSecretFor(SECRET_DIR, {}))
}
