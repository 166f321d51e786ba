import { describe, expect, it } from 'vitest'
import { countTagUsage, removeTagRefs, replaceTagRefs, type TagRefs, withTagIds } from '../../../src/domain/tags'

const refs = (setupId: string | undefined, ...tagIds: string[]): TagRefs => ({ setupId, tagIds })

describe('replaceTagRefs (merge)', () => {
  it.each([
    ['a source setup becomes the target', refs('s1', 'e'), refs('t', 'e')],
    ['source tags become the target once', refs(undefined, 's1', 'e', 's2'), refs(undefined, 't', 'e')],
    ['the target already tagged stays once', refs(undefined, 't', 's1'), refs(undefined, 't')],
    ['the target as setup is not repeated in tags', refs('s1', 's2', 'e'), refs('t', 'e')],
    ['the setup already the target drops the source tag', refs('t', 's1'), refs('t')],
  ])('%s', (_case, before, after) => {
    expect(replaceTagRefs(before, ['s1', 's2'], 't')).toEqual(after)
  })

  it('returns null for a trade without the sources', () => {
    expect(replaceTagRefs(refs('x', 'e'), ['s1'], 't')).toBeNull()
    expect(replaceTagRefs(refs(undefined), ['s1'], 't')).toBeNull()
  })
})

describe('removeTagRefs (delete)', () => {
  it.each([
    ['as setup', refs('x', 'e'), 'x', refs(undefined, 'e')],
    ['among tags', refs('s', 'x', 'e'), 'x', refs('s', 'e')],
    ['as both', refs('x', 'x'), 'x', refs(undefined)],
  ])('%s', (_case, before, tagId, after) => {
    expect(removeTagRefs(before, tagId)).toEqual(after)
  })

  it('returns null when the trade does not use the tag', () => {
    expect(removeTagRefs(refs('s', 'e'), 'x')).toBeNull()
  })
})

describe('withTagIds (picker)', () => {
  it.each([
    ['keeps order, drops repeats', refs(undefined), ['b', 'a', 'b'], refs(undefined, 'b', 'a')],
    ['does not repeat the setup', refs('s'), ['s', 'a'], refs('s', 'a')],
    ['clears the tags', refs('s', 'a'), [], refs('s')],
  ])('%s', (_case, before, ids, after) => {
    expect(withTagIds(before, ids)).toEqual(after)
  })

  it('returns null when nothing changes', () => {
    expect(withTagIds(refs('s', 'a', 'b'), ['a', 'b'])).toBeNull()
  })
})

describe('countTagUsage', () => {
  it('counts each trade once per tag, as setup or tag', () => {
    const counts = countTagUsage([refs('s', 'e', 'm'), refs('s', 's', 'e'), refs(undefined, 'e', 'e'), refs(undefined)])
    expect(Object.fromEntries(counts)).toEqual({ s: 2, e: 3, m: 1 })
  })
})
