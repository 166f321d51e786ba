import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// Stored in auth.users.encrypted_password as `$scrypt$ln=16,r=8,p=1$<salt>$<hash>` (base64 without
// padding), so the cost travels with each hash and can be raised without breaking old ones.
// GoTrue stores bcrypt there; scrypt is what node:crypto offers, and the column is ours locally.
const PREFIX = '$scrypt$'
const KEY_BYTES = 32
const SALT_BYTES = 16
const BLOCK_SIZE = 8
const PARALLELISM = 1

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number): Promise<Buffer> {
  const N = 2 ** cost
  const options: ScryptOptions = { N, r: blockSize, p: parallelism, maxmem: 128 * N * blockSize * parallelism + 1024 * 1024 }
  // The async form runs on libuv's thread pool: a slow hash never blocks other requests.
  return new Promise((resolve, reject) => scrypt(password, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))))
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM)
  return `${PREFIX}ln=${cost},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

/** Constant-time check of a password against a stored hash; false for anything unreadable. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/.exec(stored ?? '')
  if (!match) return false
  const [, cost, blockSize, parallelism, salt = '', hash = ''] = match
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(cost), Number(blockSize), Number(parallelism))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the time of a real check when there is no user (or no password) to check against, so
 * the answer time does not tell which emails are registered.
 */
export async function verifyAgainstNothing(password: string, cost: number): Promise<false> {
  dummyHash ??= hashPassword('not-a-password', cost)
  await verifyPassword(password, await dummyHash)
  return false
}
