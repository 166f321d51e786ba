import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function RiskManagementScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Risk Management`} description={t`Position size, leverage and drawdown limits`} />
}
