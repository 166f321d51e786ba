import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function SpotWalletScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Spot Wallet`} description={t`Your spot holdings and their value`} />
}
