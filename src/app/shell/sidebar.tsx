import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { NAV_SECTIONS } from '../navigation/nav-items'
import { LogoMark } from '../../features/landing/public-layout/brand-logo'
import { NavGlyph } from './nav-glyph'
import * as styles from './app-shell.css'

/** Tablet icon rail and desktop sidebar (the same element, widened by a media query). */
export function Sidebar() {
  const { t, i18n } = useLingui()
  return (
    <nav className={styles.sidebar} aria-label={t`Main navigation`}>
      <Link to="/dashboard" className={styles.brand} aria-label="Trading Journal">
        <LogoMark size={32} />
        <span className={styles.wideOnly}>Trading Journal</span>
      </Link>
      {NAV_SECTIONS.map((section) => (
        <div key={section.id} role="group" aria-label={i18n._(section.label)}>
          <span className={styles.sectionLabel}>{i18n._(section.label)}</span>
          <ul className={styles.navList}>
            {section.items.map((item) => {
              const label = i18n._(item.label)
              return (
                <li key={item.to}>
                  <Link to={item.to} className={styles.navLink} title={label} aria-label={label}>
                    <NavGlyph icon={item.icon} className={styles.navIcon} />
                    <span className={styles.wideOnly}>{label}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </nav>
  )
}
