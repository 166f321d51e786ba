import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function LongShortRatioScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Long/Short Ratio`} description={t`How traders are positioned on each market`} />
}
