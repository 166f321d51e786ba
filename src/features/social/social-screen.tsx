import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function SocialScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Social`} description={t`Connect with other traders`} />
}
