import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { findNavItem } from '../navigation/find-nav-item'
import { PaletteButton } from '../navigation/palette-button'
import { LanguageSelect } from '../../platform/shell/language-select'
import { AccountMenu } from './account-menu'
import { SyncIndicator } from '../sync/sync-indicator'
import { ThemeStudioButton } from '../../features/theme-studio'
import { AssistantButton } from '../../features/assistant/assistant-button'
import * as styles from './app-shell.css'

export function TopBar() {
  const { i18n } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const current = findNavItem(pathname)
  return (
    <header className={styles.topBar}>
      <p className={styles.topTitle}>{current ? i18n._(current.label) : 'Trading Journal'}</p>
      <div className={styles.topActions}>
        <PaletteButton />
        <AssistantButton />
        <span className={styles.hideOnPhone}>
          <LanguageSelect />
        </span>
        {/* Not hidden on a phone: the top bar is the only way a phone reaches the studio. */}
        <ThemeStudioButton />
        <SyncIndicator />
        <AccountMenu />
      </div>
    </header>
  )
}
