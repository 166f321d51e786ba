import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function ProgressAnalyticsScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Progress`} description={t`How your trading changes month by month`} />
}
