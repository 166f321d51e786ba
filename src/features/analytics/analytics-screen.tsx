import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function AnalyticsScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Analytics`} description={t`Deep dive into your performance`} />
}
