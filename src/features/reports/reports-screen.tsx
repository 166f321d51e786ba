import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function ReportsScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Reports`} description={t`Export your trades and back up your journal`} />
}
