import { describe, expect, it } from 'vitest'
import { ERROR_LOG_KEY, describeError, getRecentErrors, recordError } from '../../../src/platform/errors/error-log'
import { MemoryStorage } from './memory-storage'

const at = (n: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, n))

describe('local error record', () => {
  it('keeps message, stack, page, action and timestamp', () => {
    const storage = new MemoryStorage()
    recordError(new Error('boom'), { page: '/journal', action: 'uncaught-error' }, { storage, now: at(1) })
    const [record] = getRecentErrors(10, storage)
    expect(record).toMatchObject({
      message: 'boom',
      context: { page: '/journal', action: 'uncaught-error' },
      timestamp: '2026-11-22T10:00:01.000Z',
    })
    expect(record?.stack).toContain('boom')
  })

  it('returns the last 10 by default, newest first', () => {
    const storage = new MemoryStorage()
    for (let i = 0; i < 15; i++) recordError(`error ${i}`, { page: '/', action: 'test' }, { storage, now: at(i) })
    const recent = getRecentErrors(undefined, storage)
    expect(recent).toHaveLength(10)
    expect(recent[0]?.message).toBe('error 14')
    expect(recent[9]?.message).toBe('error 5')
    expect(getRecentErrors(3, storage).map((r) => r.message)).toEqual(['error 14', 'error 13', 'error 12'])
  })

  it('caps what it keeps so the log cannot fill the storage', () => {
    const storage = new MemoryStorage()
    for (let i = 0; i < 80; i++) recordError(`e${i}`, { page: '/', action: 'test' }, { storage })
    expect(JSON.parse(storage.getItem(ERROR_LOG_KEY)!)).toHaveLength(50)
  })

  it.each([['not json{'], ['{"an":"object"}'], ['[1, null, {"message": 3}]']])('survives a corrupted stored log: %s', (corrupted) => {
    const storage = new MemoryStorage()
    storage.setItem(ERROR_LOG_KEY, corrupted)
    expect(getRecentErrors(10, storage)).toEqual([])
    recordError('after', { page: '/', action: 'test' }, { storage })
    expect(getRecentErrors(10, storage).map((r) => r.message)).toEqual(['after'])
  })

  it.each<[unknown, string]>([
    [new TypeError('bad type'), 'bad type'],
    ['plain text', 'plain text'],
    [{ code: 42 }, '{"code":42}'],
    [undefined, 'undefined'],
  ])('describes %s', (error, message) => {
    expect(describeError(error).message).toBe(message)
  })
})
