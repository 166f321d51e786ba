import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function AccountsScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Accounts`} description={t`Exchange sub-accounts, prop challenges and paper accounts`} />
}
