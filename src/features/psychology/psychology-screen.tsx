import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function PsychologyScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Psychology`} description={t`Emotions and mistakes against your results`} />
}
