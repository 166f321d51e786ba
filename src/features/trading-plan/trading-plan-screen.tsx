import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function TradingPlanScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Trading Plan`} description={t`Your rules, setups and routine`} />
}
