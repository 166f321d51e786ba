import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function FeeAnalysisScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Fee Analysis`} description={t`Understand the real cost of your trading: fees and funding`} />
}
