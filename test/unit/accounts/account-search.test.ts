import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { accountSearchEntries, selectedAccountId } from '../../../src/features/accounts/account-search'

const accounts = [{ id: 'a1' }, { id: 'a2' }]

describe('selectedAccountId', () => {
  it.each([
    ['a known account', 'a1', false, 'a1'],
    ['an unknown account', 'zz', false, undefined],
    ['any id while accounts load', 'zz', true, 'zz'],
    ['no param', undefined, false, undefined],
    ['an empty param', '', false, undefined],
    ['a number', 42, false, undefined],
    ['an over-long param', 'x'.repeat(65), true, undefined],
  ])('%s', (_case, raw, loading, expected) => {
    expect(selectedAccountId(raw, accounts, loading)).toBe(expected)
  })
})

describe('accountSearchEntries', () => {
  const schema = v.object({ ...accountSearchEntries })
  it.each([
    [{ account: 'a1' }, { account: 'a1' }],
    [{}, { account: undefined }],
    [{ account: 12 }, { account: undefined }],
    [{ account: '' }, { account: undefined }],
  ])('%j reads as %j', (search, expected) => {
    expect(v.parse(schema, search)).toEqual(expected)
  })
})
