import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function PerformanceAlertsScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Performance Alerts`} description={t`Warnings when your results break your rules`} />
}
