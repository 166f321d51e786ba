import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useSession, useSessionController } from '../session/use-session'
import { NavGlyph } from './nav-glyph'
import * as styles from './account-menu.css'

export function AccountMenu() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const state = useSession()
  const controller = useSessionController()
  const name = state.status === 'signed-in' ? state.session.displayName || t`Trader` : t`Trader`

  async function onSelect(value: string) {
    if (value === 'settings') await navigate({ to: '/settings' })
    if (value === 'sign-out') {
      await controller.signOut()
      // Spec section 4: sign-out goes to the landing page. The local journal stays on the device.
      await navigate({ to: '/' })
    }
  }

  return (
    <Menu.Root onSelect={(details) => void onSelect(details.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={styles.trigger} aria-label={t`Account menu`}>
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={styles.content}>
            <div className={styles.identity}>
              <strong>{name}</strong>
              {state.status === 'signed-in' && state.session.kind === 'local' && <span>{t`Data stays on this device`}</span>}
            </div>
            <Menu.Item value="settings" className={styles.item}>
              <NavGlyph icon="settings" className={styles.icon} />
              {t`Settings`}
            </Menu.Item>
            <Menu.Item value="sign-out" className={styles.item}>
              <NavGlyph icon="sign-out" className={styles.icon} />
              {t`Sign out`}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
