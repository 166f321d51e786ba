import { useLingui } from '@lingui/react/macro'
import { ScreenFrame } from '../../app/shell/screen-frame'

export function LeaderboardScreen() {
  const { t } = useLingui()
  return <ScreenFrame title={t`Leaderboard`} description={t`Opt-in rankings by percentage return`} />
}
