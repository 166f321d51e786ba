import { t } from '@lingui/core/macro'
import type { ReadConfidence } from '../../domain/screenshot-reading'
import { screenshotErrorMessage } from '../screenshots'
import type { DraftFailure } from './use-screenshot-drafts'

/** The translated reason a screenshot gave no draft. Call while rendering so a language switch re-translates. */
export function draftFailureMessage(failure: DraftFailure, fileName: string): string {
  switch (failure) {
    case 'NOT_A_TRADE':
      return t`No trade was found in ${fileName}. Use a position or P&L card, or a trade history row, from Binance, Bybit or OKX.`
    case 'READER_UNAVAILABLE':
      return t`The screen reader could not be loaded. Connect once to download it; after that it works offline.`
    default:
      return screenshotErrorMessage(failure, fileName)
  }
}

/** The note under a field the reader filled in. */
export function confidenceNote(confidence: ReadConfidence): string {
  switch (confidence) {
    case 'high':
      return t`Read from the screenshot`
    case 'medium':
      return t`Read from the screenshot: please check`
    case 'low':
      return t`Read from the screenshot, unsure: check it`
  }
}
