import { useEffect, useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSession } from '../../platform/session/use-session'
import { useSignOut } from '../../platform/session/use-sign-out'
import { NavGlyph } from './nav-glyph'
import * as styles from './account-menu.css'

/**
 * The account button and its panel, as a disclosure (a button that shows a small panel of links):
 * it needs no menu library in the shell's first paint and works the same with touch, mouse and keys.
 */
export function AccountMenu() {
  const { t } = useLingui()
  const state = useSession()
  const signOut = useSignOut()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const session = state.status === 'signed-in' ? state.session : null
  const name = session?.displayName || t`Trader`

  useEffect(() => {
    if (!open) return
    const closeOnOutside = (event: PointerEvent) => root.current?.contains(event.target as Node) || setOpen(false)
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('pointerdown', closeOnOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div ref={root} className={styles.root}>
      <button type="button" className={styles.trigger} aria-label={t`Account menu`} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((wasOpen) => !wasOpen)}>
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      </button>
      {open && (
        <div id={panelId} className={styles.content}>
          <div className={styles.identity}>
            <strong>{name}</strong>
            {session?.kind === 'local' && <span>{t`Data stays on this device`}</span>}
            {session?.kind === 'remote' && session.email && <span>{session.email}</span>}
          </div>
          <Link to="/settings" className={styles.item} onClick={() => setOpen(false)}>
            <NavGlyph icon="settings" className={styles.icon} />
            {t`Settings`}
          </Link>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              setOpen(false)
              void signOut.start()
            }}
          >
            <NavGlyph icon="sign-out" className={styles.icon} />
            {t`Sign out`}
          </button>
        </div>
      )}
    </div>
  )
}
