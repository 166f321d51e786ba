import { describe, expect, it } from 'vitest'
import { isTransientDatabaseFailure } from '../../../sync/local-backend/database/database'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isTransientDatabaseFailure: an outage answers 503, a bug 500', () => {
  it.each([
    ['SQLSTATE admin shutdown', withCode('terminating connection due to administrator command', '57P01'), true],
    ['SQLSTATE too many connections', withCode('sorry, too many clients already', '53300'), true],
    ['SQLSTATE connection failure', withCode('connection failure', '08006'), true],
    ['SQLSTATE unique violation', withCode('duplicate key value', '23505'), false],
    ['SQLSTATE serialization failure', withCode('could not serialize access', '40001'), false],
    ['socket refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    ['socket reset', withCode('read ECONNRESET', 'ECONNRESET'), true],
    ['pg lost connection', new Error('Connection terminated unexpectedly'), true],
    ['pg connect timeout', new Error('timeout exceeded when trying to connect'), true],
    ['pg pool ended', new Error('Cannot use a pool after calling end on the pool'), true],
    ['pg broken client', new Error('Client has encountered a connection error and is not queryable'), true],
    ['PGlite closed', new Error('PGlite is closed'), true],
    ['a handler bug', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    ['a plain error', new Error('unexpected shape'), false],
    ['not an error', 'connection terminated', false],
    ['nothing', undefined, false],
  ])('%s', (_name, error, transient) => {
    expect(isTransientDatabaseFailure(error)).toBe(transient)
  })
})
