import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function TaxReportsScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Tax Reports`} description={t`Realised gains and losses by tax year`} />
}
