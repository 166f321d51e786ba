import { LanguageSelect } from '../../../platform/shell/language-select'
import { ThemeStudioButton } from './theme-studio-button'

/**
 * The language selector and the Theme Studio popover of the public top bar; the one place that wires
 * the app shell's and the themes' controls into public pages.
 */
export function PublicTopBarControls() {
  return (
    <>
      <LanguageSelect />
      <ThemeStudioButton />
    </>
  )
}
