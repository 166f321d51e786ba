import { useLingui } from '@lingui/react/macro'
import type { TradingStyle } from '../../domain/community'
import type { CommunityProblem } from './community-api'

/** The trader-facing words for the community screens' shared states. */
export function useCommunityWords() {
  const { t } = useLingui()
  const problem = (kind: CommunityProblem): string =>
    ({
      offline: t`Could not reach the community server. Showing the last copy saved on this device.`,
      'signed-out': t`Sign in with your account again to use the community.`,
      rejected: t`The server did not accept your session. Sign in again to use the community.`,
      server: t`The community server could not answer right now. Showing the last copy saved on this device.`,
    })[kind]
  const style = (value: TradingStyle | null): string =>
    value === null
      ? t`Not specified`
      : {
          scalping: t`Scalping`,
          day_trading: t`Day trading`,
          swing: t`Swing trading`,
          position: t`Position trading`,
        }[value]
  return { problem, style }
}
