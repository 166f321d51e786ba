import { describe, expect, it } from 'vitest'
import { databaseNameForUser, newId } from '../../../src/db'

describe('databaseNameForUser', () => {
  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', 'tj_0f8fad5bd9cb469fa16570867728950e'],
    ['0F8FAD5B-D9CB-469F-A165-70867728950E', 'tj_0f8fad5bd9cb469fa16570867728950e'],
  ])('%s -> %s', (userId, name) => {
    expect(databaseNameForUser(userId)).toBe(name)
    expect(name).toMatch(/^[a-z][_$a-z0-9-]*$/)
  })

  it.each(['', 'alice', '../other', '0f8fad5b-d9cb-469f-a165-70867728950e-x', 'tj_0f8fad5bd9cb469fa16570867728950e'])('refuses %j', (userId) => {
    expect(() => databaseNameForUser(userId)).toThrow(/UUID expected/)
  })
})

describe('newId', () => {
  it('makes distinct v4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 100 }, newId))
    expect(ids.size).toBe(100)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('falls back to getRandomValues where randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })
})
