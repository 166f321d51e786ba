import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function JournalScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Trades`} description={t`Every trade you have logged, with filters and search`} />
}
