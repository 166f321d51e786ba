import { describe, expect, it } from 'vitest'
import { checkTagName, MAX_TAG_NAME_LENGTH, normaliseTagName, tagNameKey } from '../../../src/domain/tags'
import type { Tag } from '../../../src/domain/tag'

const tag = (id: string, kind: Tag['kind'], name: string, isDeleted = false) => ({ id, kind, name, isDeleted })
const existing = [tag('a', 'setup', 'Breakout'), tag('b', 'emotion', 'FOMO'), tag('c', 'setup', 'Old range', true)]

describe('normaliseTagName', () => {
  it.each([
    ['  Breakout ', 'Breakout'],
    ['London   open\tsweep', 'London open sweep'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseTagName(input)).toBe(expected)
    expect(tagNameKey(input)).toBe(expected.toLocaleLowerCase())
  })
})

describe('checkTagName', () => {
  it.each([
    ['a new name', 'Range', 'setup', undefined, { ok: true, name: 'Range' }],
    ['trimmed', '  Range  ', 'setup', undefined, { ok: true, name: 'Range' }],
    ['blank', '   ', 'setup', undefined, { ok: false, problem: 'REQUIRED' }],
    ['empty', '', 'mistake', undefined, { ok: false, problem: 'REQUIRED' }],
    ['51 characters', 'x'.repeat(MAX_TAG_NAME_LENGTH + 1), 'setup', undefined, { ok: false, problem: 'TOO_LONG' }],
    ['50 characters', 'x'.repeat(MAX_TAG_NAME_LENGTH), 'setup', undefined, { ok: true, name: 'x'.repeat(50) }],
    ['50 emoji count as 50', '🚀'.repeat(50), 'setup', undefined, { ok: true, name: '🚀'.repeat(50) }],
    ['a duplicate in another case', 'breakout', 'setup', undefined, { ok: false, problem: 'DUPLICATE' }],
    ['a duplicate with inner spaces', ' BREAK   OUT ', 'setup', undefined, { ok: true, name: 'BREAK OUT' }],
    ['the same name in another kind', 'fomo', 'setup', undefined, { ok: true, name: 'fomo' }],
    ['a rename of the tag itself', 'BREAKOUT', 'setup', 'a', { ok: true, name: 'BREAKOUT' }],
    ['the name of a deleted tag', 'old range', 'setup', undefined, { ok: true, name: 'old range' }],
  ] as const)('%s', (_case, text, kind, selfId, expected) => {
    expect(checkTagName(text, kind, existing, selfId)).toEqual(expected)
  })
})
