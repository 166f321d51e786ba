import { useLingui } from '@lingui/react/macro'
import { Card, CardHeader, ThemeModeSwitch } from '../../ui'
import * as styles from './settings.css'

export function AppearanceSection() {
  const { t } = useLingui()
  return (
    <div className={styles.section}>
      <Card as="section" aria-labelledby="appearance-title">
        <CardHeader titleId="appearance-title" title={t`Theme`} description={t`Light, dark, or follow your device.`} />
        <ThemeModeSwitch />
      </Card>
    </div>
  )
}
