import { useLingui } from '@lingui/react/macro'
import { usePreference } from '../../db'
import { Card, CardHeader, notify, Switch } from '../../ui'

/**
 * The profile's blur-sensitive-data flag (docs/product.md: user profile). On, money amounts are blurred on
 * screen and left out of shared trades; percentages stay, so a screen can be shown or shared safely.
 */
export function PrivacyCard() {
  const { t } = useLingui()
  const profile = usePreference('profile')
  return (
    <Card as="section" aria-labelledby="privacy-title">
      <CardHeader
        titleId="privacy-title"
        title={t`Privacy`}
        description={t`Hide money amounts such as P&L, sizes and fees on screen and in shared trades. Percentages stay visible.`}
      />
      <Switch
        label={t`Blur sensitive data`}
        labelPosition="start"
        checked={profile.value.blurSensitiveData}
        disabled={profile.isLoading}
        onCheckedChange={(checked) => {
          profile.set({ blurSensitiveData: checked }).catch(() => notify.error(t`Something went wrong`))
        }}
      />
    </Card>
  )
}
