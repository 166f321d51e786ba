import { useLingui } from '@lingui/react/macro'
import { Card, CardHeader } from '../../ui'
import { LanguageSelect } from '../../platform/shell/language-select'
import { CustomizationCard } from './customization-card'
import * as styles from './settings.css'

export function PreferencesSection() {
  const { t } = useLingui()
  return (
    <div className={styles.section}>
      <Card as="section" aria-labelledby="language-title">
        <CardHeader titleId="language-title" title={t`Language`} description={t`The language of the whole app. Your choice is remembered on this device.`} />
        <LanguageSelect />
      </Card>
      <CustomizationCard />
    </div>
  )
}
