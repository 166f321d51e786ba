import { t } from '@lingui/core/macro'
import type { ImageCheckErrorCode } from '../../domain/files'

/** Why one picked file was not attached: the domain's checks, or the browser could not read it. */
export type ScreenshotErrorCode = ImageCheckErrorCode | 'UNREADABLE' | 'NOT_DECODABLE'

/**
 * The translated message for a refused file, naming it. Call while rendering so a language switch
 * re-translates.
 */
export function screenshotErrorMessage(code: ScreenshotErrorCode, fileName: string): string {
  switch (code) {
    case 'NOT_PNG_OR_JPEG':
      return t`${fileName} is not a PNG or JPEG image`
    case 'TOO_LARGE':
      return t`${fileName} is larger than 20 MB`
    case 'EMPTY_FILE':
      return t`${fileName} is empty`
    case 'UNREADABLE':
      return t`${fileName} could not be read`
    case 'NOT_DECODABLE':
      return t`${fileName} could not be opened as an image`
  }
}
