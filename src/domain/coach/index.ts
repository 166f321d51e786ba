/**
 * The on-device trade coach: an intent parser over a fixed set of questions, answers built from the
 * metrics and insights engines with the numbers behind them, a weekly review and a trade review.
 * Pure: no network (no AI service is called), no storage, no clock (`now` comes in).
 */
export { parseIntent, normaliseQuestion, type CoachIntent } from './intents'
export { answerIntent, MIN_GROUP_TRADES, type CoachAnswer, type CoachContext, type HourBlock } from './answers'
export { weeklyReview, weekOf, type Week, type WeekCurrency, type WeeklyReview } from './weekly-review'
export { reviewTrade, planSetupIdsOf, type Deviation, type TradeReview } from './trade-review'
