import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function MyMetricsScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`My Metrics`} description={t`Metrics you define from your own journal`} />
}
