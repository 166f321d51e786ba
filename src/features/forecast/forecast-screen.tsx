import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function ForecastScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Forecast`} description={t`Project future performance`} />
}
