import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function UploadScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Upload Trades`} description={t`Add new trades to your journal`} />
}
