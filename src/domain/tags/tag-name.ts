import type { Id } from '../common'
import type { Tag, TagKind } from '../tag'

/** Long enough for 'London open liquidity sweep', short enough to fit a chip on a phone. */
export const MAX_TAG_NAME_LENGTH = 50

export type TagNameProblem = 'REQUIRED' | 'TOO_LONG' | 'DUPLICATE'

export type TagNameCheck = { readonly ok: true; readonly name: string } | { readonly ok: false; readonly problem: TagNameProblem }

/** Trimmed, with runs of spaces folded to one, so ' FOMO  entry ' and 'FOMO entry' are one tag. */
export function normaliseTagName(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

/** What two names are compared by: case-insensitive, after normalising. */
export function tagNameKey(text: string): string {
  return normaliseTagName(text).toLocaleLowerCase()
}

/**
 * Judges a name typed for a new tag (or a rename of `selfId`): required, at most 50 characters
 * (counted as the trader sees them, so an emoji is one), and unique among the live tags of its kind.
 */
export function checkTagName(text: string, kind: TagKind, existing: readonly Pick<Tag, 'id' | 'kind' | 'name' | 'isDeleted'>[], selfId?: Id): TagNameCheck {
  const name = normaliseTagName(text)
  if (name === '') return { ok: false, problem: 'REQUIRED' }
  if ([...name].length > MAX_TAG_NAME_LENGTH) return { ok: false, problem: 'TOO_LONG' }
  const key = name.toLocaleLowerCase()
  const clash = existing.some((tag) => !tag.isDeleted && tag.kind === kind && tag.id !== selfId && tagNameKey(tag.name) === key)
  return clash ? { ok: false, problem: 'DUPLICATE' } : { ok: true, name }
}
