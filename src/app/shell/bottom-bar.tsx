import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PRIMARY_NAV } from '../navigation/nav-items'
import { NavGlyph } from './nav-glyph'
import { MoreDrawer } from './more-drawer'
import * as styles from './app-shell.css'

/** The phone's navigation: the four most used screens, and a drawer with everything else. */
export function BottomBar() {
  const { t, i18n } = useLingui()
  return (
    <nav className={styles.bottomBar} aria-label={t`Main navigation`}>
      {PRIMARY_NAV.map((item) => (
        <Link key={item.to} to={item.to} className={styles.bottomItem}>
          <NavGlyph icon={item.icon} className={styles.navIcon} />
          <span>{i18n._(item.label)}</span>
        </Link>
      ))}
      <MoreDrawer triggerClassName={styles.bottomItem} />
    </nav>
  )
}
