import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function FaqScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`FAQ`} description={t`Answers to common questions about the journal`} />
}
