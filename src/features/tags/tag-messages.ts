import { t } from '@lingui/core/macro'
import type { TagKind } from '../../domain'
import { MAX_TAG_NAME_LENGTH, type TagNameProblem } from '../../domain/tags'

/** The words for each kind of tag. Call while rendering, so a language switch re-translates. */
export interface TagKindWords {
  /** 'Setups': a card title and a group name. */
  readonly plural: string
  /** 'Setup': the kind as a choice. */
  readonly singular: string
  readonly newLabel: string
  readonly addButton: string
  readonly renameTitle: string
  readonly deleteTitle: string
  readonly mergeTitle: string
  readonly duplicate: string
  readonly empty: string
}

export function tagKindWords(kind: TagKind): TagKindWords {
  switch (kind) {
    case 'setup':
      return {
        plural: t`Setups`,
        singular: t`Setup`,
        newLabel: t`New setup`,
        addButton: t`Add setup`,
        renameTitle: t`Rename setup`,
        deleteTitle: t`Delete this setup?`,
        mergeTitle: t`Merge setups`,
        duplicate: t`A setup with this name already exists`,
        empty: t`No setups yet. Name the patterns you trade, such as Breakout or Range fade.`,
      }
    case 'emotion':
      return {
        plural: t`Emotions`,
        singular: t`Emotion`,
        newLabel: t`New emotion`,
        addButton: t`Add emotion`,
        renameTitle: t`Rename emotion`,
        deleteTitle: t`Delete this emotion?`,
        mergeTitle: t`Merge emotions`,
        duplicate: t`An emotion with this name already exists`,
        empty: t`No emotions yet. Name how you felt, such as FOMO, calm or revenge.`,
      }
    case 'mistake':
      return {
        plural: t`Mistakes`,
        singular: t`Mistake`,
        newLabel: t`New mistake`,
        addButton: t`Add mistake`,
        renameTitle: t`Rename mistake`,
        deleteTitle: t`Delete this mistake?`,
        mergeTitle: t`Merge mistakes`,
        duplicate: t`A mistake with this name already exists`,
        empty: t`No mistakes yet. Name the ones you want to stop, such as Moved stop or Oversized.`,
      }
  }
}

/** The message shown next to a tag name field. */
export function tagNameMessage(problem: TagNameProblem, kind: TagKind): string {
  switch (problem) {
    case 'REQUIRED':
      return t`Enter a name`
    case 'TOO_LONG':
      return t`Use at most ${MAX_TAG_NAME_LENGTH} characters`
    case 'DUPLICATE':
      return tagKindWords(kind).duplicate
  }
}
