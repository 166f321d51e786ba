import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { e2eKeys } from '../support-scripts/e2e-keys'

// Reads the production build the e2e run serves: the browser must never receive what bypasses
// row-level security (the service-role key) or signs tokens (the JWT secret).
const distDir = join(import.meta.dirname, '..', '..', process.env.DIST_DIR ?? 'dist')

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    return entry.isDirectory() ? builtFiles(full) : /\.(js|mjs|html|json|webmanifest|css|map)$/.test(entry.name) ? [full] : []
  })
}

test('the built app holds neither the service-role key nor the JWT secret', () => {
  const { serviceRoleKey, jwtSecret } = e2eKeys()
  const secrets = [serviceRoleKey, jwtSecret, process.env.SUPABASE_SERVICE_ROLE_KEY, process.env.JWT_SECRET].filter((value): value is string => Boolean(value))
  const files = builtFiles(distDir)
  expect(files.length).toBeGreaterThan(5)
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const secret of secrets) expect(text.includes(secret), `${file} contains a secret`).toBe(false)
    // Whatever secret signed it, no token in the bundle may carry the service role.
    for (const [, payload = ''] of text.matchAll(/eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g)) {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: string }
      expect(claims.role, `${file} contains a service-role token`).not.toBe('service_role')
    }
  }
})
