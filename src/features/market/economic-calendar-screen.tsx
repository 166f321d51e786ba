import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function EconomicCalendarScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Economic Calendar`} description={t`Events that move the markets`} />
}
