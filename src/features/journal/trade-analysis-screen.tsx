import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function TradeAnalysisScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Trade Analysis`} description={t`One trade in detail: numbers, screenshots, notes and tags`} />
}
