import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function MarketDataScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Market Data`} description={t`View live market information`} />
}
