import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function GamificationScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Achievements`} description={t`Track your progress and unlock rewards`} />
}
