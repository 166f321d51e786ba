import { describe, expect, it } from 'vitest'
import { classifyFailure, SyncRequestError } from '../../../sync/replication/server-api'

describe('what a failed request means for sync', () => {
  it.each([
    [0, '', 'network'],
    [500, '', 'server'],
    [502, '', 'server'],
    [503, '', 'server'],
    [504, '', 'server'],
    [429, '', 'server'],
    [408, '', 'server'],
    [404, 'PGRST202', 'server'],
    [401, 'PGRST301', 'unauthorized'],
    [401, '', 'unauthorized'],
    [403, '42501', 'unauthorized'],
    [400, '22023', 'rejected'],
    [400, '23514', 'rejected'],
    [409, '23505', 'rejected'],
    [413, '', 'rejected'],
    [422, '', 'rejected'],
    [409, '40001', 'server'],
    [409, '40P01', 'server'],
    [400, '57014', 'server'],
    [400, '55P03', 'server'],
    [503, '08006', 'server'],
  ] as const)('status %i code %s is %s', (status, code, kind) => {
    expect(classifyFailure(status, code)).toBe(kind)
    expect(new SyncRequestError('x', status, code).kind).toBe(kind)
  })
})
