/** Goals, the trading plan, risk rules and performance alerts: pure rules over the journal. */
export * from './number-input'
export * from './period'
export * from './goals'
export * from './trading-plan'
export * from './position-size'
export * from './risk-rules'
export * from './alerts'
