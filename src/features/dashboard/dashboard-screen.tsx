import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function DashboardScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Dashboard`} description={t`View your trading overview`} />
}
