import { describe, expect, it } from 'vitest'
import { planTagMerge } from '../../../src/domain/tags'
import type { Tag } from '../../../src/domain/tag'

const tag = (id: string, kind: Tag['kind'], isDeleted = false): Tag => ({
  id,
  kind,
  name: id,
  isDeleted,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
})
const tags = [tag('a', 'setup'), tag('b', 'setup'), tag('c', 'setup'), tag('e', 'emotion'), tag('gone', 'setup', true)]

describe('planTagMerge', () => {
  it.each([
    ['two sources into a third', ['a', 'b'], 'c', { sources: ['a', 'b'] }],
    ['the target among the sources is left out', ['a', 'b', 'c'], 'a', { sources: ['b', 'c'] }],
    ['repeated sources count once', ['b', 'b'], 'a', { sources: ['b'] }],
    ['only the target', ['a'], 'a', 'NOTHING_TO_MERGE'],
    ['no sources', [], 'a', 'NOTHING_TO_MERGE'],
    ['a setup into an emotion', ['a'], 'e', 'MIXED_KINDS'],
    ['an unknown source', ['zzz'], 'a', 'UNKNOWN_TAG'],
    ['a deleted source', ['gone'], 'a', 'UNKNOWN_TAG'],
    ['a deleted target', ['a'], 'gone', 'UNKNOWN_TAG'],
  ] as const)('%s', (_case, sourceIds, targetId, expected) => {
    const plan = planTagMerge(tags, sourceIds, targetId)
    if (typeof expected === 'string') {
      expect(plan).toEqual({ ok: false, problem: expected })
    } else {
      expect(plan.ok).toBe(true)
      if (plan.ok) {
        expect(plan.target.id).toBe(targetId)
        expect(plan.sources.map((source) => source.id)).toEqual(expected.sources)
      }
    }
  })
})
