import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function AiToolsScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`AI Tools`} description={t`AI-powered trading insights`} />
}
