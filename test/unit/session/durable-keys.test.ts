import { createStore } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { createDurableKeys, settleWithin } from '../../../src/app/session/durable-keys'
import { MemoryStorage } from '../app/memory-storage'

const KEYS = ['tj-auth-session', 'local-session']
let stores = 0
// Each test its own IndexedDB database, as each device has its own profile.
const freshKeys = () => createDurableKeys(KEYS, createStore(`durable-keys-test-${++stores}`, 'keys'))
// The mirror is written without waiting; a read through the same store is queued behind it.
const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('session keys mirrored into IndexedDB', () => {
  it('brings back a session that localStorage lost when the browser was killed', async () => {
    const keys = freshKeys()
    const before = keys.mirrored(new MemoryStorage())
    before.setItem('tj-auth-session', '{"user":"ana"}')
    before.setItem('local-session', '{"userId":"u1"}')
    await settled()

    const afterCrash = new MemoryStorage() // nothing of the last minute reached the disk
    await keys.restore(afterCrash)
    expect(afterCrash.getItem('tj-auth-session')).toBe('{"user":"ana"}')
    expect(afterCrash.getItem('local-session')).toBe('{"userId":"u1"}')
  })

  it('a sign-out whose removal localStorage lost stays a sign-out', async () => {
    const keys = freshKeys()
    const storage = keys.mirrored(new MemoryStorage())
    storage.setItem('tj-auth-session', 'signed-in')
    storage.removeItem('tj-auth-session')
    await settled()

    const afterCrash = new MemoryStorage()
    await keys.restore(afterCrash)
    expect(afterCrash.getItem('tj-auth-session')).toBeNull()
  })

  it('a value localStorage holds wins (an older tab writes localStorage only), and the mirror follows it', async () => {
    const keys = freshKeys()
    keys.mirrored(new MemoryStorage()).setItem('tj-auth-session', 'refresh-1')
    await settled()

    const writtenElsewhere = new MemoryStorage()
    writtenElsewhere.setItem('tj-auth-session', 'refresh-2')
    await keys.restore(writtenElsewhere)
    expect(writtenElsewhere.getItem('tj-auth-session')).toBe('refresh-2')
    await settled()
    const afterCrash = new MemoryStorage()
    await keys.restore(afterCrash)
    expect(afterCrash.getItem('tj-auth-session')).toBe('refresh-2')
  })

  it('the first start with the mirror takes what localStorage holds, and other keys are never mirrored', async () => {
    const keys = freshKeys()
    const existing = new MemoryStorage()
    existing.setItem('tj-auth-session', 'signed-in-before-the-mirror')
    await keys.restore(existing)
    await settled()
    const storage = keys.mirrored(existing)
    storage.setItem('journal-prepaint:u1', 'big snapshot')
    await settled()

    const afterCrash = new MemoryStorage()
    await keys.restore(afterCrash)
    expect(afterCrash.getItem('tj-auth-session')).toBe('signed-in-before-the-mirror')
    expect(afterCrash.getItem('journal-prepaint:u1')).toBeNull()
  })

  it('the mirrored storage reads and writes like the one it wraps', () => {
    const inner = new MemoryStorage()
    const storage = freshKeys().mirrored(inner)
    storage.setItem('a', '1')
    storage.setItem('tj-auth-session', 's')
    expect([storage.length, storage.getItem('a'), inner.getItem('tj-auth-session')]).toEqual([2, '1', 's'])
    storage.clear()
    expect(inner.length).toBe(0)
  })
})

describe('settleWithin', () => {
  it('never waits longer than its limit and never rejects', async () => {
    await expect(settleWithin(new Promise(() => undefined), 10)).resolves.toBeUndefined()
    await expect(settleWithin(Promise.reject(new Error('refused')), 1000)).resolves.toBeUndefined()
  })
})
