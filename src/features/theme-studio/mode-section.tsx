import { useLingui } from '@lingui/react/macro'
import { Switch, ThemeModeSwitch, useThemeMode } from '../../ui'
import * as styles from './theme-studio.css'

/** docs/product.md: a dark mode switch (on means dark); the segmented control beside it also offers 'System'. */
export function ModeSection() {
  const { t } = useLingui()
  const [, setMode, resolved] = useThemeMode()
  return (
    <div className={styles.modeRow}>
      <Switch label={t`Dark mode`} labelPosition="start" checked={resolved === 'dark'} onCheckedChange={(dark) => setMode(dark ? 'dark' : 'light')} />
      <ThemeModeSwitch compact />
    </div>
  )
}
