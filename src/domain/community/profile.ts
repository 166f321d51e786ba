export const DISPLAY_NAME_MIN_LENGTH = 2
export const DISPLAY_NAME_MAX_LENGTH = 40
export const BIO_MAX_LENGTH = 280
export const TRADING_STYLES = ['scalping', 'day_trading', 'swing', 'position'] as const
export type TradingStyle = (typeof TRADING_STYLES)[number]

/** The community profile as typed in the form. */
export interface CommunityProfileInput {
  readonly displayName: string
  readonly bio: string
  /** '' for none. */
  readonly tradingStyle: string
  readonly shareStats: boolean
}

export type CommunityProfileProblem =
  | { readonly field: 'displayName'; readonly kind: 'tooShort' | 'tooLong' }
  | { readonly field: 'bio'; readonly kind: 'tooLong' }
  | { readonly field: 'tradingStyle'; readonly kind: 'unknown' }

export type CommunityProfileResult =
  | {
      readonly ok: true
      readonly value: { readonly displayName: string; readonly bio: string; readonly tradingStyle: TradingStyle | null; readonly shareStats: boolean }
    }
  | { readonly ok: false; readonly problems: readonly CommunityProfileProblem[] }

/** The same limits as the `trader_profiles` table's checks (lengths in code points, trimmed). */
export function validateCommunityProfile(input: CommunityProfileInput): CommunityProfileResult {
  const displayName = input.displayName.trim()
  const bio = input.bio.trim()
  const style = input.tradingStyle.trim()
  const problems: CommunityProfileProblem[] = []
  const nameLength = [...displayName].length
  if (nameLength < DISPLAY_NAME_MIN_LENGTH) problems.push({ field: 'displayName', kind: 'tooShort' })
  else if (nameLength > DISPLAY_NAME_MAX_LENGTH) problems.push({ field: 'displayName', kind: 'tooLong' })
  if ([...bio].length > BIO_MAX_LENGTH) problems.push({ field: 'bio', kind: 'tooLong' })
  if (style !== '' && !(TRADING_STYLES as readonly string[]).includes(style)) problems.push({ field: 'tradingStyle', kind: 'unknown' })
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, value: { displayName, bio, tradingStyle: style === '' ? null : (style as TradingStyle), shareStats: input.shareStats } }
}
