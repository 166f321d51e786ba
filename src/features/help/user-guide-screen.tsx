import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function UserGuideScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`User Guide`} description={t`How to get the most out of your journal`} />
}
