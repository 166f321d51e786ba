import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function GoalsScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Goals`} description={t`Targets for P&L, win rate and discipline`} />
}
