import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function ExchangeConnectionsScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Exchanges`} description={t`Connect exchanges and import their history`} />
}
