// The sample journal: a deterministic, realistic journal for a first look at the app, and the
// preference that remembers the first-run answer. Pure: seed and `now` come in as arguments.
export * from './build-sample-journal'
export * from './onboarding-preference'
export * from './sample-catalog'
export * from './sample-size'
export * from './sample-texts'
export { createRandom, type Random } from './random'
export { type PriceAt } from './price-paths'
