import { useLingui } from '@lingui/react/macro'
import { SearchIcon } from '../../ui/icons'
import { togglePalette } from './palette-launcher-store'
import * as styles from '../shell/app-shell.css'

/** The palette for touch screens, which have no Ctrl+K. */
export function PaletteButton() {
  const { t } = useLingui()
  return (
    <button type="button" className={styles.searchButton} aria-label={t`Search`} aria-haspopup="dialog" onClick={togglePalette}>
      <SearchIcon size={18} />
      <span className={styles.searchText} aria-hidden="true">
        {t`Search`}
      </span>
      <span className={styles.kbd} aria-hidden="true">
        Ctrl K
      </span>
    </button>
  )
}
