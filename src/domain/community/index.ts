/**
 * Community: the leaderboard's figures (the definitions the server's view computes from synced
 * trades, here for the profile's preview) and how traders are ranked. Pure: trades, time zone and
 * `now` come in. Only percentages and counts are shown to others, never money amounts.
 */
export { asPublished, computePublishedStats, type CommunityPeriod, COMMUNITY_PERIODS, type PublishedStats, type PublishStatsOptions } from './published-stats'
export { MIN_RANKED_TRADES, rankLeaderboard, type LeaderboardEntry, type RankedEntry } from './ranking'
export {
  BIO_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_MIN_LENGTH,
  TRADING_STYLES,
  validateCommunityProfile,
  type CommunityProfileInput,
  type CommunityProfileProblem,
  type CommunityProfileResult,
  type TradingStyle,
} from './profile'
